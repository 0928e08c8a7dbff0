CREATE TABLE "buffet_item_option_groups" (
	"buffet_item_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "buffet_item_option_groups_buffet_item_id_group_id_pk" PRIMARY KEY("buffet_item_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "menu_item_option_groups" (
	"menu_item_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "menu_item_option_groups_menu_item_id_group_id_pk" PRIMARY KEY("menu_item_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "option_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL,
	"min_choices" integer DEFAULT 0 NOT NULL,
	"max_choices" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "option_groups_choices_range" CHECK ("option_groups"."min_choices" >= 0 and "option_groups"."max_choices" >= 1 and "option_groups"."max_choices" >= "option_groups"."min_choices")
);
--> statement-breakpoint
CREATE TABLE "options" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"position" integer NOT NULL,
	"names" jsonb NOT NULL,
	"price_delta_rappen" integer DEFAULT 0 NOT NULL,
	"sold_out_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "options_price_delta_range" CHECK ("options"."price_delta_rappen" between -10000 and 10000)
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "buffet_item_option_groups" ADD CONSTRAINT "buffet_item_option_groups_buffet_item_id_buffet_items_id_fk" FOREIGN KEY ("buffet_item_id") REFERENCES "public"."buffet_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buffet_item_option_groups" ADD CONSTRAINT "buffet_item_option_groups_group_id_option_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."option_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_item_option_groups" ADD CONSTRAINT "menu_item_option_groups_menu_item_id_menu_items_id_fk" FOREIGN KEY ("menu_item_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_item_option_groups" ADD CONSTRAINT "menu_item_option_groups_group_id_option_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."option_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "options" ADD CONSTRAINT "options_group_id_option_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."option_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buffet_item_option_groups_group_idx" ON "buffet_item_option_groups" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "menu_item_option_groups_group_idx" ON "menu_item_option_groups" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "options_group_idx" ON "options" USING btree ("group_id","position");--> statement-breakpoint
-- Options are part of the menu diners see and of what an order is priced with: every change moves the
-- 'public' read version (the menu's lists and the order path's settings are kept behind it).
CREATE TRIGGER option_groups_public_read_version AFTER INSERT OR UPDATE OR DELETE ON option_groups
  FOR EACH ROW EXECUTE FUNCTION bump_public_read_version();
--> statement-breakpoint
CREATE TRIGGER options_public_read_version AFTER INSERT OR UPDATE OR DELETE ON options
  FOR EACH ROW EXECUTE FUNCTION bump_public_read_version();
--> statement-breakpoint
CREATE TRIGGER menu_item_option_groups_public_read_version AFTER INSERT OR UPDATE OR DELETE ON menu_item_option_groups
  FOR EACH ROW EXECUTE FUNCTION bump_public_read_version();
--> statement-breakpoint
CREATE TRIGGER buffet_item_option_groups_public_read_version AFTER INSERT OR UPDATE OR DELETE ON buffet_item_option_groups
  FOR EACH ROW EXECUTE FUNCTION bump_public_read_version();
--> statement-breakpoint
CREATE TRIGGER option_groups_public_read_version_truncate AFTER TRUNCATE ON option_groups
  FOR EACH STATEMENT EXECUTE FUNCTION bump_public_read_version();
--> statement-breakpoint
CREATE TRIGGER options_public_read_version_truncate AFTER TRUNCATE ON options
  FOR EACH STATEMENT EXECUTE FUNCTION bump_public_read_version();
--> statement-breakpoint
CREATE TRIGGER menu_item_option_groups_public_read_version_truncate AFTER TRUNCATE ON menu_item_option_groups
  FOR EACH STATEMENT EXECUTE FUNCTION bump_public_read_version();
--> statement-breakpoint
CREATE TRIGGER buffet_item_option_groups_public_read_version_truncate AFTER TRUNCATE ON buffet_item_option_groups
  FOR EACH STATEMENT EXECUTE FUNCTION bump_public_read_version();
