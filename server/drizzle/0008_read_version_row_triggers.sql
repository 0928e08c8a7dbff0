-- The read-version triggers of 0006 and 0007 were statement-level: they fired, and moved the version
-- on, for statements that changed no row (an admin's update or delete of an id that does not exist,
-- answered 404). Harmless for the caches (one needless reload) but a refused request must change
-- nothing (npm run drill -- fuzz). Row-level triggers move the version once per changed row, and only
-- then; TRUNCATE has no rows and keeps a statement-level trigger.
DROP TRIGGER food_items_read_version ON food_items;
--> statement-breakpoint
DROP TRIGGER menu_items_read_version ON menu_items;
--> statement-breakpoint
DROP TRIGGER buffet_items_read_version ON buffet_items;
--> statement-breakpoint
DROP TRIGGER restaurant_info_read_version ON restaurant_info;
--> statement-breakpoint
DROP TRIGGER sale_settings_read_version ON sale_settings;
--> statement-breakpoint
DROP TRIGGER push_subscriptions_read_version ON push_subscriptions;
--> statement-breakpoint
CREATE TRIGGER food_items_read_version AFTER INSERT OR UPDATE OR DELETE ON food_items
  FOR EACH ROW EXECUTE FUNCTION bump_public_read_version();
--> statement-breakpoint
CREATE TRIGGER food_items_read_version_truncate AFTER TRUNCATE ON food_items
  FOR EACH STATEMENT EXECUTE FUNCTION bump_public_read_version();
--> statement-breakpoint
CREATE TRIGGER menu_items_read_version AFTER INSERT OR UPDATE OR DELETE ON menu_items
  FOR EACH ROW EXECUTE FUNCTION bump_public_read_version();
--> statement-breakpoint
CREATE TRIGGER menu_items_read_version_truncate AFTER TRUNCATE ON menu_items
  FOR EACH STATEMENT EXECUTE FUNCTION bump_public_read_version();
--> statement-breakpoint
CREATE TRIGGER buffet_items_read_version AFTER INSERT OR UPDATE OR DELETE ON buffet_items
  FOR EACH ROW EXECUTE FUNCTION bump_public_read_version();
--> statement-breakpoint
CREATE TRIGGER buffet_items_read_version_truncate AFTER TRUNCATE ON buffet_items
  FOR EACH STATEMENT EXECUTE FUNCTION bump_public_read_version();
--> statement-breakpoint
CREATE TRIGGER restaurant_info_read_version AFTER INSERT OR UPDATE OR DELETE ON restaurant_info
  FOR EACH ROW EXECUTE FUNCTION bump_public_read_version();
--> statement-breakpoint
CREATE TRIGGER restaurant_info_read_version_truncate AFTER TRUNCATE ON restaurant_info
  FOR EACH STATEMENT EXECUTE FUNCTION bump_public_read_version();
--> statement-breakpoint
CREATE TRIGGER sale_settings_read_version AFTER INSERT OR UPDATE OR DELETE ON sale_settings
  FOR EACH ROW EXECUTE FUNCTION bump_order_settings_read_version();
--> statement-breakpoint
CREATE TRIGGER sale_settings_read_version_truncate AFTER TRUNCATE ON sale_settings
  FOR EACH STATEMENT EXECUTE FUNCTION bump_order_settings_read_version();
--> statement-breakpoint
-- Push devices count only when added, removed or re-tagged: the sender's per-push `last_success_at`
-- update, and a device subscribing again with new keys, change nothing the order path keeps.
CREATE TRIGGER push_subscriptions_read_version AFTER INSERT OR DELETE ON push_subscriptions
  FOR EACH ROW EXECUTE FUNCTION bump_order_settings_read_version();
--> statement-breakpoint
CREATE TRIGGER push_subscriptions_read_version_retag AFTER UPDATE OF id, tag ON push_subscriptions
  FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id OR OLD.tag IS DISTINCT FROM NEW.tag)
  EXECUTE FUNCTION bump_order_settings_read_version();
--> statement-breakpoint
CREATE TRIGGER push_subscriptions_read_version_truncate AFTER TRUNCATE ON push_subscriptions
  FOR EACH STATEMENT EXECUTE FUNCTION bump_order_settings_read_version();
