CREATE TABLE "voucher_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"voucher_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount_rappen" integer NOT NULL,
	"balance_after_rappen" integer NOT NULL,
	"order_id" text,
	"by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voucher_movements_balance" CHECK ("voucher_movements"."balance_after_rappen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "voucher_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"online_sales" boolean DEFAULT true NOT NULL,
	"amounts" integer[] DEFAULT '{30,50,100}' NOT NULL,
	"min_amount" integer DEFAULT 20 NOT NULL,
	"max_amount" integer DEFAULT 500 NOT NULL,
	"valid_months" integer DEFAULT 36 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voucher_settings_single" CHECK ("voucher_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"amount_rappen" integer NOT NULL,
	"balance_rappen" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"channel" text NOT NULL,
	"payment_method" text NOT NULL,
	"payment_intent_id" text,
	"buyer_name" text DEFAULT '' NOT NULL,
	"buyer_email" text,
	"recipient_name" text DEFAULT '' NOT NULL,
	"recipient_email" text,
	"message" text,
	"send_on" date,
	"sent_at" timestamp with time zone,
	"language" text DEFAULT 'en' NOT NULL,
	"sold_at" timestamp with time zone,
	"expires_on" date NOT NULL,
	"sold_by" text,
	"sold_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_amount" CHECK ("vouchers"."amount_rappen" > 0),
	CONSTRAINT "vouchers_balance" CHECK ("vouchers"."balance_rappen" >= 0 and "vouchers"."balance_rappen" <= "vouchers"."amount_rappen")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "voucher_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "voucher_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "voucher_amount_rappen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "voucher_movements" ADD CONSTRAINT "voucher_movements_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voucher_movements_voucher_idx" ON "voucher_movements" USING btree ("voucher_id","id");--> statement-breakpoint
CREATE INDEX "voucher_movements_order_idx" ON "voucher_movements" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "voucher_movements_created_idx" ON "voucher_movements" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_code_idx" ON "vouchers" USING btree ("code");--> statement-breakpoint
CREATE INDEX "vouchers_created_idx" ON "vouchers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "vouchers_intent_idx" ON "vouchers" USING btree ("payment_intent_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_voucher_idx" ON "orders" USING btree ("voucher_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_voucher_amount" CHECK ("orders"."voucher_amount_rappen" >= 0 and "orders"."voucher_amount_rappen" <= "orders"."total_rappen");--> statement-breakpoint
INSERT INTO "voucher_settings" ("id") VALUES (1) ON CONFLICT ("id") DO NOTHING;
