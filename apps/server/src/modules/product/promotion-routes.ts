import {
  type TDiscountLine,
  ZBannerRequest,
  ZBannerViewRequest,
  ZProductDiscountListRequest,
  ZPromotionSchemesRequest,
  ZQpsSchemesRequest,
  ZSchemeViewRequest,
} from '@restock/domain/contracts/product';
import { pageWindow } from '@restock/domain/rules/product-list';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { post } from '../../http/route.ts';
import { TAGS } from './route-docs.ts';
import {
  defaultFilter,
  findBanner,
  findBanners,
  findPromotionSchemePage,
  findQpsPage,
  findScheme,
  findSchemePage,
  listBannerProducts,
  listDiscountProducts,
  listEnvelope,
  listSchemeProducts,
  resolveScope,
} from './service.ts';

/** Banners, schemes, QPS schemes and the discount list. */
export function registerPromotionRoutes(app: FastifyInstance, deps: AppDeps): void {
  const db = deps.database.db;
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
      const page = await listBannerProducts(
        db,
        scope,
        defaultFilter({ Sorting: body.Sorting, PageSize: body.PageSize, NeedFOC: body.NeedFOC }),
        banner,
        body.Page,
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
        const page = await listSchemeProducts(
          db,
          scope,
          defaultFilter({ Sorting: body.Sorting, PageSize: body.PageSize, NeedFOC: body.NeedFOC }),
          ids,
          body.Page,
        );
        return ok(
          { Schemes: schemes, Products: page.lines.map((l) => l.product) },
          { count: page.lines.length, totalCount: page.totalCount },
        );
      }
      const { schemes, totalCount } = await findPromotionSchemePage(db, scope, {
        filterLevelCode: body.FilterLevelCode,
        ids: body.Ids,
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
      const page = await listDiscountProducts(
        db,
        scope,
        defaultFilter({
          NeedPromotion: true,
          Sorting: body.Sorting,
          PageSize: body.PageSize,
          NeedFOC: body.NeedFOC,
        }),
        body.DiscountIds,
        body.Page,
      );
      const lines: TDiscountLine[] = page.lines
        .filter((l) => l.discount !== null)
        .map((l) => ({ ...l.product, Discount: l.discount!, DiscountedPrice: l.discountedPrice }));
      return listEnvelope(lines, page.totalCount);
    },
  );
}
