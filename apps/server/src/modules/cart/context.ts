/**
 * What every cart and checkout call works with: whose cart (the session's retailer at the selected
 * distributor), the client's settings and time zone, and the distributor's ordering terms
 * (delivery schedule, minimum order value). Loaded once per call.
 */
import { type DeliveryDates, deliveryDates, isValidTimeZone } from '@restock/domain/rules/delivery';
import type { AppSettings } from '@restock/domain/settings';
import type { ClientRow } from '../../auth/clients.ts';
import type { RequestSession } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { findClientSettings } from '../appconfig/service.ts';
import { type CatalogueScope, resolveScope } from '../product/service.ts';
import { type CartKey, type DistributorTerms, findDistributorTerms } from './queries.ts';

export interface CartContext {
  key: CartKey;
  /** The catalogue's scope of the same retailer and distributor (product lists, bulk orders). */
  scope: CatalogueScope;
  settings: AppSettings;
  terms: DistributorTerms;
  /** The client's IANA zone (dates and the 3 PM cut-off are local there). */
  timeZone: string;
  now: Date;
}

/** The cart of the session's retailer at the selected distributor; E014 when that mapping is gone. */
export async function loadCartContext(
  db: Db,
  session: RequestSession,
  client: ClientRow,
  now: Date,
): Promise<CartContext> {
  const scope = await resolveScope(db, session, now);
  const key: CartKey = {
    clientId: scope.clientId,
    retailerId: scope.retailerId,
    distributorId: scope.distributorId,
  };
  const [settings, terms] = await Promise.all([
    findClientSettings(db, key.clientId, session.configVersion),
    findDistributorTerms(db, key, session.configVersion),
  ]);
  return {
    key,
    scope,
    settings,
    terms,
    // A zone the platform does not know would make every date call throw; UTC keeps ordering up.
    timeZone: isValidTimeZone(client.timeZone) ? client.timeZone : 'UTC',
    now,
  };
}

/**
 * The delivery dates offered for an order booked now (rules/delivery, docs/decisions/042): the
 * distributor's weekdays and lead days, express only with isEnableExpressDelivery.
 */
export function offeredDeliveryDates(ctx: CartContext): DeliveryDates {
  return deliveryDates(ctx.now, ctx.timeZone, {
    deliveryDays: ctx.terms.deliveryWeekdays,
    standardLeadDays: ctx.terms.standardLeadDays,
    expressLeadDays: ctx.terms.expressLeadDays,
    expressEnabled: ctx.settings.flags.isEnableExpressDelivery,
  });
}
