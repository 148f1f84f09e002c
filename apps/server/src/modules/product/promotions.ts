/**
 * Moved to queries/promotions.ts. Only for the importer in another module (cart/pricing.ts) until
 * it imports it from service.ts, the module's public face; then this file goes.
 */
export { slabOfRow } from './queries/promotions.ts';
