ALTER TABLE "push_subscriptions" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant_info" ADD COLUMN "kitchen_language" text;--> statement-breakpoint
-- The order path keeps each device's language with its tag: a device subscribing again from a back office
-- in another language counts, as a re-tagged one does.
CREATE TRIGGER push_subscriptions_read_version_language AFTER UPDATE OF language ON push_subscriptions
  FOR EACH ROW WHEN (OLD.language IS DISTINCT FROM NEW.language)
  EXECUTE FUNCTION bump_order_settings_read_version();
