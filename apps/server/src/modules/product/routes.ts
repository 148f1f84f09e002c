import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { registerDetailRoutes, registerFavouriteRoutes } from './detail-routes.ts';
import { registerListRoutes } from './list-routes.ts';
import { registerPromotionRoutes } from './promotion-routes.ts';
import { registerSearchRoutes } from './search-routes.ts';
import { enableCatalogueIndexes } from './service.ts';

/** The /Product/* calls, by family (the route table keeps this order). */
export function registerProductRoutes(app: FastifyInstance, deps: AppDeps): void {
  // Plain dimension lists and product lines are answered from memory (decision 061).
  enableCatalogueIndexes(deps.database.db, app.log);
  registerListRoutes(app, deps);
  registerDetailRoutes(app, deps);
  registerSearchRoutes(app, deps);
  registerPromotionRoutes(app, deps);
  registerFavouriteRoutes(app, deps);
}
