/**
 * Demo rewards (routes myRewards, rewardHistory, rewardHistoryDetails, myEarningsLedger;
 * docs/decisions/099). Points are earned by the invoices the order seed raises (orders/fulfilment
 * credits them); this step adds the gift catalogue (vendors, attributes, gift products with their
 * generated pictures) and a history of redemptions in every status, made and moved through the
 * rewards service so the points ledger says what happened. The large seed does the same
 * set-based for its retailers with invoices.
 */

import { formatApiDate, todayIn } from '@restock/domain/rules/delivery';
import { parseSettings } from '@restock/domain/settings';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { queryRows } from '../db/sql.ts';
import {
  grantBonusPoints,
  moveRedemption,
  pointBalance,
  submitRedemption,
} from '../modules/rewards/service.ts';

const VENDORS: Array<[code: string, name: string]> = [
  ['V01', 'HomeStyle Appliances'],
  ['V02', 'GiftKart Vouchers'],
  ['V03', 'TechHub Electronics'],
  ['V04', 'Daily Needs Supplies'],
];

/** [vendor index, code, name, points, category, brand, description] */
const GIFTS: Array<[number, string, string, number, string, string, string]> = [
  [
    3,
    'GF001',
    'Steel Water Bottle 1 L',
    250,
    'Kitchen',
    'Milton',
    'Insulated, keeps water cold for 12 hours',
  ],
  [
    3,
    'GF002',
    'Cotton Shop Apron',
    300,
    'Store',
    'Daily Needs',
    'Two pockets, printed with your shop name on request',
  ],
  [1, 'GF003', 'Coffee Shop Voucher ₹250', 500, 'Vouchers', 'GiftKart', 'Valid at 2,000 cafés for 6 months'],
  [0, 'GF004', 'Non-stick Tawa 28 cm', 900, 'Kitchen', 'Prestige', 'Induction base, 3-layer coating'],
  [2, 'GF005', 'Power Bank 10000 mAh', 1200, 'Electronics', 'Mi', 'Two USB ports, fast charging'],
  [
    1,
    'GF006',
    'Movie Tickets for Two',
    1400,
    'Vouchers',
    'GiftKart',
    'Any show, any day, at partner cinemas',
  ],
  [
    3,
    'GF007',
    'Digital Weighing Scale 30 kg',
    2200,
    'Store',
    'Equinox',
    'Counter scale with backlit display',
  ],
  [0, 'GF008', 'Pressure Cooker 5 L', 2500, 'Kitchen', 'Hawkins', 'Aluminium, with safety valve'],
  [2, 'GF009', 'Bluetooth Speaker', 3200, 'Electronics', 'boAt', '10 W, 12 hours of music'],
  [0, 'GF010', 'Mixer Grinder 750 W', 4800, 'Kitchen', 'Bajaj', 'Three jars, overload protection'],
  [3, 'GF011', 'LED Signboard for Your Shop', 6500, 'Store', 'Daily Needs', 'Made to order, 4 x 2 ft'],
  [
    1,
    'GF012',
    'Shopping Voucher ₹2,000',
    4000,
    'Vouchers',
    'GiftKart',
    'At 40 partner brands, online and in store',
  ],
  [2, 'GF013', 'Smart Watch', 7500, 'Electronics', 'Noise', 'Heart rate, SpO2, 7-day battery'],
  [0, 'GF014', 'Microwave Oven 20 L', 9800, 'Kitchen', 'LG', 'Solo, 5 power levels'],
  [
    2,
    'GF015',
    'Android Tablet 10 inch',
    14500,
    'Electronics',
    'Lenovo',
    'For billing and catalogue browsing',
  ],
  [3, 'GF016', 'Visi-cooler 300 L', 24000, 'Store', 'Western', 'Glass door, 5-year compressor warranty'],
];

export interface GiftCatalogue {
  vendorIds: number[];
  giftIds: number[];
}

/** Vendors, two attributes (Category, Brand) and the gift products of a client. */
export async function seedRewardCatalogue(db: Db | Tx, clientId: number): Promise<GiftCatalogue> {
  const vendorIds: number[] = [];
  for (const [code, name] of VENDORS) {
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`insert into reward_vendors (client_id, code, name) values (${clientId}, ${code}, ${name})
          on conflict (client_id, code) do update set name = excluded.name returning id`,
    );
    vendorIds.push(Number(row!.id));
  }
  await db.execute(
    sql`insert into reward_attributes (client_id, name, mode, sequence)
        select ${clientId}, a.name, 'Multiple', a.seq from (values ('Category', 1), ('Brand', 2)) as a(name, seq)
        where not exists (select 1 from reward_attributes r where r.client_id = ${clientId} and r.name = a.name)`,
  );
  const attrs = await queryRows<{ id: number; name: string }>(
    db,
    sql`select id, name from reward_attributes where client_id = ${clientId}`,
  );
  const category = String(attrs.find((a) => a.name === 'Category')!.id);
  const brand = String(attrs.find((a) => a.name === 'Brand')!.id);
  const giftIds: number[] = [];
  for (const [v, code, name, points, cat, br, description] of GIFTS) {
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`insert into reward_products (client_id, vendor_id, code, name, description, points, attributes)
          values (${clientId}, ${vendorIds[v]!}, ${code}, ${name}, ${description}, ${points},
            ${JSON.stringify({ [category]: cat, [brand]: br })}::jsonb)
          on conflict (client_id, code) do update set points = excluded.points returning id`,
    );
    giftIds.push(Number(row!.id));
  }
  return { vendorIds, giftIds };
}

const DAY = 86_400_000;

/**
 * retailer1's redemptions: delivered and confirmed (C), delivered awaiting confirmation (D),
 * approved (S), rejected with its points given back (R), a cash redemption, and one pending
 * approval (P), spread over the last months, each within the balance it had then.
 */
export async function seedDemoRewards(
  db: Db | Tx,
  input: { clientId: number; retailerId: number; distributorId: number; now: Date; timeZone: string },
): Promise<void> {
  await seedRedemptions(db, await seedRewardCatalogue(db, input.clientId), input);
}

async function seedRedemptions(
  db: Db | Tx,
  catalogue: GiftCatalogue,
  input: { clientId: number; retailerId: number; distributorId: number; now: Date; timeZone: string },
): Promise<void> {
  const owner = { clientId: input.clientId, retailerId: input.retailerId };
  const settings = parseSettings([
    { key: 'isEnableRewardOtp', value: 'false' },
    { key: 'loyaltyRedemptionApproval', value: 'true' },
    { key: 'cashVoucher', value: 'true,1' },
  ]);
  const gift = (i: number) => catalogue.giftIds[i]!;
  const dayOf = (daysAgo: number) =>
    formatApiDate(todayIn(new Date(input.now.getTime() - daysAgo * DAY), input.timeZone));
  await grantBonusPoints(db, {
    ...owner,
    points: 1_500,
    key: `JOIN:${input.retailerId}`,
    narration: 'Welcome to Restock Rewards: joining bonus',
    date: dayOf(150),
    at: new Date(input.now.getTime() - 150 * DAY),
  });
  await grantBonusPoints(db, {
    ...owner,
    points: 500,
    key: `FEST:${input.retailerId}`,
    narration: 'Festival bonus for ordering every week this season',
    date: dayOf(20),
    at: new Date(input.now.getTime() - 20 * DAY),
  });
  const plan: Array<{
    daysAgo: number;
    lines: Array<[giftIndex: number, qty: number, points: number]>;
    cash?: number;
    moves: Array<'S' | 'R' | 'D' | 'C'>;
  }> = [
    // Sized to a point per ₹100 of MRP (about 1% back): the bonuses alone cover them, so every
    // status is there even for a retailer with few invoices.
    {
      daysAgo: 120,
      lines: [[0, 1, 250]],
      moves: ['S', 'D', 'C'],
    },
    { daysAgo: 75, lines: [[1, 1, 300]], moves: ['S', 'D', 'C'] },
    { daysAgo: 40, lines: [[3, 1, 900]], moves: ['R'] },
    { daysAgo: 30, lines: [], cash: 200, moves: ['S', 'D'] },
    { daysAgo: 12, lines: [[0, 1, 250]], moves: ['S', 'D'] },
    { daysAgo: 5, lines: [[1, 1, 300]], moves: ['S'] },
    { daysAgo: 1, lines: [[0, 1, 250]], moves: [] },
  ];
  for (const p of plan) {
    const at = new Date(input.now.getTime() - p.daysAgo * DAY);
    const total = p.cash ?? p.lines.reduce((s, [, q, pts]) => s + q * pts, 0);
    if ((await pointBalance(db, owner)) < total) continue;
    const made = await submitRedemption(db, {
      owner,
      distributorId: input.distributorId,
      body: {
        redeemType: p.cash ? 'CASH' : 'PRODUCT',
        productList: p.lines.map(([i, q]) => ({ ProductId: gift(i), Qty: q })),
        totalRedeemPoint: total,
      },
      settings,
      codeUsedAt: null,
      idempotencyKey: null,
      now: at,
      timeZone: input.timeZone,
    });
    let when = at.getTime();
    for (const to of p.moves) {
      when += 2 * DAY;
      await moveRedemption(db, {
        clientId: input.clientId,
        redemptionId: made.RedemptionId,
        to,
        at: new Date(Math.min(when, input.now.getTime())),
        timeZone: input.timeZone,
        remarks: to === 'R' ? 'Out of stock at the vendor; points returned' : undefined,
      });
    }
  }
}

/**
 * The large client: the gift catalogue, the points every invoice earned (set-based, as
 * creditInvoicePoints would), and for each of its first retailers (the ones that sign in) the
 * demo's bonuses and redemptions in every status.
 */
export async function seedLargeRewards(
  db: Db | Tx,
  input: { clientId: number; now: Date; timeZone: string; retailers: number },
): Promise<void> {
  const c = input.clientId;
  await db.execute(
    sql`insert into reward_point_entries (client_id, retailer_id, distributor_id, entry_date, kind, points,
          reference, narration, source_key, created_at)
        select i.client_id, o.retailer_id, o.distributor_id, i.invoice_date, 'EARN',
          sum(il.qty * ol.product_points)::int, i.invoice_no, 'Points for invoice ' || i.invoice_no,
          'EARN:' || i.id, i.created_at
        from invoices i join orders o on o.id = i.order_id
        join invoice_lines il on il.invoice_id = i.id
        join order_lines ol on ol.id = il.order_line_id and not ol.is_free
        where i.client_id = ${c}
        group by i.id, o.retailer_id, o.distributor_id
        having sum(il.qty * ol.product_points) > 0
        on conflict (client_id, source_key) do nothing`,
  );
  const catalogue = await seedRewardCatalogue(db, c);
  // The retailers that sign in (large1 .. large64 are the first codes), at their default distributor.
  const owners = await queryRows<{ retailer_id: number; distributor_id: number }>(
    db,
    sql`select r.id as retailer_id, coalesce(
          (select rd.distributor_id from retailer_distributors rd where rd.retailer_id = r.id
            order by rd.is_default desc, rd.distributor_id limit 1), 0) as distributor_id
        from retailers r where r.client_id = ${c} order by r.code limit ${input.retailers}`,
  );
  for (const o of owners) {
    if (Number(o.distributor_id) === 0) continue;
    await seedRedemptions(db, catalogue, {
      clientId: c,
      retailerId: Number(o.retailer_id),
      distributorId: Number(o.distributor_id),
      now: input.now,
      timeZone: input.timeZone,
    });
  }
}
