CREATE TABLE "station_printers" (
	"station_id" integer NOT NULL,
	"printer_id" integer NOT NULL,
	CONSTRAINT "station_printers_station_id_printer_id_pk" PRIMARY KEY("station_id","printer_id")
);
--> statement-breakpoint
CREATE TABLE "stations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"target_minutes" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stations_target_range" CHECK ("stations"."target_minutes" between 1 and 240)
);
--> statement-breakpoint
ALTER TABLE "buffet_items" ADD COLUMN "station_id" integer;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "station_id" integer;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "station_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "station_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "done_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ready_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "station_printers" ADD CONSTRAINT "station_printers_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_printers" ADD CONSTRAINT "station_printers_printer_id_printers_id_fk" FOREIGN KEY ("printer_id") REFERENCES "public"."printers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "station_printers_printer_idx" ON "station_printers" USING btree ("printer_id");--> statement-breakpoint
ALTER TABLE "buffet_items" ADD CONSTRAINT "buffet_items_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_station_open_idx" ON "order_items" USING btree ("station_id") WHERE "order_items"."done_at" is null;--> statement-breakpoint
CREATE INDEX "order_items_done_idx" ON "order_items" USING btree ("station_id","done_at") WHERE "order_items"."done_at" is not null;