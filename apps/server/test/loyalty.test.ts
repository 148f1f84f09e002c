import {
  ZClubEnrollment,
  ZClubEnrollmentCalc,
  ZClubEnrollmentInfo,
  ZEnrollmentExists,
  ZMonthlySales,
} from '@restock/domain/contracts/loyalty';
import { todayIn } from '@restock/domain/rules/delivery';
import { financialYearOf, lastMonths, monthKey } from '@restock/domain/rules/loyalty';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FOCUS_BRANDS, DEMO_MONTHLY_SALES_CONFIG } from '../src/seed/loyalty.ts';
import { setSetting } from './cart-helpers.ts';
import { carriedProducts, placeTestOrder } from './orders-helpers.ts';
import { idOf, rows } from './product-helpers.ts';
import { createTestApp, engine, type TestApp } from './support/harness.ts';

/**
 * Monthly sales and club enrolment (/Loyalty/*, route clubEnrollment; decisions 101 and 102). The
 * expected numbers are computed here from the invoiced order lines, line by line in JavaScript,
 * not with the module's query.
 */

let t: TestApp;
let token: string;
let r1: number;
let r2: number;

const call = (path: string, body: unknown = {}, tk = token, headers?: Record<string, string>) =>
  t.call(`/Loyalty/${path}`, body, { token: tk, headers });

interface InvoicedLine {
  invoice_date: string;
  net_amount: string;
  qty: number;
  is_free: boolean;
  product_id: number;
  brand_code: string | null;
}

/** Every invoiced line of a retailer, as the tables hold it. */
async function invoicedLines(retailerId: number): Promise<InvoicedLine[]> {
  return rows<InvoicedLine>(
    t,
    sql`select i.invoice_date, il.net_amount::text as net_amount, il.qty, ol.is_free, ol.product_id,
          (select code from brands where id = ol.brand_id) as brand_code
        from orders o, invoices i, invoice_lines il, order_lines ol
        where i.order_id = o.id and il.invoice_id = i.id and ol.id = il.order_line_id and o.retailer_id = ${retailerId}`,
  );
}

/** Rupees text to paise, by string arithmetic. */
function paise(text: string): number {
  const [whole, frac = ''] = text.split('.');
  const sign = whole!.startsWith('-') ? -1 : 1;
  return sign * (Math.abs(Number(whole)) * 100 + Number(`${frac}00`.slice(0, 2)));
}

type Kind = 'SV' | 'PV' | 'RM' | 'FM' | 'BSKU';

/** A type's value over lines (paise for value types). */
function measure(lines: InvoicedLine[], kind: Kind): number {
  const focus = new Set(DEMO_FOCUS_BRANDS);
  switch (kind) {
    case 'SV':
      return lines.reduce((n, l) => n + paise(l.net_amount), 0);
    case 'FM':
      return lines.filter((l) => focus.has(l.brand_code ?? '')).reduce((n, l) => n + paise(l.net_amount), 0);
    case 'RM':
      return lines.filter((l) => !focus.has(l.brand_code ?? '')).reduce((n, l) => n + paise(l.net_amount), 0);
    case 'PV':
      return lines.filter((l) => !l.is_free).reduce((n, l) => n + Number(l.qty), 0);
    case 'BSKU':
      return new Set(lines.filter((l) => !l.is_free).map((l) => Number(l.product_id))).size;
  }
}

const asApi = (kind: Kind, v: number) => (kind === 'SV' || kind === 'RM' || kind === 'FM' ? v / 100 : v);
const between = (lines: InvoicedLine[], from: string, to: string) =>
  lines.filter((l) => l.invoice_date >= from && l.invoice_date <= to);
const today = () => todayIn(new Date(), 'Asia/Kolkata');

/** Everything an enrolment writes, to compare before and after a refused call. */
const enrolmentState = async () =>
  JSON.stringify(
    await Promise.all([
      rows(t, sql`select * from club_enrollments order by id`),
      rows(t, sql`select * from club_enrollment_quarters order by enrollment_id, quarter`),
    ]),
  );

async function clubId(code: string): Promise<number> {
  const [row] = await rows<{ id: number }>(t, sql`select id from loyalty_clubs where code = ${code} limit 1`);
  return Number(row!.id);
}

beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenFor('retailer1');
  r1 = await idOf(t, 'retailers', 'R0001');
  r2 = await idOf(t, 'retailers', 'R0002');
});
afterAll(async () => {
  await t?.close();
});

describe(`Monthly sales (${engine})`, () => {
  it('has twelve months and more of retailer1 sales in the demo', async () => {
    const res = await call('GetMonthlySalesDetails', { Type: 'SV', Months: 15 });
    expect(res.body.Status, res.body.Msg).toBe(1);
    const data = ZMonthlySales.parse(res.body.Data);
    expect(data.Months).toHaveLength(15);
    expect(data.Months.filter((m) => m.Value > 0).length).toBeGreaterThanOrEqual(12);
    expect(data.Types).toEqual(['SV', 'PV', 'FM', 'RM', 'BSKU']);
  });

  for (const kind of ['SV', 'PV', 'RM', 'FM', 'BSKU'] as const) {
    it(`answers ${kind} per month as the invoiced lines add up`, async () => {
      const lines = await invoicedLines(r1);
      const res = await call('GetMonthlySalesDetails', { Type: kind, Months: 15 });
      expect(res.body.Status, res.body.Msg).toBe(1);
      const data = ZMonthlySales.parse(res.body.Data);
      expect(data.Type).toBe(kind);
      const months = lastMonths(today(), 15).map(monthKey);
      expect(data.Months.map((m) => m.Month)).toEqual(months);
      for (const m of data.Months) {
        const inMonth = lines.filter((l) => l.invoice_date.startsWith(m.Month));
        expect(m.Value, `${kind} ${m.Month}`).toBe(asApi(kind, measure(inMonth, kind)));
      }
      const inPeriod = lines.filter((l) => l.invoice_date.slice(0, 7) >= months[0]!);
      const total =
        kind === 'BSKU'
          ? measure(inPeriod, kind)
          : months.reduce(
              (n, m) =>
                n +
                measure(
                  inPeriod.filter((l) => l.invoice_date.startsWith(m)),
                  kind,
                ),
              0,
            );
      expect(data.Total).toBe(asApi(kind, total));
      expect(data.Total).toBeGreaterThan(0);
      if (kind === 'FM' || kind === 'RM') expect(data.FocusBrands.length).toBeGreaterThan(0);
    });
  }

  it('shows a new invoice at once (the per-process copy follows the retailer invoices)', async () => {
    const before = ZMonthlySales.parse(
      (await call('GetMonthlySalesDetails', { Type: 'PV', Months: 12 })).body.Data,
    );
    const d1 = await idOf(t, 'distributors', 'D001');
    const [productId] = await carriedProducts(t, d1, 1);
    await placeTestOrder(t, {
      retailerId: r1,
      distributorId: d1,
      lines: [{ productId: productId!, qty: 7 }],
      at: new Date(Date.now() - 60 * 60 * 1000),
      status: 'S',
    });
    const after = ZMonthlySales.parse(
      (await call('GetMonthlySalesDetails', { Type: 'PV', Months: 12 })).body.Data,
    );
    const lines = await invoicedLines(r1);
    const month = after.Months[after.Months.length - 1]!;
    expect(month.Value).toBe(
      measure(
        lines.filter((l) => l.invoice_date.startsWith(month.Month)),
        'PV',
      ),
    );
    expect(after.Total).toBe(before.Total + 7);
  });

  it('defaults to the first configured type and 12 months', async () => {
    const res = await call('GetMonthlySalesDetails', {});
    const data = ZMonthlySales.parse(res.body.Data);
    expect(data.Type).toBe('SV');
    expect(data.Months).toHaveLength(12);
  });

  it('offers only the types of monthlySalesConfigJson, in its order', async () => {
    await setSetting(t, 'monthlySalesConfigJson', '[{"Type":"PV"},{"Type":"BSKU"}]');
    try {
      const data = ZMonthlySales.parse((await call('GetMonthlySalesDetails', {})).body.Data);
      expect(data.Types).toEqual(['PV', 'BSKU']);
      expect(data.Type).toBe('PV');
      const refused = await call('GetMonthlySalesDetails', { Type: 'SV' });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ Status: 0, Code: 'E008' });
    } finally {
      await setSetting(t, 'monthlySalesConfigJson', DEMO_MONTHLY_SALES_CONFIG);
    }
    expect(ZMonthlySales.parse((await call('GetMonthlySalesDetails', {})).body.Data).Type).toBe('SV');
  });

  it('refuses bad input with E008', async () => {
    for (const body of [{ Type: 'XX' }, { Months: 0 }, { Months: 25 }, { Months: '12' }, { Type: 1 }]) {
      const res = await call('GetMonthlySalesDetails', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ Status: 0, Code: 'E008' });
    }
  });

  it('shows another retailer only its own sales', async () => {
    const token2 = await t.tokenFor('9000000002');
    const res = await call('GetMonthlySalesDetails', { Type: 'SV', Months: 15 }, token2);
    const data = ZMonthlySales.parse(res.body.Data);
    const lines = await invoicedLines(r2);
    const mine = lastMonths(today(), 15)
      .map(monthKey)
      .reduce(
        (n, m) =>
          n +
          measure(
            lines.filter((l) => l.invoice_date.startsWith(m)),
            'SV',
          ),
        0,
      );
    expect(data.Total).toBe(mine / 100);
  });
});

describe(`Club enrolment (${engine})`, () => {
  it('shows retailer1 not enrolled, its current club, the clubs and last year from its invoices', async () => {
    const exists = ZEnrollmentExists.parse((await call('CheckEnrollmentExists')).body.Data);
    const fy = financialYearOf(today());
    expect(exists).toEqual({ IsEnrolledAlready: false, FinancialYear: fy.label, Enrollment: null });
    const res = await call('GetClubEnrollmentInfo');
    expect(res.body.Status, res.body.Msg).toBe(1);
    const info = ZClubEnrollmentInfo.parse(res.body.Data);
    expect(info.FinancialYear).toBe(fy.label);
    expect(info.FromDate).toBe(`${fy.startYear}-04-01`);
    expect(info.ToDate).toBe(`${fy.startYear + 1}-03-31`);
    expect(info.Quarters.map((q) => [q.Name, q.FromDate, q.ToDate])).toEqual([
      ['Q1', `${fy.startYear}-04-01`, `${fy.startYear}-06-30`],
      ['Q2', `${fy.startYear}-07-01`, `${fy.startYear}-09-30`],
      ['Q3', `${fy.startYear}-10-01`, `${fy.startYear}-12-31`],
      ['Q4', `${fy.startYear + 1}-01-01`, `${fy.startYear + 1}-03-31`],
    ]);
    expect(info.CurrentClub.ClubCode).toBe('SILVER');
    expect(info.Clubs.map((c) => c.ClubCode)).toEqual(['SILVER', 'GOLD', 'PLATINUM']);
    const last = between(await invoicedLines(r1), `${fy.startYear - 1}-04-01`, `${fy.startYear}-03-31`);
    expect(info.LastYear.SV).toBe(measure(last, 'SV') / 100);
    expect(info.LastYear.PV).toBe(measure(last, 'PV'));
    expect(info.LastYear.SV).toBeGreaterThan(0);
  });

  it('calculates targets from last year, the club growth and minimum; asks to confirm an upgrade', async () => {
    const fy = financialYearOf(today());
    const last = between(await invoicedLines(r1), `${fy.startYear - 1}-04-01`, `${fy.startYear}-03-31`);
    const lastSv = measure(last, 'SV');
    const gold = ZClubEnrollmentCalc.parse(
      (await call('GetClubEnrollmentCalc', { RequestedClubId: await clubId('GOLD'), TargetType: 'SV' })).body
        .Data,
    );
    const grown = Math.ceil((lastSv * 110) / 100 / 10_000) * 10_000;
    expect(gold.YearlyTarget).toBe(Math.max(150_000_00, grown) / 100);
    expect(gold.askConfirmation).toBe(true);
    expect(gold.bonusPercentage).toBe(0.5);
    expect(gold.IncentivePercent).toBe(1.5);
    expect(gold.LastYearAchievement).toBe(lastSv / 100);
    expect(gold.Quarters).toHaveLength(4);
    expect(Math.round(gold.Quarters.reduce((n, q) => n + q.Target * 100, 0))).toBe(
      Math.round(gold.YearlyTarget * 100),
    );

    const silver = ZClubEnrollmentCalc.parse(
      (await call('GetClubEnrollmentCalc', { RequestedClubId: await clubId('SILVER'), TargetType: 'PV' }))
        .body.Data,
    );
    expect(silver.askConfirmation).toBe(false);
    expect(silver.bonusPercentage).toBe(0);
    expect(silver.YearlyTarget).toBe(Math.max(400, Math.ceil((measure(last, 'PV') * 105) / 100)));
    expect(silver.Quarters.reduce((n, q) => n + q.Target, 0)).toBe(silver.YearlyTarget);
  });

  it('answers E041 for a club without a target of the type, E012 for a club not of the client, E035 without a current club', async () => {
    const platinumPv = await call('GetClubEnrollmentCalc', {
      RequestedClubId: await clubId('PLATINUM'),
      TargetType: 'PV',
    });
    expect(platinumPv.body).toMatchObject({ Status: 0, Code: 'E041' });
    expect(platinumPv.status).toBe(422);
    const none = await call('GetClubEnrollmentCalc', { RequestedClubId: 999_999, TargetType: 'SV' });
    expect(none.status).toBe(404);
    expect(none.body).toMatchObject({ Status: 0, Code: 'E012' });
    const newShop = await t.tokenFor('newshop');
    for (const [path, body] of [
      ['GetClubEnrollmentInfo', {}],
      ['GetClubEnrollmentCalc', { RequestedClubId: await clubId('SILVER'), TargetType: 'SV' }],
      [
        'SubmitClubEnrollment',
        { RequestedClubId: await clubId('SILVER'), TargetType: 'SV', YearlyTarget: 50000 },
      ],
    ] as const) {
      const res = await call(path, body, newShop);
      expect(res.body, path).toMatchObject({ Status: 0, Code: 'E035' });
      expect(res.status).toBe(422);
    }
  });

  it('refuses bad input with a coded 4xx and writes nothing', async () => {
    const before = await enrolmentState();
    const gold = await clubId('GOLD');
    const bodies: unknown[] = [
      {},
      { RequestedClubId: 'abc', TargetType: 'SV', YearlyTarget: 1 },
      { RequestedClubId: gold, TargetType: 'XX', YearlyTarget: 1 },
      { RequestedClubId: gold, TargetType: 'SV', YearlyTarget: -1 },
      { RequestedClubId: gold, TargetType: 'SV', YearlyTarget: '150000' },
      { RequestedClubId: gold, TargetType: 'SV', YearlyTarget: 1, IdempotencyKey: 'short' },
      { RequestedClubId: -1, TargetType: 'SV', YearlyTarget: 1 },
    ];
    for (const body of bodies) {
      const res = await call('SubmitClubEnrollment', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ Status: 0, Code: 'E008' });
    }
    expect(await enrolmentState()).toBe(before);
  });

  it('submits once: a stale target is E042, an upgrade needs confirmation, a replay answers the same, a second enrolment is E038', async () => {
    const gold = await clubId('GOLD');
    const calc = ZClubEnrollmentCalc.parse(
      (await call('GetClubEnrollmentCalc', { RequestedClubId: gold, TargetType: 'SV' })).body.Data,
    );
    const before = await enrolmentState();
    const stale = await call('SubmitClubEnrollment', {
      RequestedClubId: gold,
      TargetType: 'SV',
      YearlyTarget: calc.YearlyTarget - 100,
      Confirmed: true,
    });
    expect(stale.body).toMatchObject({ Status: 0, Code: 'E042' });
    expect(stale.status).toBe(422);
    const unconfirmed = await call('SubmitClubEnrollment', {
      RequestedClubId: gold,
      TargetType: 'SV',
      YearlyTarget: calc.YearlyTarget,
    });
    expect(unconfirmed.body).toMatchObject({ Status: 0, Code: 'E008' });
    expect(await enrolmentState()).toBe(before);

    const body = {
      RequestedClubId: gold,
      TargetType: 'SV',
      YearlyTarget: calc.YearlyTarget,
      Confirmed: true,
    };
    const key = 'club-enrol-r1-0001';
    // Twenty concurrent submits of the same key: one enrolment, every answer the same.
    const all = await Promise.all(
      Array.from({ length: 20 }, () => call('SubmitClubEnrollment', body, token, { 'idempotency-key': key })),
    );
    const first = all[0]!;
    expect(first.body.Status, first.body.Msg).toBe(1);
    for (const a of all) expect(a.body.Data).toEqual(first.body.Data);
    const made = ZClubEnrollment.parse(first.body.Data);
    expect(made.RequestedClubName).toBe('Gold Club');
    expect(made.CurrentClubName).toBe('Silver Club');
    expect(made.YearlyTarget).toBe(calc.YearlyTarget);
    expect(made.BonusPercentage).toBe(0.5);
    expect(made.Quarters.map((q) => q.Target)).toEqual(calc.Quarters.map((q) => q.Target));

    const replay = await call('SubmitClubEnrollment', body, token, { 'idempotency-key': key });
    expect(replay.body.Status).toBe(1);
    expect((replay.body.Data as { EnrollmentId: number }).EnrollmentId).toBe(made.EnrollmentId);
    const otherBody = await call('SubmitClubEnrollment', { ...body, Confirmed: false }, token, {
      'idempotency-key': key,
    });
    expect(otherBody.status).toBe(422);
    expect(otherBody.body).toMatchObject({ Status: 0, Code: 'E008' });
    const second = await call('SubmitClubEnrollment', body, token, {
      'idempotency-key': 'club-enrol-r1-0002',
    });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ Status: 0, Code: 'E038' });
    const count = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from club_enrollments where retailer_id = ${r1}`,
    );
    expect(count[0]!.n).toBe(1);

    const exists = ZEnrollmentExists.parse((await call('CheckEnrollmentExists')).body.Data);
    expect(exists.IsEnrolledAlready).toBe(true);
    expect(exists.Enrollment?.EnrollmentId).toBe(made.EnrollmentId);
  });

  it('reports each quarter of an enrolment against the invoices of the quarter (retailer2, enrolled in the demo)', async () => {
    const token2 = await t.tokenFor('9000000002');
    const exists = ZEnrollmentExists.parse((await call('CheckEnrollmentExists', {}, token2)).body.Data);
    expect(exists.IsEnrolledAlready).toBe(true);
    const e = exists.Enrollment!;
    expect(e.RequestedClubName).toBe('Gold Club');
    const lines = await invoicedLines(r2);
    for (const q of e.Quarters) {
      const achieved = measure(between(lines, q.FromDate, q.ToDate), 'SV');
      expect(q.Achievement, q.Name).toBe(achieved / 100);
      expect(q.AchievedPercent).toBe(Math.floor((achieved * 10_000) / Math.round(q.Target * 100)) / 100);
    }
    expect(e.Quarters.some((q) => q.Achievement > 0)).toBe(true);
    const fy = financialYearOf(today());
    expect(e.TotalAchievement).toBe(measure(between(lines, fy.from, fy.to), 'SV') / 100);
  });

  it('makes one enrolment of twenty concurrent submits with different keys', async () => {
    const token4 = await t.tokenFor('newpass');
    const silver = await clubId('SILVER');
    const calc = ZClubEnrollmentCalc.parse(
      (await call('GetClubEnrollmentCalc', { RequestedClubId: silver, TargetType: 'PV' }, token4)).body.Data,
    );
    const body = { RequestedClubId: silver, TargetType: 'PV', YearlyTarget: calc.YearlyTarget };
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call('SubmitClubEnrollment', { ...body, IdempotencyKey: `concurrent-enrol-${i}` }, token4),
      ),
    );
    expect(answers.filter((a) => a.body.Status === 1)).toHaveLength(1);
    for (const a of answers.filter((x) => x.body.Status !== 1)) {
      expect(a.status).toBe(409);
      expect(a.body.Code).toBe('E038');
    }
    const r4 = await idOf(t, 'retailers', 'R0004');
    const [n] = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from club_enrollments where retailer_id = ${r4}`,
    );
    expect(n!.n).toBe(1);
    const [q] = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from club_enrollment_quarters q join club_enrollments e on e.id = q.enrollment_id
          where e.retailer_id = ${r4}`,
    );
    expect(q!.n).toBe(4);
  });
});
