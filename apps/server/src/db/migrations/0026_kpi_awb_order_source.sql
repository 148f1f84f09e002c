CREATE TABLE "kpi_targets" (
	"client_id" integer NOT NULL,
	"retailer_id" integer NOT NULL,
	"month" text NOT NULL,
	"kpi" text NOT NULL,
	"target" numeric(14, 2) NOT NULL,
	CONSTRAINT "kpi_targets_retailer_id_month_kpi_pk" PRIMARY KEY("retailer_id","month","kpi")
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "awb_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_source" text DEFAULT 'APP' NOT NULL;--> statement-breakpoint
ALTER TABLE "kpi_targets" ADD CONSTRAINT "kpi_targets_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kpi_targets" ADD CONSTRAINT "kpi_targets_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;