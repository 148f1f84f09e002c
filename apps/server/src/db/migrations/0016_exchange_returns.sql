ALTER TABLE "sales_returns" ADD COLUMN "kind" text DEFAULT 'SR' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_returns" ADD COLUMN "exchange_order_id" integer;--> statement-breakpoint
ALTER TABLE "sales_returns" ADD CONSTRAINT "sales_returns_exchange_order_id_orders_id_fk" FOREIGN KEY ("exchange_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;