ALTER TABLE "reservations" DROP CONSTRAINT "reservations_people_range";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "entered_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "entered_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "override_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_phone_key" text GENERATED ALWAYS AS (regexp_replace(regexp_replace(customer_phone, '\D', '', 'g'), '^(00)?41(?=\d{9}$)', '0')) STORED;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "entered_by" text;--> statement-breakpoint
CREATE INDEX "orders_phone_key_idx" ON "orders" USING btree ("customer_phone_key" text_pattern_ops,"created_at");--> statement-breakpoint
CREATE INDEX "orders_email_idx" ON "orders" USING btree (lower("customer_email") text_pattern_ops,"created_at");--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_people_range" CHECK ("reservations"."number_of_people" between 1 and 100);