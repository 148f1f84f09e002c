-- Invoice delivery marking (docs/decisions/055): the day the retailer says the goods arrived, and
-- when it said so. Null while the invoice waits for delivery.
ALTER TABLE "invoices" ADD COLUMN "delivered_on" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "delivery_marked_at" timestamp with time zone;

