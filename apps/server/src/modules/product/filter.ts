/**
 * Moved to queries/filter.ts. Only for the importers in other modules (cart, smart-list) until they
 * import these from service.ts, the module's public face; then this file goes.
 */
export { discountVisible, schemeVisible } from './queries/filter.ts';
