import type { TProductFilter } from '@restock/domain/contracts/product';
import { ZProductFilter, ZSimilarProductRequest } from '@restock/domain/contracts/product';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/errors.ts';
import { post } from '../../http/route.ts';
import { FILTER_EXAMPLE, TAGS } from './route-docs.ts';
import { listProducts, listSimilarProducts, productListAnswer, resolveScope } from './service.ts';

/** The product list calls: the filter with the tab's flag forced on. */
const LIST_CALLS: Array<[path: string, summary: string, force: Partial<TProductFilter>]> = [
  [
    '/Product/SearchProduct',
    'Products of the selected distributor for the filter, paged (Count, TotalCount, SuggestedOrderValue)',
    {},
  ],
  ['/Product/ApplyFilter', 'Same list as SearchProduct (kept for the spec; the filter drawer calls it)', {}],
  [
    '/Product/SchemeProduct',
    'Products with an active scheme (SchemeId narrows to one scheme)',
    { NeedScheme: true },
  ],
  ['/Product/OpportunityProducts', 'Opportunity products of the retailer', { NeedOpportunity: true }],
  [
    '/Product/FavouriteProduct',
    "The retailer's favourites at the selected distributor",
    { NeedFavourite: true },
  ],
  [
    '/Product/RelevantProducts',
    'Relevant products (suggested order) of the retailer',
    { NeedRelevant: true },
  ],
];

/** The product list calls and similar products: a filter's page, answered as JSON text (decision 060). */
export function registerListRoutes(app: FastifyInstance, deps: AppDeps): void {
  const db = deps.database.db;
  for (const [path, summary, force] of LIST_CALLS) {
    post(
      app,
      deps,
      path,
      { body: ZProductFilter, summary, tags: TAGS, example: FILTER_EXAMPLE },
      async ({ body, session, now }) => {
        const scope = await resolveScope(db, session, now);
        const page = await listProducts(db, scope, { ...body, ...force });
        return productListAnswer(page);
      },
    );
  }

  post(
    app,
    deps,
    '/Product/SimilarProduct',
    {
      body: ZSimilarProductRequest,
      summary:
        'Products of the same sub-category as ProductId (same brand first, then nearest price); E012 when ProductId is not available',
      tags: TAGS,
      example: { ...FILTER_EXAMPLE, ProductId: 1 },
    },
    async ({ body, session, now }) => {
      const scope = await resolveScope(db, session, now);
      const page = await listSimilarProducts(db, scope, body, body.ProductId);
      if (!page) throw new AppError('E012', 'Product not available');
      return productListAnswer(page);
    },
  );
}
