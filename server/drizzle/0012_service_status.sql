CREATE TABLE "service_status" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"paused_until" timestamp with time zone,
	"paused_order_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"extra_minutes" integer DEFAULT 0 NOT NULL,
	"extra_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_status_single_row" CHECK ("service_status"."id" = 1),
	CONSTRAINT "service_status_extra_range" CHECK ("service_status"."extra_minutes" between 0 and 120)
);
--> statement-breakpoint
CREATE TABLE "service_status_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by" text NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "service_status_changes_at_idx" ON "service_status_changes" USING btree ("changed_at");--> statement-breakpoint
-- The order path keeps the service status in its snapshot (modules/orders/order-settings.ts): writing
-- it moves the 'order-settings' version on, in the writing transaction, like the sale (0007, 0008).
INSERT INTO service_status (id) VALUES (1) ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER service_status_read_version AFTER INSERT OR UPDATE OR DELETE ON service_status
  FOR EACH ROW EXECUTE FUNCTION bump_order_settings_read_version();
--> statement-breakpoint
CREATE TRIGGER service_status_read_version_truncate AFTER TRUNCATE ON service_status
  FOR EACH STATEMENT EXECUTE FUNCTION bump_order_settings_read_version();
