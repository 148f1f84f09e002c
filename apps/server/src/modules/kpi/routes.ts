/**
 * The KPI dashboard's call (second spec section 7, /KPI/Monthly; route kpiDashboard;
 * docs/decisions/110). It answers for the session's own retailer only and takes no id.
 */
import { type TKpiMonthlyRequest, ZKpiMonthlyRequest } from '@restock/domain/contracts/kpi';
import { todayIn } from '@restock/domain/rules/delivery';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { post } from '../../http/route.ts';
import { kpiMonthly } from './service.ts';

const EXAMPLE: TKpiMonthlyRequest = { Month: '2026-11', Months: 6 };

export function registerKpiRoutes(app: FastifyInstance, deps: AppDeps): void {
  const db = deps.database.db;
  post(
    app,
    deps,
    '/KPI/Monthly',
    {
      body: ZKpiMonthlyRequest,
      summary:
        "The retailer's KPIs of a month (default the current one; a later month is E008) against the company's targets: SV invoiced value, PV invoiced pieces, BSKU billed products, ORD orders placed, each with its target (null when none is set), achievement, percentage, balance and the Months (default 6, at most 12) before it, oldest first (decision 110).",
      tags: ['KPI'],
      example: EXAMPLE,
    },
    async (ctx) => {
      const data = await kpiMonthly(
        db,
        {
          clientId: ctx.session.clientId,
          retailerId: ctx.session.retailerId,
          // The invoiced sales through loyalty's per-process copy (decision 101).
          versions: { returns: ctx.session.returnsVersion, catalogue: ctx.session.catalogueVersion },
        },
        {
          ...(ctx.body.Month === undefined ? {} : { month: ctx.body.Month }),
          ...(ctx.body.Months === undefined ? {} : { months: ctx.body.Months }),
          today: todayIn(ctx.now, ctx.client.timeZone),
          timeZone: ctx.client.timeZone,
        },
      );
      return ok(data, { count: data.Kpis.length, totalCount: data.Kpis.length });
    },
  );
}
