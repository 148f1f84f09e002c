/**
 * The demo catalogue: an Indian FMCG assortment of about 270 products in six categories, with
 * prices, stock and order limits per distributor, attributes, schemes, discounts, banners of every
 * type, favourites, past orders and the signals behind the product tabs. Deterministic: the same
 * seed gives the same catalogue (dates are relative to `now`).
 */
import type { OrderStatus } from '@restock/domain/codes';
import type { Db, Tx } from '../db/client.ts';
import {
  attributes,
  attributeValues,
  bannerProducts,
  banners,
  brands,
  categories,
  discountProducts,
  discounts,
  distributorProducts,
  favourites,
  orderLines,
  orders,
  productAttributeNumbers,
  productAttributeValues,
  productSignals,
  products,
  schemeProducts,
  schemeSlabs,
  schemes,
} from '../db/schema.ts';
import { BRANDS, CATEGORIES, LINES, TAX_BY_CATEGORY } from './catalogue-data.ts';
import { seedDemoOrders } from './orders.ts';

const DAY = 24 * 60 * 60 * 1000;

/** A small deterministic generator (mulberry32). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An EAN-13 with its check digit. */
export function ean13(twelveDigits: string): string {
  const digits = twelveDigits.split('').map(Number);
  const sum = digits.reduce((s, d, i) => s + d * (i % 2 === 0 ? 1 : 3), 0);
  return `${twelveDigits}${(10 - (sum % 10)) % 10}`;
}

/** Net quantity in g or ml of a pack size ("4 x 125 g" is 500); null for counts ("20 sticks"). */
export function netQuantity(size: string): number | null {
  const m = /^(?:(\d+)\s*x\s*)?(\d+(?:\.\d+)?)\s*(g|kg|ml|L)$/i.exec(size.trim());
  if (!m) return null;
  const times = m[1] ? Number(m[1]) : 1;
  const unit = m[3]!.toLowerCase();
  const base = Number(m[2]) * (unit === 'kg' || unit === 'l' ? 1000 : 1);
  return times * base;
}

export function conversionFor(mrp: number): number {
  return mrp < 30 ? 24 : mrp < 150 ? 12 : 6;
}

/** Rounds a price to the nearest 50 paise. */
function halfRupee(value: number): string {
  return (Math.round(value * 2) / 2).toFixed(2);
}

export interface CatalogueSeedContext {
  clientId: number;
  distributors: { d1: number; d2: number; d3: number };
  retailers: { r1: number; r2: number; r3: number; r4: number };
  now: Date;
}

interface SeededProduct {
  id: number;
  index: number;
  name: string;
  brand: string;
  sub: string;
  category: string;
  mrp: number;
  conversion: number;
  packSize: string;
  packType: string;
  variant: string;
  flavour: boolean;
  at: Set<number>;
  price: Map<number, string>;
}

async function insertChunks<T>(
  rows: T[],
  size: number,
  insert: (chunk: T[]) => Promise<unknown>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

export async function seedCatalogue(db: Db | Tx, ctx: CatalogueSeedContext): Promise<void> {
  const { clientId, now } = ctx;
  const { d1, d2, d3 } = ctx.distributors;
  const { r1, r2, r4 } = ctx.retailers;
  const rand = prng(20_240_601);
  const ago = (days: number) => new Date(now.getTime() - days * DAY);

  // Categories and sub-categories.
  const catRows = await db
    .insert(categories)
    .values(
      CATEGORIES.map((c, i) => ({
        clientId,
        code: c.code,
        name: c.name,
        colour: c.colour,
        seq: (i + 1) * 10,
      })),
    )
    .returning({ id: categories.id, code: categories.code });
  const catId = new Map(catRows.map((r) => [r.code, r.id]));
  const subRows = await db
    .insert(categories)
    .values(
      CATEGORIES.flatMap((c) =>
        c.subs.map(([code, name], i) => ({
          clientId,
          parentId: catId.get(c.code)!,
          code,
          name,
          colour: c.colour,
          seq: (i + 1) * 10,
        })),
      ),
    )
    .returning({ id: categories.id, code: categories.code });
  const subId = new Map(subRows.map((r) => [r.code, r.id]));
  const categoryOfSub = new Map(CATEGORIES.flatMap((c) => c.subs.map(([code]) => [code, c.code] as const)));

  // Brands and sub-brands.
  const brandRows = await db
    .insert(brands)
    .values(
      BRANDS.map((b, i) => ({ clientId, code: b.code, name: b.name, colour: b.colour, seq: (i + 1) * 10 })),
    )
    .returning({ id: brands.id, code: brands.code });
  const brandId = new Map(brandRows.map((r) => [r.code, r.id]));
  const subBrandRows = await db
    .insert(brands)
    .values(
      BRANDS.flatMap((b) =>
        (b.subs ?? []).map(([code, name, colour], i) => ({
          clientId,
          parentId: brandId.get(b.code)!,
          code,
          name,
          colour,
          seq: (i + 1) * 10,
        })),
      ),
    )
    .returning({ id: brands.id, code: brands.code });
  for (const r of subBrandRows) brandId.set(r.code, r.id);

  // Products.
  const drafts: Array<Omit<SeededProduct, 'id' | 'at' | 'price'> & { row: typeof products.$inferInsert }> =
    [];
  for (const line of LINES) {
    for (const variant of line.variants) {
      for (const [size, mrp, packType] of line.packs) {
        const index = drafts.length;
        const n = index + 1;
        const category = categoryOfSub.get(line.sub)!;
        const name = [line.base, variant, size].filter(Boolean).join(' ');
        const conversion = conversionFor(mrp);
        drafts.push({
          index,
          name,
          brand: line.brand,
          sub: line.sub,
          category,
          mrp,
          conversion,
          packSize: size,
          packType,
          variant,
          flavour: !!line.flavour,
          row: {
            clientId,
            code: `SKU${String(n).padStart(5, '0')}`,
            name,
            description: `${name}. ${conversion} pieces per case. Store in a cool, dry place.`,
            barcode: ean13(`8901234${String(n).padStart(5, '0')}`),
            categoryId: catId.get(category)!,
            subCategoryId: subId.get(line.sub)!,
            brandId: brandId.get(line.brand)!,
            subBrandId: line.subBrand ? brandId.get(line.subBrand)! : null,
            packSize: size,
            packType,
            conversionQty: conversion,
            mrp: mrp.toFixed(2),
            // About 1% back: a point is worth ₹1 in cash, so a piece earns a point per ₹100 of MRP.
            points: Math.max(1, Math.round(mrp / 100)),
            taxPercent: TAX_BY_CATEGORY[category] ?? '18',
            launchedAt: ago((index * 37) % 540),
          },
        });
      }
    }
  }
  const inserted: Array<{ id: number }> = [];
  await insertChunks(drafts, 200, async (chunk) => {
    inserted.push(
      ...(await db
        .insert(products)
        .values(chunk.map((d) => d.row))
        .returning({ id: products.id })),
    );
  });
  const seeded: SeededProduct[] = drafts.map((d, i) => ({
    id: inserted[i]!.id,
    index: d.index,
    name: d.name,
    brand: d.brand,
    sub: d.sub,
    category: d.category,
    mrp: d.mrp,
    conversion: d.conversion,
    packSize: d.packSize,
    packType: d.packType,
    variant: d.variant,
    flavour: d.flavour,
    at: new Set<number>(),
    price: new Map<number, string>(),
  }));

  // Prices, stock and limits per distributor. D001 lacks every 11th product (D002 has some of
  // those), D002 lacks every 7th, D003 carries two thirds.
  const dpRows: Array<typeof distributorProducts.$inferInsert> = [];
  const carried: Array<[number, (i: number) => boolean, number]> = [
    [d1, (i) => i % 11 !== 5, 0.84],
    [d2, (i) => i % 7 !== 3, 0.82],
    [d3, (i) => i % 3 !== 0, 0.87],
  ];
  for (const p of seeded) {
    for (const [dist, has, factor] of carried) {
      if (!has(p.index)) continue;
      const price = halfRupee(p.mrp * (factor + rand() * 0.05));
      p.at.add(dist);
      p.price.set(dist, price);
      const stockCases = Math.floor(rand() * 200) + 1;
      dpRows.push({
        distributorId: dist,
        productId: p.id,
        clientId,
        price,
        sih: (p.index + dist) % 13 === 0 ? 0 : stockCases * p.conversion,
        isSaleable: p.index % 29 !== 7,
        isFoc: p.index % 23 === 1,
        minOrderQty: p.index % 9 === 0 ? p.conversion : 0,
        maxOrderQty: p.index % 17 === 0 ? p.conversion * 20 : 0,
      });
    }
  }
  await insertChunks(dpRows, 500, (chunk) => db.insert(distributorProducts).values(chunk));

  // Attributes.
  const attrRows = await db
    .insert(attributes)
    .values([
      { clientId, code: 'PACKSIZE', name: 'Pack Size', kind: 'list', selectionMode: 'Multiple', seq: 10 },
      { clientId, code: 'FLAVOUR', name: 'Flavour', kind: 'list', selectionMode: 'Multiple', seq: 20 },
      { clientId, code: 'PACKTYPE', name: 'Pack Type', kind: 'list', selectionMode: 'Single', seq: 30 },
      {
        clientId,
        code: 'NETQTY',
        name: 'Net Quantity',
        kind: 'number',
        selectionMode: 'Range',
        unit: 'g/ml',
        seq: 40,
      },
      { clientId, code: 'PRICE', name: 'Price', kind: 'price', selectionMode: 'Range', unit: '₹', seq: 50 },
    ])
    .returning({ id: attributes.id, code: attributes.code });
  const attrId = new Map(attrRows.map((r) => [r.code, r.id]));
  const sizes = [...new Set(seeded.map((p) => p.packSize))].sort(
    (a, b) => (netQuantity(a) ?? 0) - (netQuantity(b) ?? 0) || a.localeCompare(b),
  );
  const flavours = [...new Set(seeded.filter((p) => p.flavour).map((p) => p.variant))].sort();
  const packTypes = [...new Set(seeded.map((p) => p.packType))].sort();
  const label = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  const valueRows = await db
    .insert(attributeValues)
    .values([
      ...sizes.map((v, i) => ({ attributeId: attrId.get('PACKSIZE')!, value: v, seq: i + 1 })),
      ...flavours.map((v, i) => ({ attributeId: attrId.get('FLAVOUR')!, value: v, seq: i + 1 })),
      ...packTypes.map((v, i) => ({ attributeId: attrId.get('PACKTYPE')!, value: label(v), seq: i + 1 })),
    ])
    .returning({
      id: attributeValues.id,
      attributeId: attributeValues.attributeId,
      value: attributeValues.value,
    });
  const valueId = new Map(valueRows.map((r) => [`${r.attributeId}:${r.value}`, r.id]));
  const pav: Array<typeof productAttributeValues.$inferInsert> = [];
  const pan: Array<typeof productAttributeNumbers.$inferInsert> = [];
  for (const p of seeded) {
    const add = (code: string, value: string) => {
      const attributeId = attrId.get(code)!;
      pav.push({ productId: p.id, attributeId, valueId: valueId.get(`${attributeId}:${value}`)! });
    };
    add('PACKSIZE', p.packSize);
    if (p.flavour) add('FLAVOUR', p.variant);
    add('PACKTYPE', label(p.packType));
    const net = netQuantity(p.packSize);
    if (net !== null) pan.push({ productId: p.id, attributeId: attrId.get('NETQTY')!, value: String(net) });
  }
  await insertChunks(pav, 500, (chunk) => db.insert(productAttributeValues).values(chunk));
  await insertChunks(pan, 500, (chunk) => db.insert(productAttributeNumbers).values(chunk));

  const byBrand = (code: string) => seeded.filter((p) => p.brand === code);
  const byName = (fragment: string) => seeded.filter((p) => p.name.includes(fragment));
  const atD1 = (list: SeededProduct[]) => list.filter((p) => p.at.has(d1));

  // Schemes: running, expired, distributor-only and QPS.
  const period = { startsAt: ago(30), endsAt: new Date(now.getTime() + 60 * DAY) };
  const schemeRows = await db
    .insert(schemes)
    .values([
      {
        clientId,
        code: 'SCH-CRUNCHOS-10+1',
        name: 'Crunchos Buy 10 Get 1 Free',
        narration: 'Buy 10 packs of any Crunchos and get 1 free; buy 24 and get 3 free.',
        colour: '#ea580c',
        ...period,
      },
      {
        clientId,
        code: 'SCH-BIKANER-FESTIVE',
        name: 'Bikaner Bites Festive Offer',
        narration: 'Buy 12 packs for 5% off; buy 48 packs for 8% off.',
        colour: '#c2410c',
        ...period,
      },
      {
        clientId,
        code: 'SCH-SILKARA-DENTO',
        name: 'Silkara Shampoo with free Dentoguard',
        narration: 'Buy 6 Silkara Shampoo 180 ml and get 1 Dentoguard Toothpaste 50 g free.',
        colour: '#6d28d9',
        ...period,
      },
      {
        clientId,
        distributorId: d1,
        code: 'SCH-FIZZUP-SUMMER',
        name: 'Fizzup Summer Cooler',
        narration: 'Buy 24 bottles of Fizzup and get 2 free (Sharma Wholesale only).',
        colour: '#16a34a',
        ...period,
      },
      {
        clientId,
        code: 'SCH-GOODMORNING-10+1',
        name: 'Good Morning Mega Saver',
        narration: 'Buy 10 get 1 free on every Good Morning pack.',
        colour: '#2563eb',
        ...period,
      },
      {
        clientId,
        code: 'SCH-CHAI-MONSOON',
        name: 'Monsoon Chai Offer',
        narration: 'Buy 12 get 1 free on Chai Bahar (ended).',
        colour: '#9a3412',
        startsAt: ago(90),
        endsAt: ago(10),
      },
      {
        clientId,
        distributorId: d2,
        code: 'SCH-KISAN-COMBO',
        name: 'Kisan Chakki Atta Combo',
        narration: 'Buy 5 bags get 1 free (Metro Distribution only).',
        colour: '#92400e',
        ...period,
      },
      {
        clientId,
        code: 'SCH-MASALA-CARNIVAL',
        name: 'Masala Mahal Spice Carnival',
        narration: 'Buy 20 packs of Masala Mahal and get 2 free.',
        colour: '#b91c1c',
        ...period,
      },
      {
        clientId,
        code: 'QPS-CRUNCHOS-MONTH',
        name: 'Crunchos Monthly Target',
        narration: 'Order 100 packs of Crunchos this month for 1% back, 250 for 2%, 500 for 3.5%.',
        type: 'QPS',
        colour: '#facc15',
        startsAt: ago(20),
        endsAt: new Date(now.getTime() + 10 * DAY),
      },
      {
        clientId,
        code: 'QPS-GOKUL-QUARTER',
        name: 'Gokul Dairy Quarterly',
        narration: 'Order 200 pieces of Gokul Fresh this quarter for 1.5% back, 600 for 3%.',
        type: 'QPS',
        colour: '#0369a1',
        startsAt: ago(75),
        endsAt: new Date(now.getTime() + 15 * DAY),
      },
    ])
    .returning({ id: schemes.id, code: schemes.code });
  const schemeId = new Map(schemeRows.map((r) => [r.code, r.id]));
  const dentoFree = byName('Dentoguard Toothpaste Cavity Protect 50 g')[0]!;
  const slab = (
    code: string,
    seq: number,
    minQty: number,
    extra: Partial<typeof schemeSlabs.$inferInsert>,
  ) => ({
    schemeId: schemeId.get(code)!,
    seq,
    minQty,
    ...extra,
  });
  await db.insert(schemeSlabs).values([
    slab('SCH-CRUNCHOS-10+1', 1, 10, { maxQty: 23, freeQty: 1, narration: 'Buy 10 get 1 free' }),
    slab('SCH-CRUNCHOS-10+1', 2, 24, { freeQty: 3, narration: 'Buy 24 get 3 free' }),
    slab('SCH-BIKANER-FESTIVE', 1, 12, { maxQty: 47, discountPercent: '5', narration: 'Buy 12 for 5% off' }),
    slab('SCH-BIKANER-FESTIVE', 2, 48, { discountPercent: '8', narration: 'Buy 48 for 8% off' }),
    slab('SCH-SILKARA-DENTO', 1, 6, {
      freeQty: 1,
      freeProductId: dentoFree.id,
      narration: 'Buy 6 get 1 Dentoguard 50 g free',
    }),
    slab('SCH-FIZZUP-SUMMER', 1, 24, { freeQty: 2, narration: 'Buy 24 get 2 free' }),
    slab('SCH-GOODMORNING-10+1', 1, 10, { freeQty: 1, narration: 'Buy 10 get 1 free' }),
    slab('SCH-CHAI-MONSOON', 1, 12, { freeQty: 1, narration: 'Buy 12 get 1 free' }),
    slab('SCH-KISAN-COMBO', 1, 5, { freeQty: 1, narration: 'Buy 5 get 1 free' }),
    slab('SCH-MASALA-CARNIVAL', 1, 20, { freeQty: 2, narration: 'Buy 20 get 2 free' }),
    slab('QPS-CRUNCHOS-MONTH', 1, 100, {
      maxQty: 249,
      discountPercent: '1',
      narration: '100 packs: 1% back',
    }),
    slab('QPS-CRUNCHOS-MONTH', 2, 250, {
      maxQty: 499,
      discountPercent: '2',
      narration: '250 packs: 2% back',
    }),
    slab('QPS-CRUNCHOS-MONTH', 3, 500, { discountPercent: '3.5', narration: '500 packs: 3.5% back' }),
    slab('QPS-GOKUL-QUARTER', 1, 200, {
      maxQty: 599,
      discountPercent: '1.5',
      narration: '200 pieces: 1.5% back',
    }),
    slab('QPS-GOKUL-QUARTER', 2, 600, { discountPercent: '3', narration: '600 pieces: 3% back' }),
  ]);
  const schemeMembers: Array<[string, SeededProduct[]]> = [
    ['SCH-CRUNCHOS-10+1', byBrand('CRUNCHOS')],
    ['SCH-BIKANER-FESTIVE', byBrand('BIKANER')],
    ['SCH-SILKARA-DENTO', byName('Silkara Shampoo').filter((p) => p.packSize === '180 ml')],
    ['SCH-FIZZUP-SUMMER', byBrand('FIZZUP')],
    ['SCH-GOODMORNING-10+1', byBrand('GOODMORNING')],
    ['SCH-CHAI-MONSOON', byBrand('CHAIBAHAR')],
    ['SCH-KISAN-COMBO', byName('Atta')],
    ['SCH-MASALA-CARNIVAL', byBrand('MASALAMAHAL')],
    ['QPS-CRUNCHOS-MONTH', byBrand('CRUNCHOS')],
    ['QPS-GOKUL-QUARTER', byBrand('GOKUL')],
  ];
  await db
    .insert(schemeProducts)
    .values(
      schemeMembers.flatMap(([code, list]) =>
        list.map((p) => ({ schemeId: schemeId.get(code)!, productId: p.id })),
      ),
    );

  // Discounts.
  const discountRows = await db
    .insert(discounts)
    .values([
      {
        clientId,
        code: 'DIS-GHEE-5',
        name: 'Gokul Ghee 5% off',
        description: '5% off every Gokul Fresh ghee and butter pack.',
        type: 'PCT',
        value: '5',
        ...period,
      },
      {
        clientId,
        code: 'DIS-VITABOLT-20',
        name: 'Vitabolt ₹20 off',
        description: '₹20 off per pack of Vitabolt.',
        type: 'AMT',
        value: '20',
        ...period,
      },
      {
        clientId,
        code: 'DIS-BASMATI-7',
        name: 'Basmati Rani 7% off',
        description: '7% off Basmati Rani rice.',
        type: 'PCT',
        value: '7',
        ...period,
      },
      {
        clientId,
        distributorId: d2,
        code: 'DIS-SUNLITE-4',
        name: 'Sunlite 4% off',
        description: '4% off Sunlite oils (Metro Distribution only).',
        type: 'PCT',
        value: '4',
        ...period,
      },
      {
        clientId,
        code: 'DIS-NEEM-CLEARANCE',
        name: 'Neem Fresh clearance',
        description: 'Ended.',
        type: 'PCT',
        value: '15',
        startsAt: ago(60),
        endsAt: ago(5),
      },
    ])
    .returning({ id: discounts.id, code: discounts.code });
  const discountId = new Map(discountRows.map((r) => [r.code, r.id]));
  const discountMembers: Array<[string, SeededProduct[]]> = [
    ['DIS-GHEE-5', seeded.filter((p) => p.sub === 'GHEE')],
    ['DIS-VITABOLT-20', byBrand('VITABOLT')],
    ['DIS-BASMATI-7', byBrand('BASMATIRANI')],
    ['DIS-SUNLITE-4', byBrand('SUNLITE')],
    ['DIS-NEEM-CLEARANCE', byBrand('NEEMFRESH')],
  ];
  await db
    .insert(discountProducts)
    .values(
      discountMembers.flatMap(([code, list]) =>
        list.map((p) => ({ discountId: discountId.get(code)!, productId: p.id })),
      ),
    );

  // Banners of every type.
  const vitabolt = atD1(byBrand('VITABOLT'))[0]!;
  const bannerRows = await db
    .insert(banners)
    .values([
      {
        clientId,
        type: 'SCH',
        title: 'Crunchos: Buy 10 Get 1 Free',
        subtitle: 'On every Crunchos pack, all month long',
        colour: '#ea580c',
        schemeId: schemeId.get('SCH-CRUNCHOS-10+1')!,
        seq: 10,
        ...period,
      },
      {
        clientId,
        type: 'SCH',
        title: 'Free Dentoguard with Silkara',
        subtitle: 'Buy 6 Silkara Shampoo 180 ml, get a toothpaste free',
        colour: '#6d28d9',
        schemeId: schemeId.get('SCH-SILKARA-DENTO')!,
        seq: 20,
        ...period,
      },
      {
        clientId,
        type: 'SKU',
        title: 'Vitabolt now ₹20 off',
        subtitle: vitabolt.name,
        colour: '#7c2d12',
        productId: vitabolt.id,
        seq: 30,
        ...period,
      },
      {
        clientId,
        type: 'DL',
        title: 'Earn more with monthly targets',
        subtitle: 'See your QPS progress',
        colour: '#0f766e',
        link: 'qpsSchemes',
        seq: 40,
        ...period,
      },
      {
        clientId,
        type: 'RTR',
        title: 'Picked for Gupta General Store',
        subtitle: 'Your regular favourites at special prices',
        colour: '#be123c',
        retailerId: r1,
        seq: 50,
        ...period,
      },
      {
        clientId,
        type: 'RTR',
        title: 'Picked for Patel Kirana',
        subtitle: 'Only for Patel Kirana',
        colour: '#be123c',
        retailerId: r2,
        seq: 55,
        ...period,
      },
      {
        clientId,
        type: 'CH',
        title: 'General Trade Week',
        subtitle: 'Stock up on staples for your store',
        colour: '#a16207',
        channel: 'General Trade',
        seq: 60,
        ...period,
      },
      {
        clientId,
        type: 'CH',
        title: 'Modern Trade Display Deals',
        subtitle: 'For supermarkets',
        colour: '#1d4ed8',
        channel: 'Modern Trade',
        seq: 65,
        ...period,
      },
      {
        clientId,
        type: 'LOC',
        title: 'Maharashtra Monsoon Specials',
        subtitle: 'Tea, coffee and namkeen for the rains',
        colour: '#0e7490',
        state: 'Maharashtra',
        seq: 70,
        ...period,
      },
      {
        clientId,
        type: 'LOC',
        title: 'Karnataka Festive Offers',
        subtitle: 'Only in Karnataka',
        colour: '#b91c1c',
        state: 'Karnataka',
        seq: 75,
        ...period,
      },
      {
        clientId,
        type: 'DIST',
        title: 'Sharma Wholesale Weekly Deals',
        subtitle: 'Fresh arrivals from your distributor',
        colour: '#15803d',
        distributorId: d1,
        seq: 80,
        ...period,
      },
      {
        clientId,
        type: 'DIST',
        title: 'Metro Distribution Clearance',
        subtitle: 'From Metro Distribution Co.',
        colour: '#334155',
        distributorId: d2,
        seq: 85,
        ...period,
      },
      {
        clientId,
        type: 'DL',
        title: 'Last season offers',
        subtitle: 'Ended',
        colour: '#334155',
        link: 'promotions',
        seq: 90,
        startsAt: ago(60),
        endsAt: ago(1),
      },
    ])
    .returning({ id: banners.id, title: banners.title });
  const bannerId = new Map(bannerRows.map((r) => [r.title, r.id]));
  const bannerMembers: Array<[string, SeededProduct[]]> = [
    ['Picked for Gupta General Store', atD1(seeded.filter((p) => p.index % 19 === 2)).slice(0, 8)],
    ['General Trade Week', atD1(seeded.filter((p) => p.category === 'STP')).slice(0, 12)],
    [
      'Maharashtra Monsoon Specials',
      seeded.filter((p) => ['TEA', 'COFFEE', 'NAMKEEN'].includes(p.sub)).slice(0, 12),
    ],
    ['Sharma Wholesale Weekly Deals', atD1(seeded.filter((p) => p.index % 10 === 4)).slice(0, 10)],
    ['Metro Distribution Clearance', seeded.filter((p) => p.at.has(d2)).slice(0, 6)],
  ];
  await db
    .insert(bannerProducts)
    .values(
      bannerMembers.flatMap(([title, list]) =>
        list.map((p) => ({ bannerId: bannerId.get(title)!, productId: p.id })),
      ),
    );

  // Past orders: retailer1 at D001 (regular basket), retailer2 at D001 (the best sellers),
  // retailer4 at D002. Each draft names the status it has reached today: every status shows in
  // the order history; only cancelled (C) ones are left out of the product tabs. orders.ts
  // completes them (snapshot, amounts, address, delivery date) and walks them there.
  const basket = atD1(
    seeded.filter((p) => ['SNK', 'BEV', 'STP'].includes(p.category) && p.index % 4 === 1),
  ).slice(0, 20);
  const onlyCancelled = atD1(seeded.filter((p) => p.category === 'HH'))[0]!;
  const oldOnly = atD1(seeded.filter((p) => p.sub === 'SKIN'))[0]!;
  const popular = atD1(seeded.filter((p) => ['CHIPS', 'NAMKEEN', 'SOFT', 'NOODLE'].includes(p.sub))).slice(
    0,
    16,
  );
  type Draft = {
    retailerId: number;
    distributorId: number;
    status: OrderStatus;
    at: Date;
    lines: Array<[SeededProduct, number]>;
  };
  const orderDrafts: Draft[] = [];
  const r1Statuses: OrderStatus[] = ['S', 'S', 'P', 'C', 'N', 'S', 'A', 'B'];
  for (let k = 0; k < 8; k++) {
    const lines: Array<[SeededProduct, number]> = [];
    for (let j = 0; j < 5; j++) {
      const p = basket[(k * 3 + j) % basket.length]!;
      lines.push([p, p.conversion * (1 + ((k + j) % 3))]);
    }
    if (k === 3) lines.push([onlyCancelled, onlyCancelled.conversion]);
    orderDrafts.push({
      retailerId: r1,
      distributorId: d1,
      status: r1Statuses[k]!,
      at: ago((8 - k) * 10 - 0.3),
      lines,
    });
  }
  // Crunchos bought by retailer1 inside the QPS month: 96 packs before the cancelled order.
  const crunchos = atD1(byBrand('CRUNCHOS'));
  orderDrafts.push({
    retailerId: r1,
    distributorId: d1,
    status: 'I',
    at: ago(6),
    lines: [
      [crunchos[0]!, 48],
      [crunchos[1]!, 48],
    ],
  });
  const r2Statuses: OrderStatus[] = ['S', 'S', 'P', 'S', 'H', 'B'];
  for (let k = 0; k < 6; k++) {
    orderDrafts.push({
      retailerId: r2,
      distributorId: d1,
      status: r2Statuses[k]!,
      at: ago(70 - k * 12),
      // The first popular product sells the most, then the next ones in order.
      lines: popular.slice(0, 8 + k).map((p, j) => [p, p.conversion * Math.max(1, 12 - j)]),
    });
  }
  orderDrafts.push({
    retailerId: r2,
    distributorId: d1,
    status: 'S',
    at: ago(120),
    lines: [[oldOnly, oldOnly.conversion * 50]],
  });
  const d2Products = seeded.filter((p) => p.at.has(d2) && p.index % 6 === 2).slice(0, 12);
  const r4Statuses: OrderStatus[] = ['S', 'N', 'A', 'I'];
  for (let k = 0; k < 4; k++) {
    orderDrafts.push({
      retailerId: r4,
      distributorId: d2,
      status: r4Statuses[k]!,
      at: ago(50 - k * 12),
      lines: d2Products.slice(k, k + 5).map((p) => [p, p.conversion * 2]),
    });
  }
  orderDrafts.sort((a, b) => a.at.getTime() - b.at.getTime());
  const distCode = new Map([
    [d1, 'D001'],
    [d2, 'D002'],
    [d3, 'D003'],
  ]);
  const orderRows = await db
    .insert(orders)
    .values(
      orderDrafts.map((o, i) => ({
        clientId,
        retailerId: o.retailerId,
        distributorId: o.distributorId,
        orderNo: `SO-${distCode.get(o.distributorId)}-${String(i + 1).padStart(6, '0')}`,
        // Placed (I); seedDemoOrders moves it on to its status with the status history.
        status: 'I',
        totalAmount: (
          o.lines.reduce(
            (paise, [p, qty]) => paise + Math.round(Number(p.price.get(o.distributorId)) * 100) * qty,
            0,
          ) / 100
        ).toFixed(2),
        createdAt: o.at,
      })),
    )
    .returning({ id: orders.id });
  await db.insert(orderLines).values(
    orderDrafts.flatMap((o, i) =>
      o.lines.map(([p, qty]) => ({
        orderId: orderRows[i]!.id,
        productId: p.id,
        qty,
        price: p.price.get(o.distributorId)!,
      })),
    ),
  );
  await seedDemoOrders(db, {
    clientId,
    now,
    orders: orderDrafts.map((o, i) => ({ id: orderRows[i]!.id, target: o.status })),
  });

  // Favourites of retailer1.
  const favs = atD1(seeded.filter((p) => p.index % 15 === 3)).slice(0, 6);
  const favsD2 = seeded.filter((p) => p.at.has(d2) && p.index % 21 === 8).slice(0, 2);
  await db
    .insert(favourites)
    .values([
      ...favs.map((p) => ({ retailerId: r1, distributorId: d1, productId: p.id, clientId })),
      ...favsD2.map((p) => ({ retailerId: r1, distributorId: d2, productId: p.id, clientId })),
    ]);

  // Signals behind the tabs.
  const bought = new Set(
    orderDrafts.filter((o) => o.retailerId === r1).flatMap((o) => o.lines.map(([p]) => p.id)),
  );
  const signal = (
    kind: string,
    list: SeededProduct[],
    options: { retailerId?: number; distributorId?: number; suggested?: (p: SeededProduct) => number } = {},
  ) =>
    list.map((p, i) => ({
      clientId,
      kind,
      productId: p.id,
      retailerId: options.retailerId ?? null,
      distributorId: options.distributorId ?? null,
      score: 100 - i,
      suggestedQty: options.suggested ? options.suggested(p) : 0,
    }));
  const recommended = seeded.filter((p) => p.index % 17 === 4).slice(0, 12);
  const hotDeals = [
    ...seeded.filter((p) => ['GHEE', 'HEALTH', 'RICE'].includes(p.sub)).slice(0, 8),
    ...seeded.filter((p) => p.index % 31 === 9).slice(0, 4),
  ];
  const mustTry = [...seeded].sort((a, b) => ((a.index * 37) % 540) - ((b.index * 37) % 540)).slice(0, 8);
  await db.insert(productSignals).values([
    ...signal('RECOMMENDED', recommended),
    ...signal('RECOMMENDED', atD1(seeded.filter((p) => p.sub === 'CHOC')).slice(0, 4), { retailerId: r1 }),
    ...signal('RECOMMENDED', seeded.filter((p) => p.sub === 'OIL' && p.at.has(d2)).slice(0, 2), {
      distributorId: d2,
    }),
    ...signal('HOT_DEAL', hotDeals),
    ...signal('OPPORTUNITY', popular.filter((p) => !bought.has(p.id)).slice(0, 8), { retailerId: r1 }),
    ...signal('RELEVANT', basket.slice(0, 10), { retailerId: r1, suggested: (p) => p.conversion * 2 }),
    ...signal('MUST_TRY', mustTry),
    ...signal(
      'SMART_BASKET',
      atD1(seeded.filter((p) => ['DAL', 'SALT', 'MILK', 'SOAP'].includes(p.sub))).slice(0, 8),
      {
        retailerId: r1,
        suggested: (p) => p.conversion,
      },
    ),
  ]);
}
