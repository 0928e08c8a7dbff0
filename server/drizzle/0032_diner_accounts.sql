CREATE TABLE "diner_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"addresses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_sign_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "diner_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "diner_sign_in_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "diner_sessions" ADD CONSTRAINT "diner_sessions_account_id_diner_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."diner_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "diner_accounts_email_idx" ON "diner_accounts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "diner_sessions_account_idx" ON "diner_sessions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "diner_sessions_expires_idx" ON "diner_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "diner_sign_in_links_email_idx" ON "diner_sign_in_links" USING btree ("email");--> statement-breakpoint
CREATE INDEX "diner_sign_in_links_expires_idx" ON "diner_sign_in_links" USING btree ("expires_at");