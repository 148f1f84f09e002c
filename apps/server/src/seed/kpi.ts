/**
 * KPI dashboard, AWB and order source demo data (docs/decisions/110).
 *
 * Targets: the company's monthly targets of the retailers for the current month and the eleven
 * before it, drawn from each retailer's own invoiced average of the last year (value and pieces,
 * rounded), a little above or below it month by month so some months are met and some are not,
 * with a floor for a shop that bought little; billed products and orders placed get small whole
 * targets. AWB: every invoice that has left the distributor (marked delivered, or raised more than
 * a day ago) gets its courier's waybill number. Order source: of the orders seeded before today,
 * every fifth was taken by the sales representative and every seventh by the call centre; the
 * orders the app places (and exchange orders, which only the app makes) keep APP.
 *
 * Demo: the listed retailers; large: every retailer with orders, set-based.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { intArray } from '../db/sql.ts';

export async function seedKpi(
  db: Db | Tx,
  input: { clientId: number; retailerIds: number[] | null; now: Date; timeZone: string },
): Promise<void> {
  const { clientId, timeZone } = input;
  const only = input.retailerIds === null ? sql`true` : sql`r.id = any(${intArray(input.retailerIds)})`;
  const now = input.now.toISOString();
  await db.execute(
    sql`insert into kpi_targets (client_id, retailer_id, month, kpi, target)
        with months as (
          select n, to_char(date_trunc('month', ${now}::timestamptz at time zone ${timeZone}) - make_interval(months => n), 'YYYY-MM') as month
          from generate_series(0, 11) n),
        sales as (
          select o.retailer_id, coalesce(sum(il.net_amount), 0) / 12 as sv,
            coalesce(sum(il.qty) filter (where not ol.is_free), 0) / 12 as pv
          from orders o join invoices i on i.order_id = o.id
          join invoice_lines il on il.invoice_id = i.id join order_lines ol on ol.id = il.order_line_id
          where o.client_id = ${clientId}
            and i.invoice_date >= to_char(${now}::timestamptz at time zone ${timeZone} - interval '12 months', 'YYYY-MM-DD')
          group by o.retailer_id),
        shops as (
          select r.id from retailers r where r.client_id = ${clientId} and ${only}
            and exists (select 1 from orders o where o.retailer_id = r.id))
        select ${clientId}, s.id, m.month, k.kpi,
          case k.kpi
            when 'SV' then greatest(20000, round(coalesce(a.sv, 0) * (0.85 + 0.1 * ((m.n + s.id) % 4)) / 100) * 100)
            when 'PV' then greatest(100, round(coalesce(a.pv, 0) * (0.85 + 0.1 * ((m.n + s.id) % 4)) / 10) * 10)
            when 'BSKU' then 6 + (m.n + s.id) % 3
            else 2 + (m.n + s.id) % 2
          end
        from shops s cross join months m
        cross join (values ('SV'), ('PV'), ('BSKU'), ('ORD')) k(kpi)
        left join sales a on a.retailer_id = s.id
        on conflict (retailer_id, month, kpi) do nothing`,
  );
  await db.execute(
    sql`update invoices i set awb_number = (73000000000 + i.id * 7919)::text
        from orders o join retailers r on r.id = o.retailer_id
        where o.id = i.order_id and i.client_id = ${clientId} and ${only} and i.awb_number is null
          and (i.delivered_on is not null or i.created_at < ${now}::timestamptz - interval '1 day')`,
  );
  await db.execute(
    sql`update orders o set order_source = case when o.id % 5 = 0 then 'SALES_REP' else 'CALL_CENTRE' end
        from retailers r
        where r.id = o.retailer_id and o.client_id = ${clientId} and ${only}
          and (o.id % 5 = 0 or o.id % 7 = 0) and o.created_at < ${now}::timestamptz - interval '1 day'
          and not exists (select 1 from sales_returns sr where sr.exchange_order_id = o.id)`,
  );
}
