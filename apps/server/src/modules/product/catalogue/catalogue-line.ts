import type { TDiscountInfo, TProduct } from '@restock/domain/contracts/product';
import type { CatalogueScope } from '../scope.ts';
import { catalogueCache } from './cache.ts';

/** A product line with the discount behind it (the discount list and the detail read it). */
export interface ProductLine {
  product: TProduct;
  discount: TDiscountInfo | null;
  discountedPrice: number;
  description: string;
  taxPercent: number;
}

/**
 * A product line as every retailer of the distributor sees it (the retailer's own fields zero),
 * valid until `validUntil` (ms; a scheme or discount starts or ends) or the next catalogue version.
 */
export interface CatalogueLine {
  line: ProductLine;
  isFoc: boolean;
  validUntil: number;
  /**
   * The product as JSON text without the retailer's fields nor its opening brace (built on first
   * use: catalogueJson).
   */
  json?: string;
  /** The same text as UTF-8 bytes, for a line from the catalogue index (decision 061). */
  jsonBytes?: Uint8Array;
}

/**
 * Catalogue lines per client, distributor and product (decision 057): a list call then reads only
 * the retailer's own fields of its page. About a kilobyte each; 4,000 hold the pages retailers
 * actually browse.
 */
export const lineCache = catalogueCache<CatalogueLine>(4000);
export const lineKey = (scope: CatalogueScope, productId: number) =>
  `${scope.clientId}/${scope.distributorId}/${productId}`;

/**
 * The catalogue line's product as JSON text without the retailer's fields nor its opening brace:
 * a list answer writes those four fields, then this (page.ts retailerLineJson).
 */
export function catalogueJson(c: CatalogueLine): string {
  if (c.json === undefined) {
    const { IsFavourite: _f, IsFree: _i, Qty: _q, SuggestedQty: _s, ...rest } = c.line.product;
    c.json = JSON.stringify(rest).slice(1);
  }
  return c.json;
}
