import type { TProduct } from '@restock/domain/contracts/product';
import { JsonText } from '../../../http/envelope.ts';
import { type CatalogueLine, catalogueJson, type ProductLine } from './catalogue-line.ts';
import type { RetailerFields } from './retailer-copy.ts';

/** A page line: the catalogue line and the retailer's own fields of it (none: all zero). */
export interface PageItem {
  catalogue: CatalogueLine;
  own: RetailerFields | undefined;
  isFree: boolean;
}

/** The retailer's own fields of a line, the one place they are decided. */
function ownFields({ catalogue, own, isFree }: PageItem) {
  return {
    IsFavourite: own?.isFavourite ? 1 : 0,
    // FOC mode marks trial products free; a FOC list holds only those.
    IsFree: isFree && catalogue.isFoc ? 1 : 0,
    Qty: own ? own.cartQty : 0,
    SuggestedQty: own ? own.suggestedQty : 0,
  } satisfies Partial<TProduct>;
}

/** The retailer's line: the catalogue line with the retailer's own fields. */
export function retailerLine(item: PageItem): ProductLine {
  return { ...item.catalogue.line, product: { ...item.catalogue.line.product, ...ownFields(item) } };
}

/**
 * The retailer's line's product as JSON: the retailer's four fields, then the catalogue line's
 * text (cached, or bytes from the catalogue index). A list call then serialises four numbers per
 * line instead of 37 fields.
 */
function retailerLineJson(item: PageItem): Array<string | Uint8Array> {
  const own = ownFields(item);
  const c = item.catalogue;
  return [
    `{"IsFavourite":${own.IsFavourite},"IsFree":${own.IsFree},"Qty":${own.Qty},"SuggestedQty":${own.SuggestedQty},`,
    c.jsonBytes ?? catalogueJson(c),
  ];
}

export interface ProductPage {
  /** The retailer's lines as objects (built on first read). */
  readonly lines: ProductLine[];
  /** The page's products as a JSON array: what the list calls answer as Data. */
  productsJson(): JsonText;
  /** How many lines the page holds. */
  count: number;
  totalCount: number;
  /** Σ suggested qty × price over every product of the filter (numeric in SQL, rupees). */
  suggestedOrderValue: number;
}

export function productPage(
  items: readonly PageItem[],
  totalCount: number,
  suggestedOrderValue: number,
): ProductPage {
  let lines: ProductLine[] | undefined;
  return {
    get lines() {
      lines ??= items.map(retailerLine);
      return lines;
    },
    productsJson: () => {
      const pieces: Array<string | Uint8Array> = ['['];
      items.forEach((item, i) => {
        if (i > 0) pieces.push(',');
        pieces.push(...retailerLineJson(item));
      });
      pieces.push(']');
      return new JsonText(pieces);
    },
    count: items.length,
    totalCount,
    suggestedOrderValue,
  };
}
