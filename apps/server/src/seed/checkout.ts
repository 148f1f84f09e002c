/**
 * Demo data of cart and checkout (issue 4; docs/decisions/049): each demo distributor's delivery
 * schedule and minimum order value, delivery addresses for the demo retailers, and the settings
 * that keep the demo's ordering usable. The large seed gives its distributors a schedule too.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { clientSettings, distributors, retailerAddresses } from '../db/schema.ts';

/**
 * Settings of the checkout that differ from the demo's "everything on": the order code
 * (otpAuthBeforeOrder) stays off, so an order is placed without waiting for an SMS; the API tests
 * switch it on to test it.
 */
export const CHECKOUT_SETTING_OVERRIDES: Record<string, string> = {
  otpAuthBeforeOrder: 'false',
};

async function applySettingOverrides(db: Db | Tx, clientId: number): Promise<void> {
  for (const [key, value] of Object.entries(CHECKOUT_SETTING_OVERRIDES)) {
    await db
      .insert(clientSettings)
      .values({ clientId, key, value })
      .onConflictDoUpdate({ target: [clientSettings.clientId, clientSettings.key], set: { value } });
  }
}

export interface CheckoutSeedContext {
  clientId: number;
  distributors: { d1: number; d2: number; d3: number };
  retailers: { r1: number; r2: number; r3: number; r4: number };
}

/**
 * Sharma (D001) delivers Monday to Saturday the next day, same day by express, no minimum (the
 * distributor the first demo retailer orders from, so any cart can be ordered); Metro (D002)
 * Monday, Wednesday and Friday two days out, minimum 1,000.00; Coastal (D003) Tuesday, Thursday and
 * Saturday, minimum 500.00. New Shop Mart (first sign-in) has no address yet, to show adding one.
 */
export async function seedCheckoutDemo(db: Db | Tx, ctx: CheckoutSeedContext): Promise<void> {
  const { d1, d2, d3 } = ctx.distributors;
  const { r1, r2, r4 } = ctx.retailers;
  const schedule = [
    { id: d1, weekdays: [1, 2, 3, 4, 5, 6], standard: 1, express: 0, min: null },
    { id: d2, weekdays: [1, 3, 5], standard: 2, express: 1, min: '1000.00' },
    { id: d3, weekdays: [2, 4, 6], standard: 1, express: 1, min: '500.00' },
  ];
  for (const s of schedule) {
    await db
      .update(distributors)
      .set({
        deliveryWeekdays: s.weekdays,
        standardLeadDays: s.standard,
        expressLeadDays: s.express,
        minOrderValue: s.min,
      })
      .where(and(eq(distributors.id, s.id), eq(distributors.clientId, ctx.clientId)));
  }
  await db.insert(retailerAddresses).values([
    {
      clientId: ctx.clientId,
      retailerId: r1,
      address1: 'Shop 4, Sai Complex',
      address2: 'Link Road, Malad West',
      city: 'Mumbai',
      state: 'Maharashtra',
      country: 'India',
      zip: '400064',
      mobileNo: '9000000001',
      isDefault: true,
    },
    {
      clientId: ctx.clientId,
      retailerId: r1,
      address1: 'Godown 2, Evershine Industrial Estate',
      address2: 'Goregaon East',
      city: 'Mumbai',
      state: 'Maharashtra',
      country: 'India',
      zip: '400063',
      mobileNo: '9000000001',
      isDefault: false,
    },
    {
      clientId: ctx.clientId,
      retailerId: r2,
      address1: '22 Station Road',
      address2: 'Borivali East',
      city: 'Mumbai',
      state: 'Maharashtra',
      country: 'India',
      zip: '400066',
      mobileNo: '9000000002',
      isDefault: true,
    },
    {
      clientId: ctx.clientId,
      retailerId: r4,
      address1: '5 Lake View',
      address2: 'Powai',
      city: 'Mumbai',
      state: 'Maharashtra',
      country: 'India',
      zip: '400076',
      mobileNo: '9000000004',
      isDefault: true,
    },
  ]);
  await applySettingOverrides(db, ctx.clientId);
}

/** The large client's distributors deliver Monday to Saturday the next day; same settings overrides. */
export async function seedCheckoutLarge(db: Db | Tx, clientId: number): Promise<void> {
  await db.execute(sql`update distributors set delivery_weekdays = '{1,2,3,4,5,6}', standard_lead_days = 1,
    express_lead_days = 0 where client_id = ${clientId}`);
  await applySettingOverrides(db, clientId);
}
