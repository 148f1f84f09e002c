/**
 * Store module calls (returns spec section 7; contracts/store; docs/decisions/111):
 * /Retailer/Categories, AddCategory, Brands, AddBrand, AddOrUpdateProduct, Products, Displays,
 * Assets, AddOrUpdateAsset; /Dashboard/Store; /Consumer/List, Add, Update, Approve. Every call acts
 * on the session's retailer's own store; without the StoreDashboard menu entry it answers E017 403.
 * Store banners and images (decision 122): /Retailer/AddStoreBanner (multipart), Banners,
 * DeleteStoreBanner, SetStoreBannerActive and GET /api/Store/Banner/{id}[/thumb] (owner only).
 */
import { ZEmptyRequest } from '@restock/domain/contracts/envelope';
import {
  ZAddBrandRequest,
  ZAddCategoryRequest,
  ZAddConsumerRequest,
  ZAddOrUpdateAssetRequest,
  ZAddOrUpdateProductRequest,
  ZAddStoreBannerRequest,
  ZBrandsRequest,
  ZConsumerApprovalRequest,
  ZConsumerListRequest,
  ZSetStoreBannerActiveRequest,
  ZStoreAssetsRequest,
  ZStoreBannerIdRequest,
  ZStoreBannersRequest,
  ZStoreProductsRequest,
  ZUpdateConsumerRequest,
} from '@restock/domain/contracts/store';
import { COMPLAINT_IMAGE_MAX_BYTES } from '@restock/domain/rules/complaint';
import { STORE_MEDIA_MAX } from '@restock/domain/rules/store';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { idempotencyKeyOf } from '../../http/idempotency-key.ts';
import { acceptMultipartForm } from '../../http/multipart-form.ts';
import { type FullRouteContext, getWithSession, post } from '../../http/route.ts';
import { imageRefusal } from '../complaint/service.ts';
import { hasMenuEntryAt } from '../orders/service.ts';
import {
  addConsumer,
  addOrUpdateStoreAsset,
  addOrUpdateStoreProducts,
  addStoreBanner,
  addStoreBrand,
  addStoreCategory,
  decidePendingConsumer,
  deleteStoreBanner,
  editConsumer,
  listConsumers,
  listStoreAssets,
  listStoreBanners,
  listStoreBrands,
  listStoreCategories,
  listStoreProducts,
  readStoreBannerImage,
  type StoreOwner,
  setStoreBannerActive,
  storeDashboard,
} from './service.ts';

const TAGS = ['Store'];

/** The multipart field that carries the picture; a file under any other name is refused. */
const IMAGE_FIELD = 'image';

/** Pictures never change under their id: a year in the owner's browser, never in a shared cache. */
const IMAGE_CACHE = 'private, max-age=31536000, immutable';

export function registerStoreRoutes(app: FastifyInstance, deps: AppDeps): void {
  const db = deps.database.db;

  /** The menu gate checked beside the work (lists) or before it (changes). */
  const assertOn = async (ctx: FullRouteContext<unknown>) => {
    if (!(await hasMenuEntryAt(db, ctx.session.clientId, ctx.session.configVersion, 'StoreDashboard')))
      throw new AppError('E017', 'The store is not enabled', { http: 403 });
  };
  const ownerOf = (ctx: FullRouteContext<unknown>): StoreOwner => ({
    clientId: ctx.session.clientId,
    retailerId: ctx.session.retailerId,
  });
  const reading = async <T>(ctx: FullRouteContext<unknown>, work: Promise<T>): Promise<T> => {
    const [, result] = await Promise.all([assertOn(ctx), work]);
    return result;
  };

  post(
    app,
    deps,
    '/Dashboard/Store',
    {
      body: ZEmptyRequest,
      summary:
        "The store dashboard's counts: approved Consumers, PendingConsumers, Products, Categories, Brands, Displays, Assets, Banners, Images, and the map tiles' MapTileUrl",
      tags: TAGS,
      example: {},
    },
    async (ctx) => ok(await reading(ctx, storeDashboard(db, ownerOf(ctx), deps.config.mapTileUrl))),
  );

  post(
    app,
    deps,
    '/Retailer/Categories',
    {
      body: ZEmptyRequest,
      summary: "The retailer's store categories by name: Id, CategoryCode, CategoryName",
      tags: TAGS,
      example: {},
    },
    async (ctx) => ok(await reading(ctx, listStoreCategories(db, ownerOf(ctx)))),
  );

  post(
    app,
    deps,
    '/Retailer/AddCategory',
    {
      body: ZAddCategoryRequest,
      summary:
        'Adds a store category: CategoryCode (25; letters, digits, . _ - /), CategoryName (100). A code the retailer ' +
        'has (any case): E025 409. Msg categoryCreated',
      tags: TAGS,
      example: { CategoryCode: 'BEV', CategoryName: 'Beverages' },
    },
    async (ctx) => {
      await assertOn(ctx);
      return ok(await addStoreCategory(db, ownerOf(ctx), ctx.body), { msg: 'categoryCreated' });
    },
  );

  post(
    app,
    deps,
    '/Retailer/Brands',
    {
      body: ZBrandsRequest,
      summary:
        "The retailer's store brands of the categories in Ids (none: all): Id, ParentId, BrandCode, BrandName",
      tags: TAGS,
      example: { Ids: [] },
    },
    async (ctx) => ok(await reading(ctx, listStoreBrands(db, ownerOf(ctx), ctx.body.Ids))),
  );

  post(
    app,
    deps,
    '/Retailer/AddBrand',
    {
      body: ZAddBrandRequest,
      summary:
        "Adds a store brand to one of the retailer's categories: ParentId, BrandCode (25), BrandName (100). Unknown " +
        'category E012 404; a code the retailer has E025 409. Data: Id, ParentId, BrandCode, BrandName; Msg brandCreated',
      tags: TAGS,
      example: { ParentId: 1, BrandCode: 'FRT', BrandName: 'Fruity' },
    },
    async (ctx) => {
      await assertOn(ctx);
      return ok(await addStoreBrand(db, ownerOf(ctx), ctx.body), { msg: 'brandCreated' });
    },
  );

  post(
    app,
    deps,
    '/Retailer/AddOrUpdateProduct',
    {
      body: ZAddOrUpdateProductRequest,
      summary:
        'Creates (C), updates (U, ProductId) and deletes (D, ProductId) store products, all or none: CategoryCode, ' +
        'BrandCode (of that category), SkuCode (25), SkuName (100), MrpPrice and SellPrice (numbers above 0 of at ' +
        'most 6 characters, two decimals; sell price not above MRP). A SKU code the retailer has, or two items ' +
        'with one: E025 409. Data: Saved (products), Deleted (ids)',
      tags: TAGS,
      example: {
        Items: [
          {
            Action: 'C',
            CategoryCode: 'BEV',
            BrandCode: 'FRT',
            SkuCode: 'FRT-1L',
            SkuName: 'Fruity 1 L',
            MrpPrice: '99',
            SellPrice: '95',
          },
        ],
      },
    },
    async (ctx) => {
      await assertOn(ctx);
      const { saved, deleted, msg } = await addOrUpdateStoreProducts(
        db,
        ownerOf(ctx),
        ctx.body.Items,
        ctx.now,
      );
      return ok({ Saved: saved, Deleted: deleted }, { msg });
    },
  );

  post(
    app,
    deps,
    '/Retailer/Products',
    {
      body: ZStoreProductsRequest,
      summary:
        "A page of the retailer's store products by name (the price catalogue), of the categories in CategoryIds " +
        '(none: all), matching SearchText in SKU name or code, brand or category',
      tags: TAGS,
      example: { Page: 1, PageSize: 20, CategoryIds: [], SearchText: '' },
    },
    async (ctx) => {
      const { items, total } = await reading(
        ctx,
        listStoreProducts(db, ownerOf(ctx), ctx.body, ctx.session.returnsVersion),
      );
      return ok(items, { totalCount: total });
    },
  );

  for (const [path, kind] of [
    ['/Retailer/Displays', 'Display'],
    ['/Retailer/Assets', 'Asset'],
  ] as const) {
    post(
      app,
      deps,
      path,
      {
        body: ZStoreAssetsRequest,
        summary: `A page of the retailer's ${kind === 'Display' ? 'paid displays' : 'assets'}, last changed first: Id, Kind, Name, Value (${kind === 'Display' ? 'value' : 'serial number'}), Vendor, Type, Reason, Condition`,
        tags: TAGS,
        example: { Page: 1, PageSize: 20 },
      },
      async (ctx) => {
        const { items, total } = await reading(ctx, listStoreAssets(db, ownerOf(ctx), kind, ctx.body));
        return ok(items, { totalCount: total });
      },
    );
  }

  post(
    app,
    deps,
    '/Retailer/AddOrUpdateAsset',
    {
      body: ZAddOrUpdateAssetRequest,
      summary:
        "Adds a paid display or an asset (Kind Display or Asset), or updates the retailer's one of that Id: Name, " +
        'Value (value or serial number), Vendor, Type (100 each), Reason, Condition (255 each). Msg displaySaved, ' +
        'assetSaved or assetUpdated',
      tags: TAGS,
      example: { Kind: 'Asset', Name: 'Visi cooler', Value: 'SN-2231', Vendor: 'Coolex', Type: 'Cooler' },
    },
    async (ctx) => {
      await assertOn(ctx);
      const saved = await addOrUpdateStoreAsset(db, ownerOf(ctx), ctx.body, ctx.now);
      const msg =
        ctx.body.Id !== undefined
          ? 'assetUpdated'
          : ctx.body.Kind === 'Display'
            ? 'displaySaved'
            : 'assetSaved';
      return ok(saved, { msg });
    },
  );

  post(
    app,
    deps,
    '/Consumer/List',
    {
      body: ZConsumerListRequest,
      summary:
        "A page of the retailer's pending (Status P) or approved (A) consumers, Sorting NameAsc (default), NameDesc, " +
        'Newest or Oldest, SearchText in name, phone or address. Data: Items, PageCount, Pending, Approved',
      tags: TAGS,
      example: { Status: 'P', Page: 1, PageSize: 20, Sorting: 'NameAsc' },
    },
    async (ctx) => {
      const { page, total } = await reading(
        ctx,
        listConsumers(db, ownerOf(ctx), ctx.body, ctx.session.returnsVersion),
      );
      return ok(page, { count: page.Items.length, totalCount: total });
    },
  );

  post(
    app,
    deps,
    '/Consumer/Add',
    {
      body: ZAddConsumerRequest,
      summary:
        'Adds an approved consumer: Name (100), Phone (10 digits), Address (255), Latitude and Longitude (both or ' +
        'neither). A phone the retailer has for another consumer: E006 409',
      tags: TAGS,
      example: {
        Name: 'Asha Rao',
        Phone: '9876543210',
        Address: '12 MG Road',
        Latitude: 12.97,
        Longitude: 77.59,
      },
    },
    async (ctx) => {
      await assertOn(ctx);
      return ok(await addConsumer(db, ownerOf(ctx), ctx.body, ctx.now), { msg: 'consumerAdded' });
    },
  );

  post(
    app,
    deps,
    '/Consumer/Update',
    {
      body: ZUpdateConsumerRequest,
      summary:
        "Updates one of the retailer's consumers (ConsumerId; E012 404 otherwise) with the fields of Add",
      tags: TAGS,
      example: { ConsumerId: 1, Name: 'Asha Rao', Phone: '9876543210', Address: '12 MG Road' },
    },
    async (ctx) => {
      await assertOn(ctx);
      return ok(await editConsumer(db, ownerOf(ctx), ctx.body), { msg: 'consumerUpdated' });
    },
  );

  post(
    app,
    deps,
    '/Consumer/Approve',
    {
      body: ZConsumerApprovalRequest,
      summary:
        "Approves (Action A) or rejects (R) one of the retailer's pending consumers (E012 404 when none such is " +
        'pending). Msg approveSuccess or rejectSuccess',
      tags: TAGS,
      example: { ConsumerId: 1, Action: 'A' },
    },
    async (ctx) => {
      await assertOn(ctx);
      await decidePendingConsumer(db, ownerOf(ctx), ctx.body.ConsumerId, ctx.body.Action, ctx.now);
      return ok(null, { msg: ctx.body.Action === 'A' ? 'approveSuccess' : 'rejectSuccess' });
    },
  );

  // ---------------------------------------------------------------------------------------
  // Banners and images (decision 122)
  // ---------------------------------------------------------------------------------------

  post(
    app,
    deps,
    '/Retailer/Banners',
    {
      body: ZStoreBannersRequest,
      summary:
        "A page of the retailer's store banners and images (Kind Banner or Image; none: both), newest first: Id, " +
        'Kind, Title, Active, Url, ThumbnailUrl, Width, Height, CreatedOn',
      tags: TAGS,
      example: { Page: 1, PageSize: 20, Kind: 'Banner' },
    },
    async (ctx) => {
      const { items, total } = await reading(ctx, listStoreBanners(db, ownerOf(ctx), ctx.body));
      return ok(items, { totalCount: total });
    },
  );

  // Multipart only for AddStoreBanner, in its own scope (http/multipart-form.ts): one picture.
  app.register(async (scope) => {
    const takeFiles = await acceptMultipartForm(scope, {
      limits: { fileSize: COMPLAINT_IMAGE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024 },
      takesFileIn: (field) => field === IMAGE_FIELD,
      wrongField: `the picture goes in the field ${IMAGE_FIELD}`,
      tooLarge: () => imageRefusal('complaintImageTooLarge', 0),
      refusalOf: (code) =>
        code === 'FST_FILES_LIMIT'
          ? new AppError('E008', 'storeBannerImageRequired: send exactly one picture in the field image')
          : undefined,
    });

    post(
      scope,
      deps,
      '/Retailer/AddStoreBanner',
      {
        body: ZAddStoreBannerRequest,
        summary:
          'Adds a store banner or image, as multipart/form-data: Kind (Banner or Image), Title (100), one picture ' +
          'in `image` (PNG or JPEG by content, 5 MB and 25 megapixels at most; re-encoded, kept within 1600 px). ' +
          'Refusals store nothing: no picture E008 400 storeBannerImageRequired, the picture E008 413/415 ' +
          `(complaintImage* keys), ${STORE_MEDIA_MAX} kept already E008 409 storeMediaLimit. Idempotency-Key (header or ` +
          'body) answers the same row (another request: 422). Msg storeBannerSaved',
        tags: TAGS,
        example: { Kind: 'Banner', Title: 'Diwali offers' },
      },
      async (ctx) => {
        const uploads = takeFiles(ctx.req).map((f) => f.bytes);
        await assertOn(ctx);
        const saved = await addStoreBanner(db, {
          owner: ownerOf(ctx),
          body: ctx.body,
          uploads,
          idempotencyKey: idempotencyKeyOf(ctx),
          files: deps.files,
          now: ctx.now,
        });
        return ok(saved, { msg: 'storeBannerSaved' });
      },
    );
  });

  post(
    app,
    deps,
    '/Retailer/DeleteStoreBanner',
    {
      body: ZStoreBannerIdRequest,
      summary:
        "Removes one of the retailer's banners or images and its picture (E012 404 otherwise). Msg storeBannerDeleted",
      tags: TAGS,
      example: { Id: 1 },
    },
    async (ctx) => {
      await assertOn(ctx);
      await deleteStoreBanner(db, deps.files, ownerOf(ctx), ctx.body.Id);
      return ok(null, { msg: 'storeBannerDeleted' });
    },
  );

  post(
    app,
    deps,
    '/Retailer/SetStoreBannerActive',
    {
      body: ZSetStoreBannerActiveRequest,
      summary: "Switches one of the retailer's banners or images on or off (Active; E012 404 otherwise)",
      tags: TAGS,
      example: { Id: 1, Active: false },
    },
    async (ctx) => {
      await assertOn(ctx);
      return ok(await setStoreBannerActive(db, ownerOf(ctx), ctx.body.Id, ctx.body.Active));
    },
  );

  const serveImage =
    (thumbnail: boolean) => async (ctx: FullRouteContext<undefined> & { params: { id: string } }) => {
      await assertOn(ctx);
      const file = await readStoreBannerImage(db, deps.files, ownerOf(ctx), ctx.params.id, thumbnail);
      // The answer depends on who asks: a cache keeps it per session token.
      ctx.reply.header('cache-control', IMAGE_CACHE).header('vary', 'user-key').type(file.contentType);
      return file.bytes;
    };
  getWithSession(app, deps, '/Store/Banner/:id', serveImage(false));
  getWithSession(app, deps, '/Store/Banner/:id/thumb', serveImage(true));
}
