-- The order path (server/src/modules/orders/order-settings.ts) keeps the prices, the opening hours, the
-- sale and the admins' push devices in memory while their data has not changed. Prices and hours are
-- behind the 'public' version (0006); the sale and the push devices move an 'order-settings' version
-- on, in the writing transaction, like the triggers of 0006. Push devices count only when added,
-- removed or re-tagged: the sender's per-push `last_success_at` update must not move the version.
INSERT INTO read_versions (name, version) VALUES ('order-settings', 0) ON CONFLICT (name) DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION bump_order_settings_read_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE read_versions SET version = version + 1 WHERE name = 'order-settings';
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sale_settings_read_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sale_settings
  FOR EACH STATEMENT EXECUTE FUNCTION bump_order_settings_read_version();
--> statement-breakpoint
CREATE TRIGGER push_subscriptions_read_version
  AFTER INSERT OR UPDATE OF id, tag OR DELETE OR TRUNCATE ON push_subscriptions
  FOR EACH STATEMENT EXECUTE FUNCTION bump_order_settings_read_version();
