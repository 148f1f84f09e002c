import { SUCCESS_CODES } from '@restock/domain/codes';
import { ZFavouriteToggleRequest, ZProductDetailRequest } from '@restock/domain/contracts/product';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { post } from '../../http/route.ts';
import { TAGS } from './route-docs.ts';
import { productDetail, resolveScope, setFavourite } from './service.ts';

/** One product's detail. */
export function registerDetailRoutes(app: FastifyInstance, deps: AppDeps): void {
  const db = deps.database.db;
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
      const detail = await productDetail(db, scope, body.ProductId, body.NeedFOC);
      if (!detail) throw new AppError('E012', 'Product not available');
      return ok(detail);
    },
  );
}

/** The favourite toggle. */
export function registerFavouriteRoutes(app: FastifyInstance, deps: AppDeps): void {
  const db = deps.database.db;
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
      await setFavourite(db, session, body);
      if (body.IsFavourite === 1) {
        return ok({ ProductId: body.ProductId, IsFavourite: 1 }, { code: 'S004', msg: SUCCESS_CODES.S004 });
      }
      return ok({ ProductId: body.ProductId, IsFavourite: 0 }, { code: 'S005', msg: SUCCESS_CODES.S005 });
    },
  );
}
