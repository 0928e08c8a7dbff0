CREATE TABLE "auto_pauses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "escalations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"step" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"ok" boolean NOT NULL,
	"detail" text
);
--> statement-breakpoint
CREATE TABLE "screens" (
	"screen_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"user_id" integer,
	"last_seen_at" timestamp with time zone NOT NULL,
	"sound_ready" boolean NOT NULL,
	"muted" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "auto_cancelled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant_info" ADD COLUMN "unseen" jsonb DEFAULT '{"escalateAfterMinutes":2,"autoPauseAfterMinutes":5,"autoCancelAfterMinutes":15,"notifyEmail":null,"smsTo":null}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "screens" ADD CONSTRAINT "screens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auto_pauses_open_idx" ON "auto_pauses" USING btree ((true)) WHERE "auto_pauses"."ended_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "escalations_subject_step_idx" ON "escalations" USING btree ("subject_kind","subject_id","step");--> statement-breakpoint
CREATE INDEX "screens_last_seen_idx" ON "screens" USING btree ("last_seen_at");