/**
 * The store module's demo content (decision 111): retailer1's own categories, brands, about 30
 * products with MRP and sell prices, consumers approved and pending (with their positions around
 * the shop), paid displays and assets; retailer2 gets a small store of its own. The large seed
 * gives 64 retailers hundreds of products and a thousand consumers each.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { intArray } from '../db/sql.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Category code, name; its brands (code, name); its products (code, name, MRP, sell price). */
const CATALOGUE: Array<[string, string, Array<[string, string, Array<[string, string, string, string]>]>]> = [
  [
    'BEV',
    'Beverages',
    [
      [
        'SUNF',
        'Sunfresh',
        [
          ['SUNF-OJ1', 'Sunfresh Orange Juice 1 L', '120', '110'],
          ['SUNF-MJ1', 'Sunfresh Mango Drink 1 L', '99', '92'],
          ['SUNF-AJ200', 'Sunfresh Apple Juice 200 ml', '25', '25'],
          ['SUNF-LS500', 'Sunfresh Lime Soda 500 ml', '40', '36'],
        ],
      ],
      [
        'CHAI',
        'Chai Point',
        [
          ['CHAI-MS250', 'Masala Chai 250 g', '185', '170'],
          ['CHAI-GT100', 'Green Tea 100 bags', '399', '349'],
          ['CHAI-CF200', 'Filter Coffee 200 g', '240', '225'],
        ],
      ],
    ],
  ],
  [
    'SNK',
    'Snacks',
    [
      [
        'CRNC',
        'Crunchies',
        [
          ['CRNC-SL52', 'Crunchies Salted Chips 52 g', '20', '20'],
          ['CRNC-MM90', 'Crunchies Masala Munch 90 g', '35', '32'],
          ['CRNC-NB150', 'Crunchies Namkeen Bhujia 150 g', '55', '50'],
          ['CRNC-PC70', 'Crunchies Peri Peri Chips 70 g', '30', '28'],
        ],
      ],
      [
        'BKRY',
        'Baker Street',
        [
          ['BKRY-CK200', 'Butter Cookies 200 g', '80', '72'],
          ['BKRY-RK300', 'Rusk Toast 300 g', '60', '55'],
          ['BKRY-CC6', 'Choco Cupcakes pack of 6', '150', '135'],
        ],
      ],
    ],
  ],
  [
    'DRY',
    'Dairy',
    [
      [
        'GOKL',
        'Gokul Farms',
        [
          ['GOKL-MK500', 'Toned Milk 500 ml', '28', '28'],
          ['GOKL-CU400', 'Fresh Curd 400 g', '45', '42'],
          ['GOKL-PN200', 'Paneer 200 g', '95', '90'],
          ['GOKL-BT100', 'Salted Butter 100 g', '58', '56'],
          ['GOKL-GH500', 'Cow Ghee 500 ml', '340', '315'],
        ],
      ],
    ],
  ],
  [
    'HHC',
    'Home care',
    [
      [
        'SPRK',
        'Sparkle',
        [
          ['SPRK-DW500', 'Dishwash Gel 500 ml', '110', '99'],
          ['SPRK-FC1', 'Floor Cleaner 1 L', '199', '179'],
          ['SPRK-DT1K', 'Detergent Powder 1 kg', '145', '130'],
          ['SPRK-GC500', 'Glass Cleaner 500 ml', '105', '95'],
        ],
      ],
      [
        'FRSH',
        'Fresh Home',
        [
          ['FRSH-AF250', 'Air Freshener 250 ml', '175', '160'],
          ['FRSH-TB4', 'Toilet Blocks pack of 4', '120', '108'],
        ],
      ],
    ],
  ],
  [
    'PCR',
    'Personal care',
    [
      [
        'HRBL',
        'Herbal Touch',
        [
          ['HRBL-SH340', 'Herbal Shampoo 340 ml', '260', '235'],
          ['HRBL-SP4', 'Neem Soap pack of 4', '140', '126'],
          ['HRBL-TP150', 'Clove Toothpaste 150 g', '95', '89'],
          ['HRBL-HW200', 'Hand Wash 200 ml', '85', '79'],
          ['HRBL-FW100', 'Aloe Face Wash 100 ml', '150', '139'],
        ],
      ],
    ],
  ],
];

/** Name, phone, address, latitude and longitude (around MG Road, Bengaluru), status, days ago. */
const CONSUMERS: Array<[string, string, string, number, number, 'A' | 'P', number]> = [
  ['Asha Rao', '9845012301', '14 Brigade Road, Bengaluru', 12.9719, 77.6069, 'A', 120],
  ['Bharat Kumar', '9845012302', '22 Church Street, Bengaluru', 12.9752, 77.6045, 'A', 110],
  ['Chitra Menon', '9845012303', '5 Residency Road, Bengaluru', 12.9684, 77.6021, 'A', 95],
  ['Deepak Shetty', '9845012304', '31 Museum Road, Bengaluru', 12.9731, 77.6012, 'A', 90],
  ['Esther Joseph', '9845012305', '8 Lavelle Road, Bengaluru', 12.9701, 77.5983, 'A', 80],
  ['Farhan Ali', '9845012306', '17 St Marks Road, Bengaluru', 12.9747, 77.6003, 'A', 64],
  ['Gauri Patil', '9845012307', '3 Cubbon Road, Bengaluru', 12.9774, 77.6081, 'A', 50],
  ['Harish Gowda', '9845012308', '40 Richmond Road, Bengaluru', 12.9648, 77.6055, 'A', 41],
  ['Indira Nair', '9845012309', '12 Infantry Road, Bengaluru', 12.9813, 77.6012, 'A', 30],
  ['Jatin Mehta', '9845012310', '9 Commercial Street, Bengaluru', 12.9822, 77.6087, 'A', 22],
  ['Kavya Reddy', '9845012311', '27 Cunningham Road, Bengaluru', 12.9871, 77.5951, 'A', 15],
  ['Lokesh Iyer', '9845012312', '6 Kasturba Road, Bengaluru', 12.9716, 77.5962, 'A', 9],
  ['Meera Pillai', '9845012313', '2 Vittal Mallya Road, Bengaluru', 12.9687, 77.5964, 'P', 4],
  ['Nikhil Das', '9845012314', '19 Hosur Road, Bengaluru', 12.9569, 77.6101, 'P', 3],
  ['Omkar Joshi', '9845012315', '44 Langford Road, Bengaluru', 12.9583, 77.6012, 'P', 2],
  ['Priya Srinivas', '9845012316', '11 Ulsoor Road, Bengaluru', 12.9777, 77.6184, 'P', 1],
  ['Rahul Verma', '9845012317', '7 Dickenson Road, Bengaluru', 12.9791, 77.6139, 'P', 0],
];

/** Kind, name, value or serial number, vendor, type, reason, condition, days ago. */
const ASSETS: Array<[string, string, string, string, string, string, string, number]> = [
  ['Display', 'Sunfresh end-cap', '2500', 'Sunfresh', 'End-cap shelf', 'Summer juice drive', 'Good', 40],
  [
    'Display',
    'Crunchies counter stand',
    '1200',
    'Crunchies',
    'Counter display',
    'New flavour launch',
    'Good',
    25,
  ],
  ['Display', 'Sparkle floor stack', '1800', 'Sparkle', 'Floor stack', 'Festive offer', 'Fair', 12],
  [
    'Display',
    'Herbal Touch window poster',
    '600',
    'Herbal Touch',
    'Window branding',
    'Brand visibility',
    'Good',
    5,
  ],
  ['Asset', 'Visi cooler 300 L', 'VC-300-88213', 'Coolex', 'Cooler', 'Beverage chilling', 'Good', 200],
  [
    'Asset',
    'Chest freezer 200 L',
    'CF-200-41977',
    'Frostline',
    'Freezer',
    'Dairy and frozen',
    'Needs service',
    150,
  ],
  ['Asset', 'Billing printer', 'BP-58-11208', 'Printwell', 'Printer', 'Counter billing', 'Good', 90],
  ['Asset', 'Metal rack 5 shelf', 'RK-5-2211', 'Storeline', 'Rack', 'Home care aisle', 'Fair', 60],
];

/** One retailer's store: every category, brand and product; consumers and assets dated back from `now`. */
export async function seedDemoStore(
  db: Db | Tx,
  input: { clientId: number; retailerId: number; now: Date; small?: boolean },
): Promise<void> {
  const { clientId, retailerId, now } = input;
  const categories = input.small ? CATALOGUE.slice(0, 2) : CATALOGUE;
  for (const [categoryCode, categoryName, brands] of categories) {
    const [category] = (
      (await db.execute(sql`insert into store_categories (client_id, retailer_id, code, name)
        values (${clientId}, ${retailerId}, ${categoryCode}, ${categoryName}) returning id`)) as unknown as {
        rows: Array<{ id: number }>;
      }
    ).rows;
    for (const [brandCode, brandName, products] of input.small ? brands.slice(0, 1) : brands) {
      const [brand] = (
        (await db.execute(sql`insert into store_brands (client_id, retailer_id, category_id, code, name)
          values (${clientId}, ${retailerId}, ${category!.id}, ${brandCode}, ${brandName}) returning id`)) as unknown as {
          rows: Array<{ id: number }>;
        }
      ).rows;
      for (const [skuCode, skuName, mrp, sell] of input.small ? products.slice(0, 2) : products) {
        await db.execute(sql`insert into store_products (client_id, retailer_id, category_id, brand_id, sku_code, sku_name, mrp_price, sell_price)
          values (${clientId}, ${retailerId}, ${category!.id}, ${brand!.id}, ${skuCode}, ${skuName}, ${mrp}::numeric, ${sell}::numeric)`);
      }
    }
  }
  // retailer2's consumers are others than retailer1's: other people, other phones.
  const consumers = input.small
    ? CONSUMERS.slice(5, 8).map((c) => [c[0], c[1].replace(/^98450/, '98860'), ...c.slice(2)] as typeof c)
    : CONSUMERS;
  for (const [name, phone, address, lat, lng, status, days] of consumers) {
    const at = new Date(now.getTime() - days * DAY_MS).toISOString();
    await db.execute(sql`insert into consumers (client_id, retailer_id, name, phone, address, latitude, longitude, status, created_at, decided_at)
      values (${clientId}, ${retailerId}, ${name}, ${phone}, ${address}, ${lat}, ${lng}, ${status}, ${at}::timestamptz,
              ${status === 'A' ? at : null}::timestamptz)`);
  }
  for (const [kind, name, value, vendor, type, reason, condition, days] of input.small
    ? ASSETS.slice(0, 2)
    : ASSETS) {
    const at = new Date(now.getTime() - days * DAY_MS).toISOString();
    await db.execute(sql`insert into store_assets (client_id, retailer_id, kind, name, value, vendor, type, reason, condition, created_at, updated_at)
      values (${clientId}, ${retailerId}, ${kind}, ${name}, ${value}, ${vendor}, ${type}, ${reason}, ${condition},
              ${at}::timestamptz, ${at}::timestamptz)`);
  }
}

/**
 * The large seed's stores: the first `retailers` retailers of the client (LR00001 first) each get
 * the demo categories and brands, `products` products and `consumers` consumers (a fifth pending).
 */
export async function seedLargeStore(
  db: Tx,
  input: { clientId: number; retailers: number; products: number; consumers: number; now: Date },
): Promise<void> {
  const { clientId, now } = input;
  const rows = (
    (await db.execute(
      sql`select id from retailers where client_id = ${clientId} order by code limit ${input.retailers}`,
    )) as unknown as { rows: Array<{ id: number }> }
  ).rows;
  for (const { id } of rows) await seedDemoStore(db, { clientId, retailerId: id, now });
  const ids = intArray(rows.map((r) => Number(r.id)));
  await db.execute(sql`insert into store_products (client_id, retailer_id, category_id, brand_id, sku_code, sku_name, mrp_price, sell_price)
    select ${clientId}, b.retailer_id, b.category_id, b.id, b.code || '-' || g, b.name || ' item ' || g,
           (50 + g % 900)::numeric, (45 + g % 900)::numeric
    from store_brands b cross join generate_series(1, ${Math.ceil(input.products / 10)}) g
    where b.retailer_id = any(${ids})`);
  await db.execute(sql`insert into consumers (client_id, retailer_id, name, phone, address, latitude, longitude, status, created_at)
    select ${clientId}, r, 'Consumer ' || g, '9' || lpad(g::text, 9, '0'), g || ' Market Road, Bengaluru',
           12.9 + (g % 100) / 1000.0, 77.55 + (g % 97) / 1000.0, case when g % 5 = 0 then 'P' else 'A' end,
           ${now.toISOString()}::timestamptz - make_interval(hours => g)
    from unnest(${ids}) r cross join generate_series(1, ${input.consumers}) g`);
}
