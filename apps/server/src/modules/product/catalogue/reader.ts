import type { ProductOrder } from '@restock/domain/rules/product-list';
import type { RankSource } from '../queries/list.ts';
import type { ProductPage } from './page.ts';

/**
 * The seam of the product list's read path (docs/catalogue-read-path.md). `listProducts`
 * (service.ts) chooses one reader per call, once:
 *
 * - the indexed reader (indexed-reader.ts): a plain dimension filter while the distributor's
 *   catalogue index is at the session's catalogue version (decision 061);
 * - else the SQL reader (sql-reader.ts): a plain filter's pages through the page-id cache
 *   (decisions 053, 057, 060), any other filter paged, counted and summed by PostgreSQL.
 *
 * A reader then only goes down: to lines.ts (the page's catalogue lines and the retailer's own
 * fields), page.ts (the answer and its JSON text) and the queries.
 */
export type { RankSource };

export interface CatalogueReader {
  readPage(window: PageWindow): Promise<ProductPage>;
}

/** What a page is asked for, whatever the reader: the order, the window and FOC mode. */
export interface PageWindow {
  order: ProductOrder;
  limit: number;
  offset: number;
  /** FOC mode: lines carry IsFree 1. */
  isFree: boolean;
}
