ALTER TABLE "ledger_entries" ADD COLUMN "narration_code" text;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "narration_params" jsonb;--> statement-breakpoint
-- Ledger narrations in the reader's language (decision 097): the entries written so far get the
-- code and parameters of the English template that wrote them (modules/ledger builders, the seeds);
-- other text keeps no code and is shown as it is. Entries are immutable (migration 0020): the
-- trigger is off for this one statement of the migration only.
ALTER TABLE "ledger_entries" DISABLE TRIGGER "ledger_entries_immutable";--> statement-breakpoint
UPDATE "ledger_entries" e SET "narration_code" = m."code", "narration_params" = m."params"
  FROM (
    SELECT "id",
      CASE
        WHEN "narration" ~ '^Invoice for order .+$' THEN 'invoice'
        WHEN "narration" ~ '^Payment for .+?( \([^()]*\))?$' THEN 'payment'
        WHEN "narration" ~ '^Payment received( on account)?( \([^()]*\))?$' THEN 'paymentOnAccount'
        WHEN "narration" ~ '^Credit note for return against .+$' THEN 'creditNote'
        WHEN "narration" = 'Credit note for return' THEN 'creditNoteNoInvoice'
        WHEN "narration" = 'Balance brought forward from the previous system' THEN 'broughtForward'
      END AS "code",
      CASE
        WHEN "narration" ~ '^Invoice for order .+$'
          THEN jsonb_build_object('order', substring("narration" from '^Invoice for order (.+)$'))
        WHEN "narration" ~ '^Payment for .+?( \([^()]*\))?$'
          THEN jsonb_strip_nulls(jsonb_build_object(
            'invoices', substring("narration" from '^Payment for (.+?)(?: \([^()]*\))?$'),
            'mode', substring("narration" from ' \(([^()]*)\)$')))
        WHEN "narration" ~ '^Payment received( on account)?( \([^()]*\))?$'
          THEN jsonb_strip_nulls(jsonb_build_object('mode', substring("narration" from ' \(([^()]*)\)$')))
        WHEN "narration" ~ '^Credit note for return against .+$'
          THEN jsonb_build_object('invoice', substring("narration" from '^Credit note for return against (.+)$'))
        ELSE '{}'::jsonb
      END AS "params"
    FROM "ledger_entries"
  ) m
  WHERE e."id" = m."id" AND m."code" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ENABLE TRIGGER "ledger_entries_immutable";
