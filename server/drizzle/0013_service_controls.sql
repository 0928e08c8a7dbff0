DROP INDEX "service_status_changes_at_idx";--> statement-breakpoint
ALTER TABLE "buffet_items" ADD COLUMN "sold_out_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "sold_out_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "restaurant_info" ADD COLUMN "special_days" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant_info" ADD COLUMN "slot_capacity_delivery" integer;--> statement-breakpoint
ALTER TABLE "restaurant_info" ADD COLUMN "slot_capacity_takeaway" integer;--> statement-breakpoint
ALTER TABLE "service_status_changes" ADD COLUMN "subject" text DEFAULT 'service-status' NOT NULL;--> statement-breakpoint
CREATE INDEX "service_status_changes_subject_at_idx" ON "service_status_changes" USING btree ("subject","changed_at");--> statement-breakpoint
ALTER TABLE "restaurant_info" ADD CONSTRAINT "restaurant_info_slot_capacity" CHECK ("restaurant_info"."slot_capacity_delivery" between 1 and 500 and "restaurant_info"."slot_capacity_takeaway" between 1 and 500);--> statement-breakpoint
-- The slot capacity's count (issue 18): takes the order type's lock for the rest of the caller's
-- transaction, then counts the open orders per 15-minute slot due in [p_from, p_to). PL/pgSQL gives the
-- count a snapshot taken after the lock, so an order committed by the transaction that held it is
-- counted: of two orders for the last place, exactly one gets it. Slots are 15-minute steps of real time
-- from 2000-01-01 UTC, which are the restaurant's clock quarters in any zone with a whole-quarter offset.
CREATE FUNCTION order_slot_counts(p_type text, p_from timestamptz, p_to timestamptz)
RETURNS TABLE (slot timestamptz, taken integer)
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(18, hashtext('order-slots:' || p_type));
  RETURN QUERY
    SELECT date_bin('15 minutes', o.requested_at, timestamptz '2000-01-01 00:00:00+00') AS slot,
           count(*)::integer AS taken
      FROM orders o
     WHERE o.order_type = p_type
       AND o.status IN ('NEW', 'CONFIRMED', 'PREPARING')
       AND o.requested_at >= p_from AND o.requested_at < p_to
     GROUP BY 1;
END
$$;
