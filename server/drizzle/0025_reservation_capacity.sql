CREATE TABLE "reservation_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservation_settings_single_row" CHECK ("reservation_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "reservation_tables" (
	"reservation_id" text NOT NULL,
	"table_id" integer NOT NULL,
	CONSTRAINT "reservation_tables_reservation_id_table_id_pk" PRIMARY KEY("reservation_id","table_id")
);
--> statement-breakpoint
CREATE TABLE "restaurant_table_joins" (
	"table_id" integer NOT NULL,
	"other_id" integer NOT NULL,
	CONSTRAINT "restaurant_table_joins_table_id_other_id_pk" PRIMARY KEY("table_id","other_id"),
	CONSTRAINT "restaurant_table_joins_not_self" CHECK ("restaurant_table_joins"."table_id" <> "restaurant_table_joins"."other_id")
);
--> statement-breakpoint
CREATE TABLE "restaurant_tables" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"seats" integer NOT NULL,
	"min_seats" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restaurant_tables_seats_range" CHECK ("restaurant_tables"."seats" between 1 and 50 and "restaurant_tables"."min_seats" between 1 and "restaurant_tables"."seats")
);
--> statement-breakpoint
ALTER TABLE "reservation_tables" ADD CONSTRAINT "reservation_tables_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_tables" ADD CONSTRAINT "reservation_tables_table_id_restaurant_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."restaurant_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_table_joins" ADD CONSTRAINT "restaurant_table_joins_table_id_restaurant_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."restaurant_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_table_joins" ADD CONSTRAINT "restaurant_table_joins_other_id_restaurant_tables_id_fk" FOREIGN KEY ("other_id") REFERENCES "public"."restaurant_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservation_tables_table_idx" ON "reservation_tables" USING btree ("table_id");--> statement-breakpoint
CREATE UNIQUE INDEX "restaurant_tables_name_idx" ON "restaurant_tables" USING btree (lower("name"));