/**
 * The loyalty module's monthly sales and club enrolment calls (second spec section 7, /Loyalty/*;
 * route clubEnrollment; docs/decisions/101 and 102). Each answers for the session's own retailer
 * only; the one id a request carries, RequestedClubId, must be a club of the session's client
 * (E012 otherwise).
 */
import {
  type TClubEnrollmentCalcRequest,
  type TMonthlySalesRequest,
  type TSubmitClubEnrollmentRequest,
  ZClubEnrollmentCalcRequest,
  ZEmptyLoyaltyRequest,
  ZMonthlySalesRequest,
  ZSubmitClubEnrollmentRequest,
} from '@restock/domain/contracts/loyalty';
import { todayIn } from '@restock/domain/rules/delivery';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { idempotencyKeyOf } from '../../http/idempotency-key.ts';
import { post } from '../../http/route.ts';
import { findClientSettings } from '../appconfig/service.ts';
import {
  clubEnrollmentCalc,
  clubEnrollmentInfo,
  enrollmentExists,
  monthlySales,
  submitClubEnrollment,
} from './service.ts';

const TAGS = ['Loyalty'];

const MONTHLY_EXAMPLE: TMonthlySalesRequest = { Type: 'SV', Months: 12 };
const CALC_EXAMPLE: TClubEnrollmentCalcRequest = { RequestedClubId: 1, TargetType: 'SV' };
const SUBMIT_EXAMPLE: TSubmitClubEnrollmentRequest = {
  RequestedClubId: 1,
  TargetType: 'SV',
  YearlyTarget: 100000,
  Confirmed: true,
  IdempotencyKey: 'club-enrolment-0001',
};

export function registerLoyaltyRoutes(app: FastifyInstance, deps: AppDeps): void {
  const db = deps.database.db;
  // The versions let the sales reads use the per-process copy (service.ts salesRows, decision 101).
  const accountOf = (session: {
    clientId: number;
    retailerId: number;
    returnsVersion: number | null;
    catalogueVersion: number | null;
  }) => ({
    clientId: session.clientId,
    retailerId: session.retailerId,
    versions: { returns: session.returnsVersion, catalogue: session.catalogueVersion },
  });

  post(
    app,
    deps,
    '/Loyalty/GetMonthlySalesDetails',
    {
      body: ZMonthlySalesRequest,
      summary:
        "The retailer's invoiced sales per month, the last Months months (default 12, at most 24) up to the current one, oldest first, of one Type of the client's monthlySalesConfigJson: SV net value, PV pieces, RM regular (non-focus) value, FM focus-brand value, BSKU different products (decision 101). A type the client does not offer is E008.",
      tags: TAGS,
      example: MONTHLY_EXAMPLE,
    },
    async (ctx) => {
      const settings = await findClientSettings(db, ctx.client.id, ctx.session.configVersion);
      const data = await monthlySales(db, accountOf(ctx.session), {
        configRaw: settings.monthlySalesConfig,
        type: ctx.body.Type,
        months: ctx.body.Months,
        today: todayIn(ctx.now, ctx.client.timeZone),
      });
      return ok(data, { count: data.Months.length, totalCount: data.Months.length });
    },
  );

  post(
    app,
    deps,
    '/Loyalty/CheckEnrollmentExists',
    {
      body: ZEmptyLoyaltyRequest,
      summary:
        "Whether the retailer is enrolled in a club for the current financial year (April-March), with the enrolment's quarter targets and the achievement invoiced so far.",
      tags: TAGS,
      example: {},
    },
    async (ctx) => {
      const data = await enrollmentExists(db, accountOf(ctx.session), todayIn(ctx.now, ctx.client.timeZone));
      return ok(data);
    },
  );

  post(
    app,
    deps,
    '/Loyalty/GetClubEnrollmentInfo',
    {
      body: ZEmptyLoyaltyRequest,
      summary:
        "The enrolment's financial year and quarters, the client's clubs, the retailer's current club (E035 when none is mapped) and last financial year's invoiced sales per target type.",
      tags: TAGS,
      example: {},
    },
    async (ctx) => {
      const data = await clubEnrollmentInfo(
        db,
        accountOf(ctx.session),
        todayIn(ctx.now, ctx.client.timeZone),
      );
      return ok(data, { count: data.Clubs.length, totalCount: data.Clubs.length });
    },
  );

  post(
    app,
    deps,
    '/Loyalty/GetClubEnrollmentCalc',
    {
      body: ZClubEnrollmentCalcRequest,
      summary:
        "The yearly and quarter targets of a requested club and target type (SV value or PV volume): last year's achievement grown by the club's growth, never below its minimum; askConfirmation and bonusPercentage when the club is above the current one (decision 102). E035 no current club, E012 a club not of the client, E041 the club has no target of the type.",
      tags: TAGS,
      example: CALC_EXAMPLE,
    },
    async (ctx) => {
      const data = await clubEnrollmentCalc(db, accountOf(ctx.session), {
        clubId: ctx.body.RequestedClubId,
        type: ctx.body.TargetType,
        today: todayIn(ctx.now, ctx.client.timeZone),
      });
      return ok(data);
    },
  );

  post(
    app,
    deps,
    '/Loyalty/SubmitClubEnrollment',
    {
      body: ZSubmitClubEnrollmentRequest,
      summary:
        "Enrols the retailer in the requested club for the current financial year with the calculated targets, once: the same Idempotency-Key and body replays the enrolment (another body 422); a second enrolment of the year is E038 409; a YearlyTarget other than the calculation's is E042 (calculate again); an upgrade without Confirmed is E008.",
      tags: TAGS,
      example: SUBMIT_EXAMPLE,
    },
    async (ctx) => {
      const { enrollment } = await submitClubEnrollment(
        db,
        accountOf(ctx.session),
        ctx.body,
        idempotencyKeyOf(ctx),
        ctx.now,
        todayIn(ctx.now, ctx.client.timeZone),
      );
      return ok(enrollment);
    },
  );
}
