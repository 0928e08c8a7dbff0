CREATE TABLE "courier_shifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"courier_id" integer,
	"courier_name" text NOT NULL,
	"business_date" date NOT NULL,
	"float_rappen" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_by" text NOT NULL,
	"handed_in_rappen" integer,
	"settled_at" timestamp with time zone,
	"settled_by" text,
	CONSTRAINT "courier_shifts_amounts" CHECK ("courier_shifts"."float_rappen" >= 0 and "courier_shifts"."handed_in_rappen" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier_assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "picked_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "estimated_arrival_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bags" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cash_given_rappen" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cash_collected_rappen" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier_shift_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "first_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "courier_shifts" ADD CONSTRAINT "courier_shifts_courier_id_users_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "courier_shifts_open_idx" ON "courier_shifts" USING btree ("courier_id") WHERE "courier_shifts"."settled_at" is null;--> statement-breakpoint
CREATE INDEX "courier_shifts_date_idx" ON "courier_shifts" USING btree ("business_date");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_courier_id_users_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_courier_shift_id_courier_shifts_id_fk" FOREIGN KEY ("courier_shift_id") REFERENCES "public"."courier_shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_courier_idx" ON "orders" USING btree ("courier_id","status");--> statement-breakpoint
CREATE INDEX "orders_courier_shift_idx" ON "orders" USING btree ("courier_shift_id");