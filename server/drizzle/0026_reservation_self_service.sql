CREATE TABLE "reservation_guarantees" (
	"reservation_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"setup_intent_id" text NOT NULL,
	"customer_id" text,
	"payment_method_id" text,
	"card_label" text,
	"fee_per_person_rappen" integer NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"charge_intent_id" text,
	"charged_rappen" integer,
	"charged_at" timestamp with time zone,
	"charged_by" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulated_setup_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"reservation_id" text NOT NULL,
	"status" text NOT NULL,
	"payment_method_id" text,
	"card_last4" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "manage_token" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "arrived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "walk_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reservation_guarantees" ADD CONSTRAINT "reservation_guarantees_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_guarantees_setup_idx" ON "reservation_guarantees" USING btree ("setup_intent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "simulated_setup_intents_secret_idx" ON "simulated_setup_intents" USING btree ("client_secret");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_manage_token_idx" ON "reservations" USING btree ("manage_token");--> statement-breakpoint
CREATE INDEX "reservations_reminder_idx" ON "reservations" USING btree ("reservation_at") WHERE "reservations"."reminder_sent_at" is null;--> statement-breakpoint
CREATE INDEX "reservations_email_idx" ON "reservations" USING btree (lower(btrim("customer_email")));