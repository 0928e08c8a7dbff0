CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"minimum_order_rappen" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"order_types" text[] NOT NULL,
	"kinds" text[] NOT NULL,
	"max_uses" integer,
	"max_uses_per_email" integer,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_kind" CHECK ("promo_codes"."kind" in ('PERCENT', 'AMOUNT')),
	CONSTRAINT "promo_codes_value" CHECK ("promo_codes"."value" > 0 and ("promo_codes"."kind" = 'AMOUNT' or "promo_codes"."value" <= 1000)),
	CONSTRAINT "promo_codes_minimum" CHECK ("promo_codes"."minimum_order_rappen" >= 0),
	CONSTRAINT "promo_codes_limits" CHECK (coalesce("promo_codes"."max_uses", 1) > 0 and coalesce("promo_codes"."max_uses_per_email", 1) > 0)
);
--> statement-breakpoint
ALTER TABLE "order_rules" ADD COLUMN "promo_with_sale" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promo_code_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promo_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promo_discount_rappen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_email_key" text GENERATED ALWAYS AS (regexp_replace(lower(regexp_replace(customer_email, '\s', '', 'g')), '\+[^@]*@', '@')) STORED;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_idx" ON "promo_codes" USING btree ("code");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_promo_code_idx" ON "orders" USING btree ("promo_code_id","customer_email_key");--> statement-breakpoint
CREATE INDEX "orders_email_key_idx" ON "orders" USING btree ("customer_email_key");