import { formatPaise, toPaise } from '@restock/domain/rules/pricing';
import type { Db } from '../../db/client.ts';
import { money } from '../../db/values.ts';
import { AppError } from '../../http/errors.ts';
import { findOutbox, updateDistributorPrice } from './queries.ts';

/** The latest 10 text messages sent to a number (its last 10 digits), as /dev/Outbox answers them. */
export async function latestMessages(db: Db, clientId: number, to: string) {
  const rows = await findOutbox(db, clientId, to.slice(-10), 10);
  return rows.map((r) => ({ To: r.to, Body: r.body, CreatedOn: r.createdAt.toISOString() }));
}

/**
 * /dev/SetProductPrice: a distributor's price per piece of a product of the session's client.
 * Unknown, or another client's, product or distributor: E012 and nothing changes.
 *
 * Only distributor_products.price changes. The MRP (products.mrp) is the product's, shared by every
 * distributor, and neither the schema nor rules/pricing bound a buying price by it (the catalogue
 * only shows it), so it is left alone even when the new price is above it.
 *
 * No cache to clear: the update moves catalogue_version (statement trigger, migration 0010), which
 * every call reads with its session, so the next product list, search, cart or submit in any
 * process reads the new price (decision 053; the cart and submit price from the table anyway).
 */
export async function setProductPrice(
  db: Db,
  clientId: number,
  body: { DistributorId: number; ProductId: number; Price: number | string },
) {
  const price = formatPaise(toPaise(body.Price));
  const stored = await db.transaction(async (tx) => {
    const row = await updateDistributorPrice(tx, clientId, body.DistributorId, body.ProductId, price);
    // No row: roll back, so that not even the catalogue version moves.
    if (row === null) throw new AppError('E012', 'No data found: no such product at that distributor');
    return row;
  });
  return { DistributorId: body.DistributorId, ProductId: body.ProductId, Price: money(stored) };
}
