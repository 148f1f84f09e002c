-- A cart write is one statement that applies only if the cart's revision is still the one its
-- checks read (docs/decisions/052). The statement's compare-and-set CTE answers a row when it
-- moved the revision on; this guard fails the whole statement (and so every change it made) when
-- it did not, with a code of our own that the server retries on.
CREATE FUNCTION "restock_cart_unchanged"("applied" boolean) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  IF NOT "applied" THEN
    RAISE EXCEPTION 'the cart changed since it was read' USING ERRCODE = 'RC409';
  END IF;
  RETURN true;
END
$$;
