CREATE TABLE "vat_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"vat_class" text NOT NULL,
	"valid_from" date NOT NULL,
	"tenths" integer NOT NULL,
	CONSTRAINT "vat_rates_tenths_range" CHECK ("vat_rates"."tenths" between 0 and 1000)
);
--> statement-breakpoint
ALTER TABLE "buffet_items" ADD COLUMN "vat_class" text DEFAULT 'REDUCED' NOT NULL;--> statement-breakpoint
ALTER TABLE "food_items" ADD COLUMN "allergens" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "food_items" ADD COLUMN "may_contain" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "food_items" ADD COLUMN "allergens_declared" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "food_items" ADD COLUMN "origin" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "food_items" ADD COLUMN "vegetarian" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "food_items" ADD COLUMN "vegan" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "food_items" ADD COLUMN "spiciness" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "vat_class" text DEFAULT 'REDUCED' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "vat_tenths" integer DEFAULT 26 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_breakdown" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant_info" ADD COLUMN "vat_number" text;--> statement-breakpoint
ALTER TABLE "restaurant_info" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "restaurant_info" ADD COLUMN "responsible_person" text;--> statement-breakpoint
CREATE UNIQUE INDEX "vat_rates_class_from_idx" ON "vat_rates" USING btree ("vat_class","valid_from");--> statement-breakpoint
ALTER TABLE "food_items" ADD CONSTRAINT "food_items_spiciness_range" CHECK ("food_items"."spiciness" between 0 and 3);--> statement-breakpoint
-- The Swiss rates since 2018 (shared/src/vat.ts SWISS_VAT_RATES): an order uses the rates of its day.
INSERT INTO "vat_rates" ("vat_class", "valid_from", "tenths") VALUES
  ('REDUCED', '2018-01-01', 25), ('STANDARD', '2018-01-01', 77),
  ('REDUCED', '2024-01-01', 26), ('STANDARD', '2024-01-01', 81);
--> statement-breakpoint
-- Orders placed before issue 19 had one rate: their breakdown is that rate over the whole total.
UPDATE "orders" SET "vat_breakdown" = jsonb_build_array(jsonb_build_object(
  'vatClass', 'REDUCED', 'tenths', "vat_percent_tenths", 'grossRappen', "total_rappen", 'vatRappen', "vat_rappen"));
--> statement-breakpoint
UPDATE "order_items" oi SET "vat_tenths" = o."vat_percent_tenths" FROM "orders" o WHERE o."id" = oi."order_id";
--> statement-breakpoint
-- The order path keeps the rates with its settings (decision 007): a change of the rates moves its version.
CREATE TRIGGER vat_rates_read_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vat_rates
  FOR EACH STATEMENT EXECUTE FUNCTION bump_order_settings_read_version();
