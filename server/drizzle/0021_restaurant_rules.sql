CREATE TABLE "categories" (
	"code" text PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL,
	"position" integer NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_code_format" CHECK ("categories"."code" ~ '^[A-Z][A-Z0-9_]{0,39}$')
);
--> statement-breakpoint
CREATE TABLE "delivery_zone_postcodes" (
	"postcode" text PRIMARY KEY NOT NULL,
	"zone_id" integer NOT NULL,
	CONSTRAINT "delivery_zone_postcodes_format" CHECK ("delivery_zone_postcodes"."postcode" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "delivery_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"delivery_fee_rappen" integer NOT NULL,
	"minimum_order_rappen" integer NOT NULL,
	"free_delivery_from_rappen" integer,
	"extra_minutes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_zones_amounts" CHECK ("delivery_zones"."delivery_fee_rappen" >= 0 and "delivery_zones"."minimum_order_rappen" >= 0 and "delivery_zones"."free_delivery_from_rappen" >= 0),
	CONSTRAINT "delivery_zones_extra_minutes" CHECK ("delivery_zones"."extra_minutes" between 0 and 240)
);
--> statement-breakpoint
CREATE TABLE "order_rules" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"card_fee_tenths" integer DEFAULT 26 NOT NULL,
	"twint_fee_tenths" integer DEFAULT 0 NOT NULL,
	"asap_minutes_delivery" integer DEFAULT 45 NOT NULL,
	"asap_minutes_takeaway" integer DEFAULT 45 NOT NULL,
	"delivery_enabled" boolean DEFAULT true NOT NULL,
	"takeaway_enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_rules_single_row" CHECK ("order_rules"."id" = 1),
	CONSTRAINT "order_rules_fees" CHECK ("order_rules"."card_fee_tenths" between 0 and 200 and "order_rules"."twint_fee_tenths" between 0 and 200),
	CONSTRAINT "order_rules_asap" CHECK ("order_rules"."asap_minutes_delivery" between 0 and 600 and "order_rules"."asap_minutes_takeaway" between 0 and 600)
);
--> statement-breakpoint
ALTER TABLE "restaurant_info" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant_info" ADD COLUMN "time_zone" text DEFAULT 'Europe/Zurich' NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_zone_postcodes" ADD CONSTRAINT "delivery_zone_postcodes_zone_id_delivery_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."delivery_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_position_idx" ON "categories" USING btree ("position");--> statement-breakpoint
CREATE INDEX "delivery_zone_postcodes_zone_idx" ON "delivery_zone_postcodes" USING btree ("zone_id");--> statement-breakpoint
-- The spec's values are the defaults of a new restaurant (shared/src/order-rules.ts): its 17 categories
-- with their names in the four languages, one delivery zone of its eight postcodes (CHF 5, minimum CHF 30,
-- free from CHF 100) and its fees and times (card 2.6 %, ASAP 45 minutes, both order types).
INSERT INTO "categories" ("code", "names", "position") VALUES
  ('SUSHI_STARTER', '{"de":"Sushi-Vorspeisen","fr":"Entrées sushi","it":"Antipasti sushi","en":"Sushi Starters"}'::jsonb, 1),
  ('SUSHI_ROLLS', '{"de":"Sushi-Rollen","fr":"Rouleaux de sushi","it":"Sushi roll","en":"Sushi Rolls"}'::jsonb, 2),
  ('HOSO_MAKI', '{"de":"Hoso Maki","fr":"Hoso maki","it":"Hoso maki","en":"Hoso Maki"}'::jsonb, 3),
  ('NIGIRI', '{"de":"Nigiri","fr":"Nigiri","it":"Nigiri","en":"Nigiri"}'::jsonb, 4),
  ('TEMAKI', '{"de":"Temaki","fr":"Temaki","it":"Temaki","en":"Temaki"}'::jsonb, 5),
  ('SUSHI_PLATTEN', '{"de":"Sushi-Platten","fr":"Plateaux de sushis","it":"Piatti di sushi","en":"Sushi Platters"}'::jsonb, 6),
  ('BOWLS', '{"de":"Bowls","fr":"Bowls","it":"Bowl","en":"Bowls"}'::jsonb, 7),
  ('DONBURI', '{"de":"Donburi","fr":"Donburi","it":"Donburi","en":"Donburi"}'::jsonb, 8),
  ('RAMEN_NOODLE', '{"de":"Ramen & Nudeln","fr":"Ramen et nouilles","it":"Ramen e noodles","en":"Ramen & Noodles"}'::jsonb, 9),
  ('THAI_STARTER', '{"de":"Thai-Vorspeisen","fr":"Entrées thaïes","it":"Antipasti thai","en":"Thai Starters"}'::jsonb, 10),
  ('THAI_SUPPE', '{"de":"Thai-Suppen","fr":"Soupes thaïes","it":"Zuppe thai","en":"Thai Soups"}'::jsonb, 11),
  ('THAI_NOODLES', '{"de":"Thai-Nudeln","fr":"Nouilles thaïes","it":"Noodles thai","en":"Thai Noodles"}'::jsonb, 12),
  ('THAI_CURRY', '{"de":"Thai-Currys","fr":"Currys thaïs","it":"Curry thai","en":"Thai Curries"}'::jsonb, 13),
  ('THAI_WOK', '{"de":"Thai-Wok","fr":"Wok thaï","it":"Wok thai","en":"Thai Wok"}'::jsonb, 14),
  ('SIDES', '{"de":"Beilagen","fr":"Accompagnements","it":"Contorni","en":"Sides"}'::jsonb, 15),
  ('DESSERT', '{"de":"Desserts","fr":"Desserts","it":"Dessert","en":"Desserts"}'::jsonb, 16),
  ('DRINK', '{"de":"Getränke","fr":"Boissons","it":"Bevande","en":"Drinks"}'::jsonb, 17);
--> statement-breakpoint
-- A category some menu item already names but the list above lacks keeps its code as its name.
INSERT INTO "categories" ("code", "names", "position")
SELECT DISTINCT m."category", jsonb_build_object('de', m."category", 'fr', m."category", 'it', m."category", 'en', m."category"), 100
FROM "menu_items" m WHERE m."category" NOT IN (SELECT "code" FROM "categories");
--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_category_categories_code_fk" FOREIGN KEY ("category") REFERENCES "public"."categories"("code") ON DELETE restrict ON UPDATE cascade;
--> statement-breakpoint
INSERT INTO "delivery_zones" ("name", "position", "delivery_fee_rappen", "minimum_order_rappen", "free_delivery_from_rappen", "extra_minutes")
VALUES ('Olten', 1, 500, 3000, 10000, 0);
--> statement-breakpoint
INSERT INTO "delivery_zone_postcodes" ("postcode", "zone_id")
SELECT p, (SELECT min("id") FROM "delivery_zones") FROM unnest(ARRAY['4600', '4601', '4609', '4612', '4613', '4622', '4623', '4632']) AS p;
--> statement-breakpoint
INSERT INTO "order_rules" ("id") VALUES (1) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
-- The order path keeps the zones and the fees and times in its snapshot (modules/orders/order-settings.ts)
-- and the public answers are cached behind the 'public' version (0006): writing them moves both versions
-- on, in the writing transaction; the categories move the 'public' one (the menu's order and names).
CREATE TRIGGER delivery_zones_read_version AFTER INSERT OR UPDATE OR DELETE ON delivery_zones
  FOR EACH ROW EXECUTE FUNCTION bump_order_settings_read_version();
--> statement-breakpoint
CREATE TRIGGER delivery_zones_public_read_version AFTER INSERT OR UPDATE OR DELETE ON delivery_zones
  FOR EACH ROW EXECUTE FUNCTION bump_public_read_version();
--> statement-breakpoint
CREATE TRIGGER delivery_zone_postcodes_read_version AFTER INSERT OR UPDATE OR DELETE ON delivery_zone_postcodes
  FOR EACH ROW EXECUTE FUNCTION bump_order_settings_read_version();
--> statement-breakpoint
CREATE TRIGGER delivery_zone_postcodes_public_read_version AFTER INSERT OR UPDATE OR DELETE ON delivery_zone_postcodes
  FOR EACH ROW EXECUTE FUNCTION bump_public_read_version();
--> statement-breakpoint
CREATE TRIGGER order_rules_read_version AFTER INSERT OR UPDATE OR DELETE ON order_rules
  FOR EACH ROW EXECUTE FUNCTION bump_order_settings_read_version();
--> statement-breakpoint
CREATE TRIGGER order_rules_public_read_version AFTER INSERT OR UPDATE OR DELETE ON order_rules
  FOR EACH ROW EXECUTE FUNCTION bump_public_read_version();
--> statement-breakpoint
CREATE TRIGGER categories_read_version AFTER INSERT OR UPDATE OR DELETE ON categories
  FOR EACH ROW EXECUTE FUNCTION bump_public_read_version();
