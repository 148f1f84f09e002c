/**
 * The query layer of the exchange return (docs/decisions/084): the exchange a retailer submitted
 * with an idempotency key, and the link from its return to its replacement order.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/sql.ts';
import { type AddressOwner, markAddressUsedStatement } from '../retailer/service.ts';

export interface ExchangeRow {
  return_id: number;
  return_no: string;
  request_hash: string | null;
  kind: string;
  order_id: number | null;
  order_no: string | null;
}

/** The return (of any kind) a retailer submitted with `key`, with its exchange order. */
export async function findExchangeByKey(
  tx: Tx,
  retailerId: number,
  key: string,
): Promise<ExchangeRow | null> {
  const [row] = await queryRows<ExchangeRow>(
    tx,
    sql`select sr.id as return_id, sr.return_no, sr.request_hash, sr.kind, o.id as order_id, o.order_no
        from sales_returns sr left join orders o on o.id = sr.exchange_order_id
        where sr.retailer_id = ${retailerId} and sr.idempotency_key = ${key}`,
  );
  return row ?? null;
}

export async function linkExchangeOrder(tx: Tx, returnId: number, orderId: number): Promise<void> {
  await tx.execute(sql`update sales_returns set exchange_order_id = ${orderId} where id = ${returnId}`);
}

/** The address the exchange order went to is the last used (the checkout picks it first next time). */
export async function markAddressUsed(
  tx: Tx,
  owner: AddressOwner,
  addressId: number,
  now: Date,
): Promise<void> {
  await tx.execute(markAddressUsedStatement(owner, addressId, now));
}
