-- Every write to a table behind the pages' hot reads moves the 'public' read version on, in the writing
-- transaction: a reader sees the new version exactly when it can see the new rows, on every app
-- instance, so the read cache (server/src/lib/read-cache.ts) never answers with data older than a
-- committed write. Statement-level: one bump per statement, whatever the number of rows.
INSERT INTO read_versions (name, version) VALUES ('public', 0) ON CONFLICT (name) DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION bump_public_read_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE read_versions SET version = version + 1 WHERE name = 'public';
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER food_items_read_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON food_items
  FOR EACH STATEMENT EXECUTE FUNCTION bump_public_read_version();
--> statement-breakpoint
CREATE TRIGGER menu_items_read_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON menu_items
  FOR EACH STATEMENT EXECUTE FUNCTION bump_public_read_version();
--> statement-breakpoint
CREATE TRIGGER buffet_items_read_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON buffet_items
  FOR EACH STATEMENT EXECUTE FUNCTION bump_public_read_version();
--> statement-breakpoint
CREATE TRIGGER restaurant_info_read_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON restaurant_info
  FOR EACH STATEMENT EXECUTE FUNCTION bump_public_read_version();
