import { SUCCESS_CODES } from '@restock/domain/codes';
import { ZEmptyRequest } from '@restock/domain/contracts/envelope';
import {
  type TDiscountLine,
  type TProductDetail,
  type TProductFilter,
  ZBannerRequest,
  ZBannerViewRequest,
  ZCategoriesRequest,
  ZFavouriteToggleRequest,
  ZGlobalSearchRequest,
  ZProductDetailRequest,
  ZProductDiscountListRequest,
  ZProductFilter,
  ZPromotionSchemesRequest,
  ZQpsSchemesRequest,
  ZSchemeViewRequest,
  ZSearchByBarcodeRequest,
  ZSimilarProductRequest,
} from '@restock/domain/contracts/product';
import { pageWindow } from '@restock/domain/rules/product-list';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { intArray, queryRows } from '../../db/sql.ts';
import { ok } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { post } from '../../http/route.ts';
import { enableCatalogueIndexes } from './catalogue-index.ts';
import { findAttributeMaster, findCategoryTree, findDynamicFilter, findProductAttributes } from './facets.ts';
import { buildFilterParts, discountVisible } from './filter.ts';
import { findProductLine } from './list.ts';
import {
  bannerProductCondition,
  findBanner,
  findBanners,
  findQpsPage,
  findScheme,
  findSchemePage,
  levelCondition,
} from './promotions.ts';
import { isMappedDistributor, resolveScope } from './scope.ts';
import { findProductIdByBarcode, searchCatalogue } from './search.ts';
import { defaultFilter, listEnvelope, listProducts, productListAnswer } from './service.ts';

const TAGS = ['Product'];

const FILTER_EXAMPLE: z.input<typeof ZProductFilter> = {
  page: 1,
  CAT: { FilterLevelCode: 'CAT', FilterIdList: [] },
  SUCAT: { FilterLevelCode: 'SUCAT', FilterIdList: [] },
  BR: { FilterLevelCode: 'BR', FilterIdList: [] },
  NeedScheme: false,
  NeedPastPurchase: false,
  NeedFavourite: false,
  NeedRecommended: false,
  NeedFOC: false,
  NeedOpportunity: false,
  NeedRelevant: false,
  Sorting: 'Price_ASC',
  AttrFilter: [],
};

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

export function registerProductRoutes(app: FastifyInstance, deps: AppDeps): void {
  const db = deps.database.db;
  // Plain dimension lists and product lines are answered from memory (decision 061).
  enableCatalogueIndexes(db, app.log);

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
      const target = await findProductLine(db, scope, body.ProductId, false);
      if (!target) throw new AppError('E012', 'Product not available');
      const page = await listProducts(db, scope, body, {
        extra: [
          sql`dp.sub_category_id = ${target.product.SubCategoryId}`,
          sql`dp.product_id <> ${target.product.ProductId}`,
        ],
        rank: { kind: 'similar', brandId: target.product.BrandId, price: String(target.product.BuyPrice) },
      });
      return productListAnswer(page);
    },
  );

  post(
    app,
    deps,
    '/Product/ProductDetail',
    {
      body: ZProductDetailRequest,
      summary:
        'One product with images, attributes, scheme and discount; E012 when not available to the retailer',
      tags: TAGS,
      example: { ProductId: 1 },
    },
    async ({ body, session, now }) => {
      const scope = await resolveScope(db, session, now);
      const line = await findProductLine(db, scope, body.ProductId, body.NeedFOC);
      if (!line) throw new AppError('E012', 'Product not available');
      const scheme = line.product.SchemeId ? await findScheme(db, scope, line.product.SchemeId) : null;
      const detail: TProductDetail = {
        ...line.product,
        Description: line.description,
        Images: [line.product.ImageUrl],
        TaxPercent: line.taxPercent,
        Attributes: await findProductAttributes(db, line.product.ProductId),
        Scheme: scheme,
        Discount: line.discount,
      };
      return ok(detail);
    },
  );

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

  post(
    app,
    deps,
    '/Product/Banner',
    {
      body: ZBannerRequest,
      summary: 'Banners the retailer sees now (RTR, CH, LOC, DIST, SCH, SKU, DL), in sequence',
      tags: TAGS,
      example: {},
    },
    async ({ body, session, now }) => {
      const scope = await resolveScope(db, session, now);
      return ok(await findBanners(db, scope, body.BannerTypes));
    },
  );

  post(
    app,
    deps,
    '/Product/BannerView',
    {
      body: ZBannerViewRequest,
      summary:
        'A banner and a page of the products it opens (NeedFOC: those offered FOC, IsFree 1); E012 when the banner is not shown to the retailer',
      tags: TAGS,
      example: { BannerId: 1, Page: 1, NeedFOC: false },
    },
    async ({ body, session, now }) => {
      const scope = await resolveScope(db, session, now);
      const banner = await findBanner(db, scope, body.BannerId);
      if (!banner) throw new AppError('E012', 'Banner not available');
      const page = await listProducts(
        db,
        scope,
        defaultFilter({ Sorting: body.Sorting, PageSize: body.PageSize, NeedFOC: body.NeedFOC }),
        {
          extra: [bannerProductCondition(banner)],
          page: body.Page,
        },
      );
      return ok(
        { Banner: banner, Products: page.lines.map((l) => l.product) },
        { count: page.lines.length, totalCount: page.totalCount },
      );
    },
  );

  post(
    app,
    deps,
    '/Product/SchemeView',
    {
      body: ZSchemeViewRequest,
      summary: 'One scheme with narration, slabs and free goods; E012 when not running for the retailer',
      tags: TAGS,
      example: { SchemeId: 1 },
    },
    async ({ body, session, now }) => {
      const scope = await resolveScope(db, session, now);
      const scheme = await findScheme(db, scope, body.SchemeId);
      if (!scheme) throw new AppError('E012', 'Scheme not available');
      return ok(scheme);
    },
  );

  post(
    app,
    deps,
    '/Product/PromotionSchemes',
    {
      body: ZPromotionSchemesRequest,
      summary:
        'Running schemes, paged from Page 1 (Ids at FilterLevelCode narrow them). With NeedProduct: Data { Schemes, Products } ' +
        'for the scheme Ids, Products paged by Page and Sorting',
      tags: TAGS,
      example: { Page: 1, Ids: [], FilterLevelCode: '', NeedFOC: false },
    },
    async ({ body, session, now }) => {
      const scope = await resolveScope(db, session, now);
      const { limit, offset } = pageWindow(body.Page, body.PageSize);
      if (body.NeedProduct) {
        if (body.Ids.length === 0) throw new AppError('E008', 'Invalid Request: Ids are the scheme ids');
        const { schemes } = await findSchemePage(db, scope, {
          type: null,
          ids: body.Ids,
          limit: 100,
          offset: 0,
        });
        if (schemes.length === 0) throw new AppError('E012', 'Scheme not available');
        const ids = schemes.map((s) => s.SchemeId);
        const page = await listProducts(
          db,
          scope,
          defaultFilter({ Sorting: body.Sorting, PageSize: body.PageSize, NeedFOC: body.NeedFOC }),
          {
            extra: [
              sql`exists (select 1 from scheme_products sp where sp.product_id = dp.product_id and sp.scheme_id = any(${intArray(ids)}))`,
            ],
            page: body.Page,
          },
        );
        return ok(
          { Schemes: schemes, Products: page.lines.map((l) => l.product) },
          { count: page.lines.length, totalCount: page.totalCount },
        );
      }
      const byLevel = body.FilterLevelCode !== '' && body.Ids.length > 0;
      const { schemes, totalCount } = await findSchemePage(db, scope, {
        type: 'PROMO',
        ...(body.FilterLevelCode === '' && body.Ids.length > 0 ? { ids: body.Ids } : {}),
        productCondition: byLevel ? levelCondition(body.FilterLevelCode, body.Ids) : null,
        needFoc: body.NeedFOC,
        limit,
        offset,
      });
      return listEnvelope(schemes, totalCount);
    },
  );

  post(
    app,
    deps,
    '/Product/QpsSchemes',
    {
      body: ZQpsSchemesRequest,
      summary: "Running QPS schemes with the retailer's purchases in the period and the slab reached",
      tags: TAGS,
      example: { Page: 1 },
    },
    async ({ body, session, now }) => {
      const scope = await resolveScope(db, session, now);
      const { limit, offset } = pageWindow(body.Page, body.PageSize);
      const { schemes, totalCount } = await findQpsPage(db, scope, limit, offset);
      return listEnvelope(schemes, totalCount);
    },
  );

  post(
    app,
    deps,
    '/Product/GetProductDiscountList',
    {
      body: ZProductDiscountListRequest,
      summary:
        'Products with a running discount and their discounted price; Page starts at 0. NeedFOC: only those offered FOC (IsFree 1)',
      tags: TAGS,
      example: { Page: 0, NeedFOC: false },
    },
    async ({ body, session, now }) => {
      const scope = await resolveScope(db, session, now);
      const extra: SQL[] = [];
      if (body.DiscountIds.length > 0) {
        extra.push(sql`exists (select 1 from discount_products dpr join discounts d on d.id = dpr.discount_id
          where dpr.product_id = dp.product_id and d.id = any(${intArray(body.DiscountIds)}) and ${discountVisible(scope)})`);
      }
      const page = await listProducts(
        db,
        scope,
        defaultFilter({
          NeedPromotion: true,
          Sorting: body.Sorting,
          PageSize: body.PageSize,
          NeedFOC: body.NeedFOC,
        }),
        { extra, page: body.Page, firstPage: 0 },
      );
      const lines: TDiscountLine[] = page.lines
        .filter((l) => l.discount !== null)
        .map((l) => ({ ...l.product, Discount: l.discount!, DiscountedPrice: l.discountedPrice }));
      return listEnvelope(lines, page.totalCount);
    },
  );

  post(
    app,
    deps,
    '/Product/AddRemoveFavourite',
    {
      body: ZFavouriteToggleRequest,
      summary:
        'Favourite toggle: IsFavourite 1 adds (Code S004), 0 removes (Code S005); E014 unmapped distributor, E012 product not there',
      tags: TAGS,
      example: { PrincipalId: 1, DistributorId: 1, IsFavourite: 1, ProductId: 1 },
    },
    async ({ body, session }) => {
      if (!(await isMappedDistributor(db, session, body.DistributorId))) throw new AppError('E014');
      if (body.PrincipalId !== session.clientId) throw new AppError('E012', 'Product not available');
      const [available] = await queryRows(
        db,
        sql`select 1 from distributor_products dp
            where dp.distributor_id = ${body.DistributorId} and dp.product_id = ${body.ProductId}
              and dp.active and dp.product_active and dp.client_id = ${session.clientId}`,
      );
      if (!available) throw new AppError('E012', 'Product not available');
      if (body.IsFavourite === 1) {
        await db.execute(sql`insert into favourites (retailer_id, distributor_id, product_id, client_id)
          values (${session.retailerId}, ${body.DistributorId}, ${body.ProductId}, ${session.clientId})
          on conflict do nothing`);
        return ok({ ProductId: body.ProductId, IsFavourite: 1 }, { code: 'S004', msg: SUCCESS_CODES.S004 });
      }
      await db.execute(sql`delete from favourites where retailer_id = ${session.retailerId}
        and distributor_id = ${body.DistributorId} and product_id = ${body.ProductId}`);
      return ok({ ProductId: body.ProductId, IsFavourite: 0 }, { code: 'S005', msg: SUCCESS_CODES.S005 });
    },
  );
}
