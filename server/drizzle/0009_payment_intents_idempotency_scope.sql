CREATE TABLE "payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"order_kind" text NOT NULL,
	"provider" text NOT NULL,
	"amount_rappen" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "orders_idempotency_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "idempotency_fingerprint" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_intents_order_idx" ON "payment_intents" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_kind_idx" ON "orders" USING btree ("idempotency_key","kind");--> statement-breakpoint
-- Intents created before this migration: every simulated one (its provider's own table knows them all)...
INSERT INTO "payment_intents" ("id", "order_id", "order_kind", "provider", "amount_rappen", "currency", "status", "created_at", "updated_at")
SELECT s."id", s."order_id", o."kind", 'simulated', s."amount_rappen", s."currency",
  CASE
    WHEN s."status" = 'succeeded' THEN 'SUCCEEDED'
    WHEN s."status" = 'refunded' THEN 'REFUNDED'
    WHEN s."status" = 'canceled' THEN 'CANCELLED'
    WHEN s."last_error" IS NOT NULL THEN 'FAILED'
    ELSE 'PENDING'
  END,
  s."created_at", s."updated_at"
FROM "simulated_intents" s JOIN "orders" o ON o."id" = s."order_id"
ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
-- ...and each order's last Stripe intent, the one orders.payment_reference kept.
INSERT INTO "payment_intents" ("id", "order_id", "order_kind", "provider", "amount_rappen", "currency", "status", "created_at", "updated_at")
SELECT "payment_reference", "id", "kind", 'stripe', "total_rappen", 'CHF',
  CASE "payment_status"
    WHEN 'SUCCEEDED' THEN 'SUCCEEDED'
    WHEN 'REFUNDED' THEN 'REFUNDED'
    WHEN 'FAILED' THEN 'FAILED'
    ELSE 'PENDING'
  END,
  "updated_at", "updated_at"
FROM "orders"
WHERE "payment_reference" IS NOT NULL AND "payment_reference" NOT LIKE 'pi\_sim\_%'
ON CONFLICT ("id") DO NOTHING;
