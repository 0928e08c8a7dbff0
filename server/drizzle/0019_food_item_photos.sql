CREATE TABLE "photo_files" (
	"file" text PRIMARY KEY NOT NULL,
	"food_item_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "food_items" ADD COLUMN "photo" jsonb;--> statement-breakpoint
ALTER TABLE "photo_files" ADD CONSTRAINT "photo_files_food_item_id_food_items_id_fk" FOREIGN KEY ("food_item_id") REFERENCES "public"."food_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_files_food_item_idx" ON "photo_files" USING btree ("food_item_id");--> statement-breakpoint
ALTER TABLE "photo_files" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;