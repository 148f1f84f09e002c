/**
 * `npm run db:seed -- --scale large`: a second client ("large", host large.localhost) with a
 * catalogue big enough to measure: 100,000 products, 6 distributors carrying 80% each, 10,000
 * retailers, 100,000 orders with 1,000,000 lines, schemes, discounts, banners and signals.
 * Every table is filled by one INSERT ... SELECT over generate_series, never row by row.
 * Sign in as `large1` / `Retailer@123` on host large.localhost (large1 .. large64: the first 64
 * retailers, for the orders bench's concurrent retailers).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { type FileStore, postgresFileStore } from '../integrations/file-store.ts';
import { hashPassword } from '../modules/login/service.ts';
import { seedCheckoutLarge } from './checkout.ts';
import { seedLargeComplaints } from './complaints.ts';
import { seedLargeContent } from './content.ts';
import { DEMO_MENU, demoSettings } from './demo.ts';
import { seedLargeExchanges } from './exchange-returns.ts';
import { seedKpi } from './kpi.ts';
import { seedLargeLedger } from './ledger.ts';
import { seedLargeLoyalty } from './loyalty.ts';
import { seedLargeNotifications } from './notifications.ts';
import { seedLargePayments } from './payments.ts';
import { seedLargeRewards } from './rewards.ts';
import { seedLargeSalesReturns } from './sales-returns.ts';
import { seedLargeStore } from './store.ts';
import { seedLargeStoreMedia } from './store-media.ts';
import { seedLargeSurveys } from './surveys.ts';

export interface LargeSeedOptions {
  products?: number;
  retailers?: number;
  orders?: number;
  linesPerOrder?: number;
  distributors?: number;
  /** Where the complaint pictures go (PostgreSQL when not given). */
  files?: FileStore;
  log?: (message: string) => void;
}

export interface LargeSeedResult {
  created: boolean;
  clientId: number;
}

async function one<T>(db: Db | Tx, query: SQL): Promise<T> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows[0]!;
}

export async function seedLarge(db: Db, options: LargeSeedOptions = {}): Promise<LargeSeedResult> {
  const productCount = options.products ?? 100_000;
  const retailerCount = options.retailers ?? 10_000;
  const orderCount = options.orders ?? 100_000;
  const linesPerOrder = options.linesPerOrder ?? 10;
  const distributorCount = options.distributors ?? 6;
  const log = options.log ?? (() => undefined);

  const existing = (await db.execute(sql`select id from clients where code = 'large'`)) as unknown as {
    rows: Array<{ id: number }>;
  };
  if (existing.rows[0]) return { created: false, clientId: existing.rows[0].id };
  const passwordHash = await hashPassword('Retailer@123');

  const result = await db.transaction(async (tx) => {
    const step = async (label: string, query: SQL) => {
      const started = Date.now();
      await tx.execute(query);
      log(`${label} (${Date.now() - started} ms)`);
    };
    const { id: clientId } = await one<{ id: number }>(
      tx,
      sql`insert into clients (code, name, hosts, app_name, theme_colour, languages, default_language)
          values ('large', 'Large Catalogue Co', '{large.localhost}', 'Restock Large', '#1d4ed8', '{en}', 'en')
          returning id`,
    );
    const settings = Object.entries(demoSettings());
    await step(
      'settings and menu',
      sql`insert into client_settings (client_id, key, value) values ${sql.join(
        settings.map(([k, v]) => sql`(${clientId}, ${k}, ${v})`),
        sql`, `,
      )}`,
    );
    await tx.execute(
      sql`insert into menus (client_id, t_code, l_code, target, icon, seq) values ${sql.join(
        DEMO_MENU.map(
          ([t, target, icon], i) =>
            sql`(${clientId}, ${t}, ${`menu.${t}`}, ${target}, ${icon}, ${(i + 1) * 10})`,
        ),
        sql`, `,
      )}`,
    );
    const now = sql`${new Date().toISOString()}::timestamptz`;

    await step(
      'distributors',
      sql`insert into distributors (client_id, code, name, address, licence_no, phone)
          select ${clientId}, 'L' || lpad(g::text, 3, '0'), 'Large Distributor ' || g,
            g || ' Industrial Estate, Pune 4110' || lpad(g::text, 2, '0'), '1152200' || lpad(g::text, 7, '0'),
            '+91 20 4000 ' || lpad(g::text, 4, '0')
          from generate_series(1, ${distributorCount}) g`,
    );
    await seedCheckoutLarge(tx, clientId);
    await step(
      'retailers',
      sql`insert into retailers (client_id, code, name, address, country, state, channel, mobile)
          select ${clientId}, 'LR' || lpad(g::text, 5, '0'), 'Store ' || g, g || ' Main Road', 'India',
            (array['Maharashtra', 'Karnataka', 'Gujarat', 'Tamil Nadu'])[1 + g % 4],
            (array['General Trade', 'Modern Trade', 'Wholesale'])[1 + g % 3],
            case when g = 1 then '9100000001' else '' end
          from generate_series(1, ${retailerCount}) g`,
    );
    await step(
      'retailer mappings',
      sql`with d as (select id, row_number() over (order by id) - 1 as k from distributors where client_id = ${clientId}),
          r as (select id, row_number() over (order by id) as g from retailers where client_id = ${clientId})
          insert into retailer_distributors (retailer_id, distributor_id, is_default)
          select r.id, d.id, true from r join d on d.k = r.g % ${distributorCount}
          union all
          select r.id, d.id, false from r join d on d.k = (r.g + 1) % ${distributorCount} where r.g <= 100`,
    );
    await tx.execute(
      sql`insert into users (client_id, retailer_id, login_id, password_hash, is_first_login)
          select ${clientId}, id, 'large' || ltrim(substr(code, 3), '0'), ${passwordHash}, false from retailers
          where client_id = ${clientId} and code <= 'LR00064'`,
    );

    await step(
      'categories',
      sql`insert into categories (client_id, code, name, colour, seq)
          select ${clientId}, 'LC' || g, (array['Beverages','Snacks','Personal Care','Household','Staples','Dairy',
            'Baby Care','Frozen Foods','Bakery','Confectionery','Health & Wellness','Pet Care'])[g],
            (array['#b45309','#dc2626','#7c3aed','#0369a1','#a16207','#0891b2','#db2777','#0e7490','#92400e',
            '#be123c','#15803d','#6d28d9'])[g], g * 10
          from generate_series(1, 12) g`,
    );
    await step(
      'sub-categories',
      sql`insert into categories (client_id, parent_id, code, name, colour, seq)
          select ${clientId}, c.id, c.code || '-' || s,
            c.name || ' ' || (array['Classic','Premium','Value Packs','Family Packs','Singles','Organic','Imported','Combo'])[s],
            c.colour, s * 10
          from categories c cross join generate_series(1, 8) s
          where c.client_id = ${clientId} and c.parent_id is null`,
    );
    await step(
      'brands',
      sql`insert into brands (client_id, code, name, colour, seq)
          select ${clientId}, 'LB' || lpad(g::text, 3, '0'),
            (array['Sona','Amrit','Desi','Royal','Shakti','Veda','Gagan','Nirmal','Suraj','Kaveri','Ganga','Himalaya',
              'Tara','Kesar','Mitra','Anand','Lotus','Pavan','Chandan','Moti'])[1 + g % 20] || ' ' ||
            (array['Foods','Naturals','Fresh','Gold','Select','Harvest','Home','Care','Delights','Essentials',
              'Kitchen','Farms','Organics','Classic','Plus','Pure','Bazaar','Mart','Valley','Treats','Choice',
              'Taste','Best','Prime','Star'])[1 + (g / 20) % 25],
            '#' || lpad(to_hex((g * 2654435761::bigint % 16777216)::int), 6, '0'), g
          from generate_series(1, 500) g`,
    );
    await step(
      'sub-brands',
      sql`insert into brands (client_id, parent_id, code, name, colour, seq)
          select ${clientId}, b.id, b.code || '-S', b.name || ' Signature', b.colour, 1
          from brands b where b.client_id = ${clientId} and b.parent_id is null and b.seq <= 200`,
    );
    await step(
      'products',
      sql`with subs as (select array_agg(id order by id) as ids, array_agg(parent_id order by id) as parents,
              array_agg(name order by id) as names from categories where client_id = ${clientId} and parent_id is not null),
          br as (select array_agg(id order by seq) as ids, array_agg(name order by seq) as names
              from brands where client_id = ${clientId} and parent_id is null),
          sb as (select array_agg(id order by code) as ids from brands where client_id = ${clientId} and parent_id is not null),
          gen as (select g, 1 + g % 96 as si, 1 + (g * 7) % 500 as bi, 1 + g % 12 as ps from generate_series(1, ${productCount}) g)
          insert into products (client_id, code, name, description, barcode, category_id, sub_category_id, brand_id,
            sub_brand_id, pack_size, pack_type, conversion_qty, mrp, points, tax_percent, launched_at)
          select ${clientId}, 'LSKU' || lpad(g::text, 6, '0'),
            br.names[bi] || ' ' || (array['Masala','Classic','Lite','Gold','Fresh','Rich','Crunchy','Smooth','Zesty',
              'Herbal','Royal','Spicy','Sweet','Tangy','Extra','Original'])[1 + g % 16] || ' ' || subs.names[si] || ' ' ||
              (array['50 g','100 g','200 g','500 g','1 kg','5 kg','100 ml','200 ml','500 ml','1 L','2 L','250 g'])[ps],
            'Item ' || g || ' of the large catalogue.',
            '8909' || lpad(g::text, 9, '0'),
            subs.parents[si], subs.ids[si], br.ids[bi],
            case when bi <= 200 and g % 3 = 0 then sb.ids[bi] end,
            (array['50 g','100 g','200 g','500 g','1 kg','5 kg','100 ml','200 ml','500 ml','1 L','2 L','250 g'])[ps],
            (array['pouch','box','bottle','jar','bag','tin','packet','bar'])[1 + g % 8],
            (array[24, 12, 6])[1 + g % 3],
            ((array[10, 20, 40, 90, 170, 750, 30, 55, 120, 200, 380, 60])[ps] * (1 + (g % 7) / 10.0))::numeric(12, 2),
            1 + g % 50, (array[5, 12, 18])[1 + g % 3], ${now} - make_interval(days => g % 700)
          from gen, subs, br, sb`,
    );
    await tx.execute(
      sql`create temp table large_products on commit drop as
          select id, row_number() over (order by id) as idx from products where client_id = ${clientId}`,
    );
    await tx.execute(sql`create index on large_products (idx)`);
    await step(
      'distributor products',
      sql`with d as (select id, row_number() over (order by id) as k from distributors where client_id = ${clientId})
          insert into distributor_products (distributor_id, product_id, client_id, price, sih, is_saleable, is_foc,
            min_order_qty, max_order_qty)
          select d.id, p.id, ${clientId}, round(p.mrp * (0.8 + ((lp.idx + d.k) % 9) / 100.0), 2),
            case when (lp.idx + d.k) % 13 = 0 then 0 else ((lp.idx * d.k) % 200 + 1) * p.conversion_qty end,
            lp.idx % 29 <> 7, lp.idx % 23 = 1,
            case when lp.idx % 9 = 0 then p.conversion_qty else 0 end,
            case when lp.idx % 17 = 0 then p.conversion_qty * 20 else 0 end
          from large_products lp join products p on p.id = lp.id cross join d
          where (lp.idx + d.k) % 5 <> 0`,
    );
    await step(
      'attributes',
      sql`insert into attributes (client_id, code, name, kind, selection_mode, unit, seq) values
          (${clientId}, 'PACKSIZE', 'Pack Size', 'list', 'Multiple', '', 10),
          (${clientId}, 'PACKTYPE', 'Pack Type', 'list', 'Single', '', 20),
          (${clientId}, 'NETQTY', 'Net Quantity', 'number', 'Range', 'g/ml', 30),
          (${clientId}, 'PRICE', 'Price', 'price', 'Range', '₹', 40)`,
    );
    await tx.execute(
      sql`insert into attribute_values (attribute_id, value, seq)
          select a.id, v.value, v.seq from attributes a
          join (select 'PACKSIZE' as code, x as value, n as seq from unnest(array['50 g','100 g','200 g','250 g','500 g',
                  '1 kg','5 kg','100 ml','200 ml','500 ml','1 L','2 L']) with ordinality as t(x, n)
                union all
                select 'PACKTYPE', initcap(x), n from unnest(array['bag','bar','bottle','box','jar','packet','pouch','tin'])
                  with ordinality as t(x, n)) v on v.code = a.code
          where a.client_id = ${clientId}`,
    );
    await step(
      'product attribute values',
      sql`insert into product_attribute_values (product_id, value_id, attribute_id)
          select p.id, av.id, av.attribute_id from products p
          join attributes a on a.client_id = ${clientId} and a.code in ('PACKSIZE', 'PACKTYPE')
          join attribute_values av on av.attribute_id = a.id
            and av.value = case a.code when 'PACKSIZE' then p.pack_size else initcap(p.pack_type) end
          where p.client_id = ${clientId}`,
    );
    await step(
      'product attribute numbers',
      sql`insert into product_attribute_numbers (product_id, attribute_id, value)
          select p.id, a.id, case
              when p.pack_size like '% kg' then split_part(p.pack_size, ' ', 1)::numeric * 1000
              when p.pack_size like '% L' then split_part(p.pack_size, ' ', 1)::numeric * 1000
              else split_part(p.pack_size, ' ', 1)::numeric end
          from products p join attributes a on a.client_id = ${clientId} and a.code = 'NETQTY'
          where p.client_id = ${clientId}`,
    );
    await step(
      'schemes',
      sql`insert into schemes (client_id, code, name, narration, type, colour, starts_at, ends_at)
          select ${clientId}, 'LS' || g, b.name || case when g <= 45 then ' Buy 10 Get 1 Free' else ' Quarterly Target' end,
            case when g <= 45 then 'Buy 10 get 1 free on every ' || b.name || ' pack.'
              else 'Order 500 pieces of ' || b.name || ' this quarter for 2% back.' end,
            case when g <= 45 then 'PROMO' else 'QPS' end, b.colour,
            ${now} - interval '30 days', ${now} + interval '60 days'
          from generate_series(1, 50) g join brands b on b.client_id = ${clientId} and b.parent_id is null and b.seq = g * 10`,
    );
    await tx.execute(
      sql`insert into scheme_slabs (scheme_id, seq, min_qty, free_qty, discount_percent, narration)
          select s.id, 1, case when s.type = 'PROMO' then 10 else 500 end, case when s.type = 'PROMO' then 1 else 0 end,
            case when s.type = 'PROMO' then 0 else 2 end,
            case when s.type = 'PROMO' then 'Buy 10 get 1 free' else '500 pieces: 2% back' end
          from schemes s where s.client_id = ${clientId}`,
    );
    await step(
      'scheme products',
      sql`insert into scheme_products (scheme_id, product_id)
          select s.id, p.id from schemes s
          join brands b on b.client_id = ${clientId} and b.parent_id is null and b.seq = substr(s.code, 3)::int * 10
          join products p on p.brand_id = b.id and p.client_id = ${clientId}
          where s.client_id = ${clientId}`,
    );
    await step(
      'discounts',
      sql`with ins as (
            insert into discounts (client_id, code, name, description, type, value, starts_at, ends_at)
            select ${clientId}, 'LD' || g, g * 2 || '% off ' || b.name, g * 2 || '% off every ' || b.name || ' pack.', 'PCT',
              1 + g % 10, ${now} - interval '10 days', ${now} + interval '50 days'
            from generate_series(1, 30) g join brands b on b.client_id = ${clientId} and b.parent_id is null and b.seq = 300 + g
            returning id, code)
          insert into discount_products (discount_id, product_id)
          select ins.id, p.id from ins
          join brands b on b.client_id = ${clientId} and b.parent_id is null and b.seq = 300 + substr(ins.code, 3)::int
          join products p on p.brand_id = b.id and p.client_id = ${clientId}`,
    );
    await step(
      'orders',
      sql`with r as (select rd.retailer_id, rd.distributor_id, row_number() over (order by rd.retailer_id) as k
            from retailer_distributors rd join retailers x on x.id = rd.retailer_id
            where x.client_id = ${clientId} and rd.is_default)
          insert into orders (client_id, retailer_id, distributor_id, order_no, status, created_at)
          select ${clientId}, r.retailer_id, r.distributor_id, 'LSO' || lpad(g::text, 7, '0'),
            case when g % 23 = 0 then 'C' when g % 7 = 0 then 'I' else 'S' end,
            ${now} - make_interval(days => g % 365, mins => g % 1440)
          from generate_series(1, ${orderCount}) g join r on r.k = 1 + g % ${retailerCount}`,
    );
    await step(
      'order lines',
      sql`with o as (select id, row_number() over (order by id) as g from orders where client_id = ${clientId})
          insert into order_lines (order_id, product_id, qty, price)
          select o.id, p.id, p.conversion_qty * (1 + (o.g + k) % 4), p.mrp * 0.85
          from o cross join generate_series(1, ${linesPerOrder}) k
          join large_products lp on lp.idx = 1 + ((o.g * 7919 + k * 104729) % case when k <= 4 then 2000 else ${productCount} end)
          join products p on p.id = lp.id`,
    );
    await step(
      'order totals',
      sql`update orders o set total_amount = t.amount
          from (select order_id, sum(qty * price) as amount from order_lines ol join orders x on x.id = ol.order_id
                where x.client_id = ${clientId} group by order_id) t
          where o.id = t.order_id`,
    );
    {
      const started = Date.now();
      await seedLargeSalesReturns(tx, { clientId, retailers: Math.min(64, retailerCount), now: new Date() });
      await seedLargeExchanges(tx, { clientId, retailers: Math.min(64, retailerCount), now: new Date() });
      await seedLargePayments(tx, { clientId, now: new Date() });
      log(`sales and exchange returns, payments (${Date.now() - started} ms)`);
    }
    {
      const started = Date.now();
      await seedLargeLedger(tx, { clientId, now: new Date(), timeZone: 'Asia/Kolkata' });
      log(`ledgers (${Date.now() - started} ms)`);
    }
    {
      const started = Date.now();
      await seedLargeRewards(tx, { clientId, now: new Date(), timeZone: 'Asia/Kolkata', retailers: 64 });
      log(`rewards (${Date.now() - started} ms)`);
      await seedLargeLoyalty(tx, { clientId, now: new Date(), timeZone: 'Asia/Kolkata' });
      log(`clubs and enrolments (${Date.now() - started} ms)`);
      await seedKpi(tx, { clientId, retailerIds: null, now: new Date(), timeZone: 'Asia/Kolkata' });
      log(`KPI targets, waybills and order sources (${Date.now() - started} ms)`);
      await seedLargeNotifications(tx, {
        clientId,
        now: new Date(),
        retailers: Math.min(500, retailerCount),
        perRetailer: 60,
      });
      log(`notifications (${Date.now() - started} ms)`);
    }
    {
      const started = Date.now();
      await seedLargeStore(tx, {
        clientId,
        retailers: Math.min(64, retailerCount),
        // A full store at the bench's scale (100,000 catalogue products); less for a smaller seed.
        products: Math.min(500, Math.ceil(productCount / 200)),
        consumers: Math.min(1000, Math.ceil(productCount / 100)),
        now: new Date(),
      });
      log(`stores (${Date.now() - started} ms)`);
    }
    await step(
      'signals',
      sql`insert into product_signals (client_id, kind, product_id, retailer_id, score, suggested_qty)
          select ${clientId}, k.kind, lp.id,
            case when k.kind in ('OPPORTUNITY', 'RELEVANT', 'SMART_BASKET') then
              (select id from retailers where client_id = ${clientId} and code = 'LR00001') end,
            1000 - n, case when k.kind in ('RELEVANT', 'SMART_BASKET') then 12 else 0 end
          from (values ('RECOMMENDED', 500, 3), ('HOT_DEAL', 300, 5), ('MUST_TRY', 200, 7), ('OPPORTUNITY', 200, 11),
                       ('RELEVANT', 100, 13), ('SMART_BASKET', 100, 17)) k(kind, total, step)
          cross join generate_series(1, 1000) n
          join large_products lp on lp.idx = 1 + (n * k.step * 97) % ${productCount}
          where n <= k.total`,
    );
    await step(
      'favourites and banners',
      sql`insert into favourites (retailer_id, distributor_id, product_id, client_id)
          select r.id, rd.distributor_id, dp.product_id, ${clientId}
          from retailers r join retailer_distributors rd on rd.retailer_id = r.id and rd.is_default
          join lateral (select product_id from distributor_products where distributor_id = rd.distributor_id
            order by product_id limit 50) dp on true
          where r.client_id = ${clientId} and r.code = 'LR00001'`,
    );
    await tx.execute(
      sql`insert into banners (client_id, type, title, subtitle, colour, scheme_id, channel, state, link, seq, starts_at, ends_at)
          select ${clientId}, t.type, t.title, t.subtitle, t.colour,
            case when t.type = 'SCH' then (select min(id) from schemes where client_id = ${clientId}) end,
            case when t.type = 'CH' then 'General Trade' end, case when t.type = 'LOC' then 'Karnataka' end,
            case when t.type = 'DL' then 'qpsSchemes' end, t.seq, ${now} - interval '5 days', ${now} + interval '30 days'
          from (values ('SCH', 'Buy 10 Get 1 Free', 'On hundreds of packs', '#ea580c', 10),
                       ('CH', 'General Trade Week', 'Stock up for your store', '#a16207', 20),
                       ('LOC', 'Karnataka Specials', 'Regional favourites', '#0e7490', 30),
                       ('DL', 'Monthly targets', 'See your progress', '#0f766e', 40)) t(type, title, subtitle, colour, seq)`,
    );
    return { created: true, clientId };
  });
  if (result.created) {
    // Outside the bulk transaction: the pictures go through the file store.
    const retailers = Math.min(64, retailerCount);
    await seedLargeComplaints(db, {
      clientId: result.clientId,
      retailers,
      perRetailer: 20,
      files: options.files ?? postgresFileStore(db),
      now: new Date(),
    });
    log(`complaints: 20 each for ${retailers} retailers`);
    await seedLargeContent(db, {
      clientId: result.clientId,
      files: options.files ?? postgresFileStore(db),
      now: new Date(),
      count: 2000,
    });
    log('digital content: 2000 items');
    await seedLargeSurveys(db, {
      clientId: result.clientId,
      files: options.files ?? postgresFileStore(db),
      now: new Date(),
      count: 200,
      retailers,
      perRetailer: 30,
    });
    log(`surveys: 205, 30 past responses each for ${retailers} retailers`);
    await seedLargeStoreMedia(db, {
      clientId: result.clientId,
      retailers,
      perKind: 6,
      files: options.files ?? postgresFileStore(db),
      now: new Date(),
    });
    log(`store banners and images: 6 each for ${retailers} retailers`);
  }
  // After a bulk load: statistics for the planner, and the visibility map that lets counts and
  // lists read indexes alone (index-only scans; autovacuum may be off or late). VACUUM cannot run
  // inside the transaction.
  const started = Date.now();
  await db.execute(sql`vacuum analyze`);
  log(`vacuum analyze (${Date.now() - started} ms)`);
  return result;
}
