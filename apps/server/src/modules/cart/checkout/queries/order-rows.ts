/**
 * The SQL that writes orders (docs/decisions/046, 084), apart from the cart's reads: the rows as
 * one jsonb parameter, the order ids reserved from the sequence, and one order written without a
 * cart (the exchange return's). Kept apart from queries.ts so the cart's public face can offer the
 * order writer without importing the retailer module (an import loop).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../../db/client.ts';
import { queryRows } from '../../../../db/sql.ts';
import { int } from '../../../../db/values.ts';

/** A statement or a part of one (what orders.ts hands back to this file). */
export type Statement = SQL;

/** `count` new ids of the orders' sequence. */
export async function nextOrderIds(exec: Db | Tx, count: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    exec,
    sql`select nextval(pg_get_serial_sequence('orders', 'id')) as id
        from generate_series(1, ${count})`,
  );
  return rows.map((r) => int(r.id));
}

/**
 * `insert into <table> (<columns>) select ... from jsonb_populate_recordset(...)`: the rows travel
 * as one jsonb parameter, so the statement's text is the same whatever the number of orders and
 * lines, and the submit's write is parsed and planned once per connection (prepared, decision 057).
 * `computed` columns take an SQL expression instead of a value of the rows.
 */
export function insertRows<R extends object>(
  table: string,
  columns: ReadonlyArray<keyof R & string>,
  rows: readonly R[],
  computed: Record<string, SQL> = {},
): SQL {
  const names = [...columns, ...Object.keys(computed)].map((c) => sql.identifier(c));
  const values = [...columns.map((c) => sql`r.${sql.identifier(c)}`), ...Object.values(computed)];
  return sql`insert into ${sql.identifier(table)} (${sql.join(names, sql`, `)})
    select ${sql.join(values, sql`, `)}
    from jsonb_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(rows)}::jsonb) as r`;
}

/** The order statements of one submit. */
export interface OrderWrites {
  orders: SQL;
  lines: SQL;
  history: SQL;
}

/** The columns of an order header the database fills: its order number, and the submission's id. */
export function orderComputedColumns(submissionId: number | SQL | null): Record<string, SQL> {
  return {
    order_no: sql`'SO' || nextval('order_no_seq')`,
    submission_id:
      submissionId === null
        ? sql`null::int`
        : typeof submissionId === 'number'
          ? sql`${submissionId}::int`
          : submissionId,
  };
}

/** The id of the submission written in the same statement (its CTE). */
export const SUBMISSION_ID: SQL = sql`(select id from submission)`;

/**
 * Writes one order made outside a cart (the exchange return's replacement order, docs/decisions/084)
 * inside the caller's transaction: its header, lines and history. Answers the order's number.
 */
export async function writeOrderWithoutCart(tx: Tx, orderId: number, writes: OrderWrites): Promise<string> {
  await tx.execute(writes.orders);
  await tx.execute(writes.lines);
  await tx.execute(writes.history);
  const [row] = await queryRows<{ order_no: string }>(
    tx,
    sql`select order_no from orders where id = ${orderId}`,
  );
  return String(row?.order_no ?? '');
}
