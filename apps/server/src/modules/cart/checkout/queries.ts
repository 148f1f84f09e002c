/**
 * The SQL of checkout: what a submit reads (in one statement with the cart's lines), the order ids
 * it reserves, the statements that write its orders and submission (run inside the cart's one
 * closing write), and the cart revision an order code confirms.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { queryRows, timestamp } from '../../../db/sql.ts';
import { int } from '../../../db/values.ts';
import { addressesJson, markAddressUsedStatement } from '../../retailer/service.ts';
import { type CartKey, cartRowsSelect, type PricingCartRow, writeCartIfUnchanged } from '../queries.ts';
import type { OrderWrites } from './queries/order-rows.ts';

export {
  insertRows,
  nextOrderIds,
  type OrderWrites,
  orderComputedColumns,
  type Statement,
  SUBMISSION_ID,
} from './queries/order-rows.ts';

export interface SubmissionRow {
  request_hash: string;
  order_ids: unknown;
}

export type SubmitRow = (PricingCartRow | { product_id: null }) & {
  revision: number | null;
  otp_revision: number | null;
  by_key: SubmissionRow | null;
  by_previous_revision: SubmissionRow | null;
  addresses: unknown;
};

/**
 * Everything a submit reads, in one statement (one snapshot, so the lines are those of the revision
 * read): the cart's revision (0 without a cart row), the submission of the Idempotency-Key and the
 * one of the cart's previous revision, the retailer's addresses, and the cart's lines.
 */
export async function findSubmitRows(
  exec: Db | Tx,
  cartKey: CartKey,
  now: Date,
  key: string | null,
): Promise<SubmitRow[]> {
  const submission = (where: SQL) =>
    sql`(select json_build_object('request_hash', s.request_hash, 'order_ids', s.order_ids)
      from order_submissions s where s.retailer_id = ${cartKey.retailerId} and ${where} limit 1)`;
  const owner = { clientId: cartKey.clientId, retailerId: cartKey.retailerId };
  return queryRows<SubmitRow>(
    exec,
    sql`select st.*, x.* from (
          select c.revision, c.otp_revision,
            ${submission(sql`s.idempotency_key = ${key}`)} as by_key,
            ${submission(sql`s.distributor_id = ${cartKey.distributorId} and s.cart_revision = coalesce(c.revision, 0) - 1`)} as by_previous_revision,
            ${addressesJson(owner)} as addresses
          from (select 1) one left join carts c
            on c.retailer_id = ${cartKey.retailerId} and c.distributor_id = ${cartKey.distributorId}) st
        left join lateral (${cartRowsSelect(cartKey, now)}) x on true
        order by x.line_created_at, x.product_id`,
    { prepare: 'submit_read' },
  );
}

/**
 * Empties the cart and moves its revision on, while the revision is still `revision`, and with it
 * records the submission, writes the orders with their lines and history and the address's use,
 * all in one statement.
 */
export async function writeSubmission(
  exec: Db | Tx,
  key: CartKey,
  revision: number,
  submit: {
    idempotencyKey: string | null;
    requestHash: string;
    orderIds: readonly number[];
    orders: OrderWrites;
    addressId: number;
    now: Date;
  },
): Promise<void> {
  const owner = { clientId: key.clientId, retailerId: key.retailerId };
  await writeCartIfUnchanged(
    exec,
    key,
    revision,
    {
      clear: true,
      also: [
        {
          name: 'submission',
          statement: sql`insert into order_submissions
                (client_id, retailer_id, distributor_id, idempotency_key, cart_revision, request_hash, order_ids, created_at)
                values (${key.clientId}, ${key.retailerId}, ${key.distributorId}, ${submit.idempotencyKey}, ${revision},
                  ${submit.requestHash}, ${JSON.stringify(submit.orderIds)}::jsonb, ${timestamp(submit.now)})
                returning id`,
        },
        { name: 'new_orders', statement: submit.orders.orders },
        { name: 'new_lines', statement: submit.orders.lines },
        { name: 'new_history', statement: submit.orders.history },
        {
          name: 'address_used',
          statement: markAddressUsedStatement(owner, submit.addressId, submit.now),
        },
      ],
    },
    submit.now,
  );
}

/** The cart's revision now (0 when it was never written). */
export async function findCartRevision(db: Db, key: CartKey): Promise<number> {
  const [row] = await queryRows<{ revision: number }>(
    db,
    sql`select revision from carts where retailer_id = ${key.retailerId} and distributor_id = ${key.distributorId}`,
  );
  return int(row?.revision);
}

/** Records the revision an order code confirmed; false when the cart is no longer at that revision. */
export async function confirmCartRevision(db: Db, key: CartKey, revision: number): Promise<boolean> {
  const updated = await queryRows(
    db,
    sql`update carts set otp_revision = ${revision}
        where retailer_id = ${key.retailerId} and distributor_id = ${key.distributorId} and revision = ${revision}
        returning revision`,
  );
  return updated.length > 0;
}
