/**
 * The query layer of the KPI dashboard (docs/decisions/110): the company's monthly targets of a
 * retailer and the orders it placed per month. Invoiced sales are the loyalty module's (its
 * service's invoicedByMonth), not read here.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { queryRows } from '../../db/sql.ts';

export interface TargetRow {
  month: string;
  kpi: string;
  /** Numeric text: rupees for SV, whole units for the others. */
  target: string;
}

/** The retailer's targets of the months from..to (YYYY-MM, both included). */
export async function findTargets(
  db: Db | Tx,
  input: { clientId: number; retailerId: number; from: string; to: string },
): Promise<TargetRow[]> {
  return queryRows<TargetRow>(
    db,
    sql`select month, kpi, target::text as target from kpi_targets
        where client_id = ${input.clientId} and retailer_id = ${input.retailerId}
          and month between ${input.from} and ${input.to}`,
    { prepare: 'kpi-targets' },
  );
}

/**
 * Orders the retailer placed per month of their placing (the client's zone) between two dates
 * (YYYY-MM-DD, both included), at every distributor of the client, cancelled ones left out.
 */
export async function findOrdersByMonth(
  db: Db | Tx,
  input: { clientId: number; retailerId: number; from: string; to: string; timeZone: string },
): Promise<Array<{ month: string; orders: number }>> {
  return queryRows<{ month: string; orders: number }>(
    db,
    sql`select to_char(o.created_at at time zone ${input.timeZone}, 'YYYY-MM') as month, count(*)::int as orders
        from orders o
        where o.retailer_id = ${input.retailerId} and o.client_id = ${input.clientId} and o.status <> 'C'
          and o.created_at >= (${input.from}::date)::timestamp at time zone ${input.timeZone}
          and o.created_at < ((${input.to}::date) + 1)::timestamp at time zone ${input.timeZone}
        group by 1`,
    { prepare: 'kpi-orders' },
  );
}
