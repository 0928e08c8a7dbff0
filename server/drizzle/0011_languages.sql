ALTER TABLE "food_items" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "line_names" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant_info" ADD COLUMN "default_language" text DEFAULT 'de' NOT NULL;--> statement-breakpoint
-- A restaurant set up before languages existed typed its texts into an English-only product: its
-- stored names are English (new restaurants, and the demo, start in German).
UPDATE "restaurant_info" SET "default_language" = 'en';
