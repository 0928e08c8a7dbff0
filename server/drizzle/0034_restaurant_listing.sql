ALTER TABLE "restaurant_info" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "restaurant_info" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "restaurant_info" ADD COLUMN "cuisines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant_info" ADD COLUMN "price_range" text;--> statement-breakpoint
ALTER TABLE "restaurant_info" ADD CONSTRAINT "restaurant_info_coordinates" CHECK (("restaurant_info"."latitude" is null) = ("restaurant_info"."longitude" is null) and "restaurant_info"."latitude" between -90 and 90 and "restaurant_info"."longitude" between -180 and 180);