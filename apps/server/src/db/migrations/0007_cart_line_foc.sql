-- FOC cart lines (issue 4; docs/decisions/049): a line uploaded in FOC mode is free of charge. A cart
-- holds FOC lines or paid lines, never both, so the flag lives on the line.
ALTER TABLE "cart_lines" ADD COLUMN "is_free" boolean DEFAULT false NOT NULL;
