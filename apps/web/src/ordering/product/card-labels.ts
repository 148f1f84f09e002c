/**
 * hideProductCardLabels (spec: "conversion qty, MRP, SP; all shown by default"). Values are matched
 * without regard to case, spaces, dashes or underscores ('conversion qty', 'conversionQty', 'MRP',
 * 'sp'). What each hides on a card:
 * - conversion qty: the "1 case = 12 pcs" line;
 * - MRP: the maximum retail price line;
 * - SP: the "SP" caption of the selling price. The price itself stays: a retailer cannot order
 *   without seeing what a piece and a case cost.
 */
export interface CardLabels {
  conversionQty: boolean;
  mrp: boolean;
  sp: boolean;
}

const normalise = (s: string) => s.toLowerCase().replace(/[\s_-]+/g, '');

export function visibleCardLabels(hidden: readonly string[]): CardLabels {
  const set = new Set(hidden.map(normalise));
  return {
    conversionQty: !set.has('conversionqty'),
    mrp: !set.has('mrp'),
    sp: !set.has('sp'),
  };
}
