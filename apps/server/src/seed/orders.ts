/**
 * Demo order history. The catalogue seed ("Past orders" in catalogue.ts) writes bare orders
 * (retailer, distributor, date, product, pieces, price) for the product tabs; this file makes
 * them what an order placed through checkout looks like: the product snapshot on each line, the
 * amounts priced with rules/pricing, the delivery address copied, the delivery date of
 * rules/delivery, and a life after submit — statuses of every kind across the last months with
 * their history, and invoices for the invoiced and partly completed ones — moved through the
 * fulfilment functions (modules/orders/fulfilment.ts, reached through orders/service.ts), so the
 * seed obeys the same transitions.
 */
import type { OrderStatus } from '@restock/domain/codes';
import type { TRetailerAddress } from '@restock/domain/contracts/retailer';
import { deliveryDates, formatApiDate, localDateTime } from '@restock/domain/rules/delivery';
import { formatPaise, priceLine, totalCart } from '@restock/domain/rules/pricing';
import { parseSettings } from '@restock/domain/settings';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { intArray, queryRows, timestamp } from '../db/sql.ts';
import { int, isoDate } from '../db/values.ts';
import { moveOrderStatus, recordInvoice } from '../modules/orders/service.ts';

const HOUR = 60 * 60 * 1000;

type Row = Record<string, unknown>;

async function clientFacts(
  db: Db | Tx,
  clientId: number,
): Promise<{ timeZone: string; isPriceIncludingTax: boolean }> {
  const [client] = await queryRows<{ time_zone: string }>(
    db,
    sql`select time_zone from clients where id = ${clientId}`,
  );
  const settings = parseSettings(
    await queryRows<{ key: string; value: string }>(
      db,
      sql`select key, value from client_settings where client_id = ${clientId}`,
    ),
  );
  return {
    timeZone: client?.time_zone ?? 'Asia/Kolkata',
    isPriceIncludingTax: settings.flags.isPriceIncludingTax,
  };
}

/**
 * The address an order was delivered to: the retailer's default address when it has one, else
 * the address on its profile (every demo retailer trades in Mumbai).
 */
function addressOf(r: Row): TRetailerAddress {
  if (r.address_id !== null && r.address_id !== undefined) {
    return {
      RetAddress_Id: int(r.address_id),
      AddressID: int(r.address_id),
      Address1: String(r.a_address1),
      Address2: String(r.a_address2 ?? ''),
      City: String(r.a_city),
      State: String(r.a_state),
      Country: String(r.a_country),
      Zip: String(r.a_zip),
      MobileNo: String(r.a_mobile),
      Default: true,
      isAddressSelected: true,
    };
  }
  return {
    RetAddress_Id: 0,
    AddressID: 0,
    Address1: String(r.r_address ?? ''),
    Address2: '',
    City: 'Mumbai',
    State: String(r.r_state ?? ''),
    Country: String(r.r_country ?? ''),
    Zip: String(r.r_zip ?? ''),
    MobileNo: String(r.r_mobile ?? ''),
    Default: true,
    isAddressSelected: true,
  };
}

/**
 * Completes bare orders: each line gets the product's snapshot and its amounts (rules/pricing
 * priceLine with the product's tax and the client's price-including-tax setting), the order its
 * totals, address copy, standard delivery date and the first status history row (I, when placed).
 * Orders already completed (they have status history) are left alone, so it can run again.
 */
export async function completeOrders(
  db: Db | Tx,
  clientId: number,
  orderIds: readonly number[],
): Promise<void> {
  if (orderIds.length === 0) return;
  const facts = await clientFacts(db, clientId);
  const orderRows = await queryRows<Row>(
    db,
    sql`select o.id, o.created_at, o.distributor_id, d.standard_lead_days, d.express_lead_days,
          d.delivery_weekdays, a.id as address_id, a.address1 as a_address1, a.address2 as a_address2,
          a.city as a_city, a.state as a_state, a.country as a_country, a.zip as a_zip,
          a.mobile_no as a_mobile, r.address as r_address, r.state as r_state, r.country as r_country,
          r.zip_code as r_zip, r.mobile as r_mobile
        from orders o
        join distributors d on d.id = o.distributor_id
        join retailers r on r.id = o.retailer_id
        left join retailer_addresses a on a.retailer_id = o.retailer_id and a.is_default
        where o.client_id = ${clientId} and o.id = any(${intArray(orderIds)})
          and not exists (select 1 from order_status_history h where h.order_id = o.id)
        order by o.id`,
  );
  if (orderRows.length === 0) return;
  const lineRows = await queryRows<Row>(
    db,
    sql`select ol.id, ol.order_id, ol.qty, ol.price::text as price, p.id as product_id, p.client_id, p.name,
          p.code, coalesce(p.image_url, '/images/products/' || p.id || '.svg') as image_url, p.conversion_qty,
          p.brand_id, b.name as brand_name, p.category_id, c.name as category_name, p.points,
          p.tax_percent::text as tax_percent
        from order_lines ol
        join products p on p.id = ol.product_id
        join brands b on b.id = p.brand_id
        join categories c on c.id = p.category_id
        where ol.order_id = any(${intArray(orderRows.map((o) => int(o.id)))})
        order by ol.id`,
  );
  for (const order of orderRows) {
    const orderId = int(order.id);
    const placedAt = new Date(isoDate(order.created_at));
    const lines = lineRows.filter((l) => int(l.order_id) === orderId);
    const priced = lines.map((l) => ({
      line: l,
      amounts: priceLine(
        { qty: int(l.qty), price: String(l.price), taxPercent: String(l.tax_percent) },
        { isPriceIncludingTax: facts.isPriceIncludingTax },
      ),
    }));
    for (const { line, amounts } of priced) {
      await db.execute(
        sql`update order_lines set principal_id = ${int(line.client_id)}, product_name = ${String(line.name)},
              product_code = ${String(line.code)}, image_url = ${String(line.image_url)},
              conversion_qty = ${int(line.conversion_qty)}, brand_id = ${int(line.brand_id)},
              brand_name = ${String(line.brand_name)}, group_id = ${int(line.category_id)},
              group_name = ${String(line.category_name)}, split_id = ${int(line.brand_id)},
              split_name = ${String(line.brand_name)}, product_points = ${int(line.points)},
              tax_percent = ${String(line.tax_percent)}, line_total = ${formatPaise(amounts.gross)},
              disc_amount = ${formatPaise(amounts.discount)}, scheme_amount = ${formatPaise(amounts.scheme)},
              tax_amount = ${formatPaise(amounts.tax)}, net_amount = ${formatPaise(amounts.net)}
            where id = ${int(line.id)}`,
      );
    }
    const totals = totalCart(priced.map((p) => p.amounts));
    const weekdays = Array.isArray(order.delivery_weekdays) ? order.delivery_weekdays.map(Number) : [];
    const dates = deliveryDates(placedAt, facts.timeZone, {
      deliveryDays: weekdays,
      standardLeadDays: int(order.standard_lead_days),
      expressLeadDays: int(order.express_lead_days),
      expressEnabled: false,
    });
    await db.execute(
      sql`update orders set line_count = ${lines.length},
            total_qty = ${lines.reduce((n, l) => n + int(l.qty), 0)},
            gross_amount = ${formatPaise(totals.gross)}, disc_amount = ${formatPaise(totals.discount)},
            scheme_amount = ${formatPaise(totals.scheme)}, tax_amount = ${formatPaise(totals.tax)},
            total_amount = ${formatPaise(totals.net)}, delivery_date = ${formatApiDate(dates.standard)},
            address_id = ${order.address_id === null || order.address_id === undefined ? null : int(order.address_id)},
            address = ${JSON.stringify(addressOf(order))}::jsonb, updated_at = ${timestamp(placedAt)}
          where id = ${orderId}`,
    );
    await db.execute(
      sql`insert into order_status_history (order_id, status, remarks, changed_at)
          values (${orderId}, 'I', 'Order placed', ${timestamp(placedAt)})`,
    );
  }
}

/** The moves from I to each status, as a distributor makes them ('invoice' bills what is allocated). */
const PATHS: Record<OrderStatus, ReadonlyArray<OrderStatus | 'invoiceAll' | 'invoicePart'>> = {
  I: [],
  B: ['B'],
  H: ['B', 'H'],
  A: ['B', 'A'],
  S: ['B', 'A', 'invoiceAll', 'S'],
  P: ['B', 'A', 'invoicePart', 'P'],
  N: ['B', 'A', 'N'],
  C: ['C'],
};

const REMARKS: Partial<Record<OrderStatus, string>> = {
  B: 'Acknowledged by the distributor',
  H: 'On hold: credit limit reached',
  A: 'Stock allocated',
  S: 'Invoiced in full',
  P: 'Partly delivered; the rest is back-ordered',
  N: 'Closed without invoice: out of stock',
  C: 'Cancelled by the retailer',
};

/**
 * Moves a completed order from I to `target` the way a distributor would, a few hours between
 * steps (never later than `now`), invoicing at allocation: everything for S, the first half of
 * the lines for P.
 */
export async function walkOrderTo(
  db: Db | Tx,
  input: {
    clientId: number;
    orderId: number;
    target: OrderStatus;
    placedAt: Date;
    now: Date;
    timeZone: string;
  },
): Promise<void> {
  const steps = PATHS[input.target];
  const span = Math.max(0, input.now.getTime() - input.placedAt.getTime());
  const gap = Math.min(18 * HOUR, span / (steps.length + 1));
  let at = input.placedAt;
  for (const step of steps) {
    at = new Date(at.getTime() + gap);
    if (step === 'invoiceAll' || step === 'invoicePart') {
      const lines =
        step === 'invoicePart'
          ? await queryRows<{ id: number; qty: number }>(
              db,
              sql`select id, qty from order_lines where order_id = ${input.orderId} and not is_free order by id`,
            )
          : null;
      const half = lines ? lines.slice(0, Math.max(1, Math.ceil(lines.length / 2))) : null;
      await recordInvoice(db, {
        clientId: input.clientId,
        orderId: input.orderId,
        invoiceDate: formatApiDate(localDateTime(at, input.timeZone).date),
        at,
        ...(half ? { lines: half.map((l) => ({ orderLineId: int(l.id), qty: int(l.qty) })) } : {}),
      });
      continue;
    }
    await moveOrderStatus(db, {
      clientId: input.clientId,
      orderId: input.orderId,
      to: step,
      at,
      remarks: REMARKS[step] ?? '',
    });
  }
}

export interface DemoOrder {
  id: number;
  /** The status the order has reached today. */
  target: OrderStatus;
}

/**
 * Completes the demo's bare orders and walks each to its status. The catalogue seed inserts them
 * in status I (so the walk is real); their dates are kept, so the product tabs read the same
 * purchases.
 */
export async function seedDemoOrders(
  db: Db | Tx,
  input: { clientId: number; now: Date; orders: readonly DemoOrder[] },
): Promise<void> {
  await completeOrders(
    db,
    input.clientId,
    input.orders.map((o) => o.id),
  );
  const { timeZone } = await clientFacts(db, input.clientId);
  const placed = await queryRows<{ id: number; created_at: unknown }>(
    db,
    sql`select id, created_at from orders where id = any(${intArray(input.orders.map((o) => o.id))})`,
  );
  const placedAt = new Map(placed.map((r) => [int(r.id), new Date(isoDate(r.created_at))]));
  for (const o of input.orders) {
    const at = placedAt.get(o.id);
    if (!at) continue;
    await walkOrderTo(db, {
      clientId: input.clientId,
      orderId: o.id,
      target: o.target,
      placedAt: at,
      now: input.now,
      timeZone,
    });
  }
  await markOldInvoicesDelivered(db, {
    clientId: input.clientId,
    now: input.now,
    timeZone,
    olderThanDays: 75,
  });
}

/**
 * Invoice delivery marking in the demo (docs/decisions/055): invoices dated more than
 * `olderThanDays` ago were received two days after their date, as a retailer would have marked
 * them; the newer ones wait on the delivery status screen.
 */
export async function markOldInvoicesDelivered(
  db: Db | Tx,
  input: { clientId: number; now: Date; timeZone: string; olderThanDays: number },
): Promise<void> {
  const today = formatApiDate(localDateTime(input.now, input.timeZone).date);
  await db.execute(
    sql`update invoices set delivered_on = to_char(invoice_date::date + 2, 'YYYY-MM-DD'),
          delivery_marked_at = (invoice_date::date + 2)::timestamp at time zone ${input.timeZone} + interval '18 hours'
        where client_id = ${input.clientId} and delivered_on is null
          and invoice_date::date < ${today}::date - ${input.olderThanDays}::int`,
  );
}
