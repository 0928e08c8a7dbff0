DROP INDEX "push_subscriptions_endpoint_idx";--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "last_success_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_tag_idx" ON "push_subscriptions" USING btree ("endpoint","tag");