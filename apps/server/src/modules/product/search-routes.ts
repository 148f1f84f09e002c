import { ZEmptyRequest } from '@restock/domain/contracts/envelope';
import {
  ZCategoriesRequest,
  ZGlobalSearchRequest,
  ZProductFilter,
  ZSearchByBarcodeRequest,
} from '@restock/domain/contracts/product';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { post } from '../../http/route.ts';
import { FILTER_EXAMPLE, TAGS } from './route-docs.ts';
import {
  buildFilterParts,
  findAttributeMaster,
  findCategoryTree,
  findDynamicFilter,
  findProductIdByBarcode,
  resolveScope,
  searchCatalogue,
} from './service.ts';

/** Finding products: barcode, the search drawer, the category tree, attributes and the filter drawer's options. */
export function registerSearchRoutes(app: FastifyInstance, deps: AppDeps): void {
  const db = deps.database.db;
  post(
    app,
    deps,
    '/Product/SearchByBarcode',
    {
      body: ZSearchByBarcodeRequest,
      summary:
        'The product of a barcode (or SKU code) at the selected distributor: Data.productId; E012 when none',
      tags: TAGS,
      example: { barcode: '8901234000017' },
    },
    async ({ body, session, now }) => {
      const scope = await resolveScope(db, session, now);
      const productId = await findProductIdByBarcode(db, scope, body.barcode);
      if (productId === null) throw new AppError('E012', 'Barcode not recognised');
      return ok({ productId });
    },
  );

  post(
    app,
    deps,
    '/Product/GlobalSearch',
    {
      body: ZGlobalSearchRequest,
      summary:
        'Search drawer text search (3+ characters): lines of Code CAT, SUCAT, BR or SKU, best match first',
      tags: TAGS,
      example: { SearchText: 'masala', NeedSalesReturn: false, NeedFOC: false },
    },
    async ({ body, session, now }) => {
      const scope = await resolveScope(db, session, now);
      const lines = await searchCatalogue(db, scope, {
        text: body.SearchText,
        needSalesReturn: body.NeedSalesReturn,
        needFoc: body.NeedFOC,
        limit: body.Limit,
      });
      return ok(lines);
    },
  );

  post(
    app,
    deps,
    '/Product/Categories',
    {
      body: ZCategoriesRequest,
      summary:
        'Categories with sub-categories that hold products of the selected distributor (home, search drawer)',
      tags: TAGS,
      example: {},
    },
    async ({ body, session, now }) => {
      const scope = await resolveScope(db, session, now);
      return ok(await findCategoryTree(db, scope, body.NeedFOC));
    },
  );

  post(
    app,
    deps,
    '/Product/AttributeMaster',
    { body: ZEmptyRequest, summary: 'Attributes with values (and Range bounds)', tags: TAGS, example: {} },
    async ({ session, now }) => {
      const scope = await resolveScope(db, session, now);
      return ok(await findAttributeMaster(db, scope));
    },
  );

  post(
    app,
    deps,
    '/Product/DynamicFilter',
    {
      body: ZProductFilter,
      summary: 'Filter options for the current selection, each with the number of products it would show',
      tags: TAGS,
      example: FILTER_EXAMPLE,
    },
    async ({ body, session, now }) => {
      const scope = await resolveScope(db, session, now);
      const parts = await buildFilterParts(db, scope, body);
      return ok(await findDynamicFilter(db, scope, parts));
    },
  );
}
