ALTER TABLE "retailers" ADD COLUMN "returns_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The return screens (returnable products, return history) are read from a per-process copy kept
-- under this version, which the session query reads (docs/decisions/086): every statement that
-- changes what they show moves it on for the retailers it touched, in the changing transaction.
-- Product names and pictures move the catalogue version instead (migrations 0010, 0012).
CREATE FUNCTION "returns_version_bump"(retailer_ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "retailers" SET "returns_version" = "returns_version" + 1 WHERE "id" = ANY(retailer_ids);
$$;--> statement-breakpoint
CREATE FUNCTION "returns_version_by_retailer"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "returns_version_bump"(ARRAY(SELECT DISTINCT "retailer_id" FROM changed));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "returns_version_by_return"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "returns_version_bump"(ARRAY(SELECT DISTINCT sr."retailer_id" FROM changed c
    JOIN "sales_returns" sr ON sr."id" = c."return_id"));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "returns_version_by_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "returns_version_bump"(ARRAY(SELECT DISTINCT o."retailer_id" FROM changed c
    JOIN "orders" o ON o."id" = c."order_id"));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "returns_version_by_invoice"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "returns_version_bump"(ARRAY(SELECT DISTINCT o."retailer_id" FROM changed c
    JOIN "invoices" i ON i."id" = c."invoice_id" JOIN "orders" o ON o."id" = i."order_id"));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "returns_version_by_distributor"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "returns_version_bump"(ARRAY(SELECT DISTINCT rd."retailer_id" FROM changed c
    JOIN "retailer_distributors" rd ON rd."distributor_id" = c."id"));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "returns_version_summary_insert" AFTER INSERT ON "sales_return_lines"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "returns_version_by_retailer"();--> statement-breakpoint
CREATE TRIGGER "returns_version_summary_update" AFTER UPDATE ON "sales_return_lines"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "returns_version_by_retailer"();--> statement-breakpoint
CREATE TRIGGER "returns_version_summary_delete" AFTER DELETE ON "sales_return_lines"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "returns_version_by_retailer"();--> statement-breakpoint
CREATE TRIGGER "returns_version_return_insert" AFTER INSERT ON "sales_returns"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "returns_version_by_retailer"();--> statement-breakpoint
CREATE TRIGGER "returns_version_return_update" AFTER UPDATE ON "sales_returns"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "returns_version_by_retailer"();--> statement-breakpoint
CREATE TRIGGER "returns_version_return_delete" AFTER DELETE ON "sales_returns"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "returns_version_by_retailer"();--> statement-breakpoint
CREATE TRIGGER "returns_version_item_insert" AFTER INSERT ON "sales_return_items"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "returns_version_by_return"();--> statement-breakpoint
CREATE TRIGGER "returns_version_item_update" AFTER UPDATE ON "sales_return_items"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "returns_version_by_return"();--> statement-breakpoint
CREATE TRIGGER "returns_version_item_delete" AFTER DELETE ON "sales_return_items"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "returns_version_by_return"();--> statement-breakpoint
CREATE TRIGGER "returns_version_invoice_insert" AFTER INSERT ON "invoices"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "returns_version_by_order"();--> statement-breakpoint
CREATE TRIGGER "returns_version_invoice_update" AFTER UPDATE ON "invoices"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "returns_version_by_order"();--> statement-breakpoint
CREATE TRIGGER "returns_version_invoice_delete" AFTER DELETE ON "invoices"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "returns_version_by_order"();--> statement-breakpoint
CREATE TRIGGER "returns_version_invoice_line_insert" AFTER INSERT ON "invoice_lines"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "returns_version_by_invoice"();--> statement-breakpoint
CREATE TRIGGER "returns_version_invoice_line_update" AFTER UPDATE ON "invoice_lines"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "returns_version_by_invoice"();--> statement-breakpoint
CREATE TRIGGER "returns_version_invoice_line_delete" AFTER DELETE ON "invoice_lines"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "returns_version_by_invoice"();--> statement-breakpoint
CREATE TRIGGER "returns_version_distributor_update" AFTER UPDATE ON "distributors"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "returns_version_by_distributor"();
