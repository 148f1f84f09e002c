-- The retailer ledger (docs/decisions/092): immutable debit and credit entries per retailer and
-- distributor, and a backfill of the invoices a database already holds.
CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"retailer_id" integer NOT NULL,
	"distributor_id" integer NOT NULL,
	"entry_date" text NOT NULL,
	"kind" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"narration" text DEFAULT '' NOT NULL,
	"debit" numeric(14, 2) DEFAULT '0' NOT NULL,
	"credit" numeric(14, 2) DEFAULT '0' NOT NULL,
	"source_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amounts" CHECK ("ledger_entries"."debit" >= 0 and "ledger_entries"."credit" >= 0 and ("ledger_entries"."debit" = 0 or "ledger_entries"."credit" = 0))
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_distributor_id_distributors_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_source" ON "ledger_entries" USING btree ("client_id","source_key");--> statement-breakpoint
CREATE INDEX "ledger_entries_account" ON "ledger_entries" USING btree ("retailer_id","distributor_id","entry_date","id");--> statement-breakpoint
-- Entries are never changed: a correction is a new entry. Deletes stay possible (a client or a
-- retailer removed takes its entries with it).
CREATE FUNCTION "ledger_entries_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries are immutable';
END
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_immutable" BEFORE UPDATE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION "ledger_entries_immutable"();--> statement-breakpoint
-- Every invoice raised before the ledger existed becomes its debit, as modules/ledger posts a new
-- one (same source key, so a later post of it is a no-op).
INSERT INTO "ledger_entries" ("client_id", "retailer_id", "distributor_id", "entry_date", "kind", "reference",
    "narration", "debit", "source_key", "created_at")
  SELECT i."client_id", o."retailer_id", o."distributor_id", i."invoice_date", 'INV', i."invoice_no",
    'Invoice for order ' || o."order_no", i."net_amount", 'INV:' || i."id", i."created_at"
  FROM "invoices" i JOIN "orders" o ON o."id" = i."order_id"
  WHERE i."net_amount" > 0
  ON CONFLICT ("client_id", "source_key") DO NOTHING;
