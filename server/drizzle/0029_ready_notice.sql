ALTER TABLE "order_rules" ADD COLUMN "ready_notice" text DEFAULT 'OFF' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ready_notice_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_rules" ADD CONSTRAINT "order_rules_ready_notice" CHECK ("order_rules"."ready_notice" in ('OFF', 'EMAIL', 'SMS', 'EMAIL_AND_SMS'));