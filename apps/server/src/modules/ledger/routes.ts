/**
 * The retailer ledger's calls (route retailerLedger; docs/decisions/092 and 093):
 * /CustomerLedgerReport/Masters, the spec's ledger call (RetailerCode, DistributorCode, Month,
 * Year), and /CustomerLedgerReport/Export, the same month as the AccountLedger spreadsheet.
 * Both answer from the distributor-management service when it is configured, else from our ledger.
 */
import { type TRetailerLedgerRequest, ZRetailerLedgerRequest } from '@restock/domain/contracts/ledger';
import { todayIn } from '@restock/domain/rules/delivery';
import { isOfferedLedgerMonth, ledgerFileName } from '@restock/domain/rules/ledger';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { type FullRouteContext, post } from '../../http/route.ts';
import {
  type DistributorManagement,
  distributorManagementOf,
  dmsFailure,
} from '../../integrations/distributor-management.ts';
import { findClientSettings } from '../appconfig/service.ts';
import { hasMenuEntryAt } from '../orders/service.ts';
import { resolveScope } from '../product/service.ts';
import { attachmentHeader, buildLedgerWorkbook, XLSX_CONTENT_TYPE } from './export.ts';
import {
  type AccountNames,
  accountCodes,
  type LedgerAccount,
  readLedgerMonth,
  statementOf,
} from './service.ts';

const TAGS = ['Ledger'];

const EXAMPLE: TRetailerLedgerRequest = {
  RetailerCode: 'R0001',
  DistributorCode: 'D001',
  Month: 1,
  Year: 2026,
};

function dmsOf(deps: AppDeps): DistributorManagement | null {
  return distributorManagementOf(deps.config.distributorManagement, deps.clock);
}

/** Refuses codes that are not the session's own retailer (E010) and selected distributor (E014). */
function checkCodes(body: TRetailerLedgerRequest, names: AccountNames): void {
  if (body.RetailerCode.toUpperCase() !== names.retailerCode.toUpperCase())
    throw new AppError('E010', 'Invalid user: the ledger of another retailer');
  if (body.DistributorCode.toUpperCase() !== names.distributorCode.toUpperCase())
    throw new AppError('E014', 'Distributor not mapped: the ledger is read at the selected distributor');
}

/**
 * The month's statement for the session's own retailer at its selected distributor. Refuses,
 * before anything of the ledger is answered: the RetailerLedger menu off (403); a month outside
 * the last retailerLedgerMonthCount months (E008 400; the contract refused a month or year out of
 * range); another retailer's code (E010 403) or a distributor other than the selected one (E014
 * 403). Our own ledger is read in one statement with the account's codes (a list call under the
 * catalogue's budget); the distributor-management service is asked only after the checks.
 */
async function statement(db: Db, deps: AppDeps, ctx: FullRouteContext<TRetailerLedgerRequest>) {
  const { session } = ctx;
  if (!(await hasMenuEntryAt(db, session.clientId, session.configVersion, 'RetailerLedger')))
    throw new AppError('E017', 'The retailer ledger is switched off', { http: 403 });
  const settings = await findClientSettings(db, ctx.client.id, session.configVersion);
  const month = { year: ctx.body.Year, month: ctx.body.Month };
  const today = todayIn(ctx.now, ctx.client.timeZone);
  if (!isOfferedLedgerMonth(month, today, settings.retailerLedgerMonthCount))
    throw new AppError(
      'E008',
      `Invalid Request: the ledger covers the last ${settings.retailerLedgerMonthCount} months`,
    );
  const scope = await resolveScope(db, session, ctx.now);
  const account: LedgerAccount = {
    clientId: session.clientId,
    retailerId: session.retailerId,
    distributorId: scope.distributorId,
  };

  const dms = dmsOf(deps);
  if (!dms) {
    const ledger = await readLedgerMonth(
      db,
      account,
      month,
      (names) => checkCodes(ctx.body, names),
      ctx.body.Language ?? 'en',
    );
    if (!ledger) throw new AppError('E014');
    return { ledger, month };
  }
  const names = await accountCodes(db, account);
  if (!names) throw new AppError('E014');
  checkCodes(ctx.body, names);
  const answer = await dms
    .ledger({
      RetailerCode: names.retailerCode,
      DistributorCode: names.distributorCode,
      Month: ctx.body.Month,
      Year: ctx.body.Year,
    })
    .catch(dmsFailure);
  const withName = { ...names, distributorName: answer.distributorName ?? names.distributorName };
  return { ledger: statementOf(month, withName, answer.opening, answer.rows), month };
}

/** Whether the caller asked for the file itself (the web's download does) rather than an envelope. */
function wantsFile(accept: string | undefined): boolean {
  if (!accept) return false;
  return accept.includes(XLSX_CONTENT_TYPE) || accept.includes('application/octet-stream');
}

export function registerLedgerRoutes(app: FastifyInstance, deps: AppDeps): void {
  const db = deps.database.db;

  post(
    app,
    deps,
    '/CustomerLedgerReport/Masters',
    {
      body: ZRetailerLedgerRequest,
      summary:
        "The retailer ledger of a month at the selected distributor: opening balance, the month's entries oldest first with the running balance (debits minus credits), totals and closing balance. RetailerCode and DistributorCode must be the session's own (E010 / E014, 403); Month 1-12 and a Year within the last retailerLedgerMonthCount months (E008, 400); noRetailerLedgerError (404) when the month has no entries. From the distributor-management service when configured (E22 when its session expired, dmsAuthenticationError when it refuses our sign-in).",
      tags: TAGS,
      example: EXAMPLE,
    },
    async (ctx) => {
      const { ledger } = await statement(db, deps, ctx);
      return ok(ledger, { count: ledger.Entries.length, totalCount: ledger.Entries.length });
    },
  );

  post(
    app,
    deps,
    '/CustomerLedgerReport/Export',
    {
      body: ZRetailerLedgerRequest,
      summary:
        'The month of /CustomerLedgerReport/Masters as an .xlsx workbook named AccountLedger_MM_YYYY.xlsx (same refusals). With Accept naming the spreadsheet type the file itself is answered (Content-Disposition attachment); otherwise an envelope whose Data holds FileName, ContentType and ContentBase64.',
      tags: TAGS,
      example: EXAMPLE,
    },
    async (ctx) => {
      const { ledger, month } = await statement(db, deps, ctx);
      const bytes = await buildLedgerWorkbook(ledger, ctx.body.Language ?? 'en');
      const fileName = ledgerFileName(month);
      if (wantsFile(ctx.req.headers.accept)) {
        ctx.reply
          .header('content-type', XLSX_CONTENT_TYPE)
          .header('content-disposition', attachmentHeader(fileName))
          .header('cache-control', 'no-store')
          .send(bytes);
        // The answer is on its way; returning the reply tells Fastify so (as orders/routes.ts).
        return ctx.reply as unknown as ReturnType<typeof ok>;
      }
      return ok(
        { FileName: fileName, ContentType: XLSX_CONTENT_TYPE, ContentBase64: bytes.toString('base64') },
        { count: ledger.Entries.length, totalCount: ledger.Entries.length },
      );
    },
  );
}
