-- Every write to a table behind the pages' hot reads tells all app instances to forget their read
-- cache (server/src/lib/read-cache.ts). NOTIFY is delivered on commit, never for a rollback, and
-- PostgreSQL folds identical notifications of one transaction into one.
CREATE FUNCTION notify_reads_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('restaurant_reads', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER food_items_reads_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON food_items
  FOR EACH STATEMENT EXECUTE FUNCTION notify_reads_changed();
--> statement-breakpoint
CREATE TRIGGER menu_items_reads_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON menu_items
  FOR EACH STATEMENT EXECUTE FUNCTION notify_reads_changed();
--> statement-breakpoint
CREATE TRIGGER buffet_items_reads_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON buffet_items
  FOR EACH STATEMENT EXECUTE FUNCTION notify_reads_changed();
--> statement-breakpoint
CREATE TRIGGER restaurant_info_reads_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON restaurant_info
  FOR EACH STATEMENT EXECUTE FUNCTION notify_reads_changed();
