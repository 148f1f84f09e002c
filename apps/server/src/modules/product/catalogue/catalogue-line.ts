import type { CatalogueLine, ProductLine } from '../queries/lines.ts';
import type { CatalogueScope } from '../scope.ts';
import { catalogueCache } from './cache.ts';

export type { CatalogueLine, ProductLine };

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
