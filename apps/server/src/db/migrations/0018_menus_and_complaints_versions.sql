-- A client's menu switches screens and calls on and off: its changes move the client's
-- config_version, so a process may keep the menu codes under it (docs/decisions/088).
CREATE TRIGGER "menus_bump_config_version" AFTER INSERT OR UPDATE OR DELETE ON "menus"
  FOR EACH ROW EXECUTE FUNCTION "clients_bump_config_version"();--> statement-breakpoint
-- The complaints list is read from a per-process copy under the retailer's returns version as the
-- return lists are (decisions 086, 088): complaints and their pictures move it for their retailer,
-- a change of the client's complaint types and reasons for every retailer of the client.
CREATE FUNCTION "returns_version_by_client"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "returns_version_bump"(ARRAY(SELECT r."id" FROM "retailers" r
    WHERE r."client_id" IN (SELECT DISTINCT "client_id" FROM changed)));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "returns_version_complaint_insert" AFTER INSERT ON "complaints"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "returns_version_by_retailer"();--> statement-breakpoint
CREATE TRIGGER "returns_version_complaint_update" AFTER UPDATE ON "complaints"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "returns_version_by_retailer"();--> statement-breakpoint
CREATE TRIGGER "returns_version_complaint_delete" AFTER DELETE ON "complaints"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "returns_version_by_retailer"();--> statement-breakpoint
CREATE TRIGGER "returns_version_complaint_image_insert" AFTER INSERT ON "complaint_images"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "returns_version_by_retailer"();--> statement-breakpoint
CREATE TRIGGER "returns_version_complaint_image_update" AFTER UPDATE ON "complaint_images"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "returns_version_by_retailer"();--> statement-breakpoint
CREATE TRIGGER "returns_version_complaint_image_delete" AFTER DELETE ON "complaint_images"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "returns_version_by_retailer"();--> statement-breakpoint
CREATE TRIGGER "returns_version_complaint_lov_insert" AFTER INSERT ON "complaint_lovs"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "returns_version_by_client"();--> statement-breakpoint
CREATE TRIGGER "returns_version_complaint_lov_update" AFTER UPDATE ON "complaint_lovs"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "returns_version_by_client"();--> statement-breakpoint
CREATE TRIGGER "returns_version_complaint_lov_delete" AFTER DELETE ON "complaint_lovs"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "returns_version_by_client"();
