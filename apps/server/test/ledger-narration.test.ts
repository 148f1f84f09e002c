import { ZRetailerLedger } from '@restock/domain/contracts/ledger';
import { todayIn } from '@restock/domain/rules/delivery';
import { ledgerMonths } from '@restock/domain/rules/ledger';
import { NARRATION_CODES, narrationFor, renderNarration } from '@restock/domain/rules/ledger-narration';
import readXlsxFile from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engine, type TestApp } from './support/harness.ts';

/**
 * Ledger narrations in the reader's language (decision 097): entries carry a narration code and
 * parameters next to the English text; Masters renders them in the request's Language (English by
 * default) and answers the code for the screen; the export writes every text in that language.
 */

describe('ledger narrations', () => {
  it('renders every code in English, Spanish and German, with the mode in brackets', () => {
    for (const code of NARRATION_CODES)
      for (const language of ['en', 'es', 'de'] as const)
        expect(
          renderNarration(code, { order: 'SO1', invoices: 'INV1, INV2', invoice: 'INV3' }, language),
        ).not.toMatch(/[{}]/);
    expect(renderNarration('payment', { invoices: 'INV1, INV2', mode: 'UPI' })).toBe(
      'Payment for INV1, INV2 (UPI)',
    );
    expect(renderNarration('payment', { invoices: 'INV1', mode: 'Cash' }, 'es')).toBe(
      'Pago de INV1 (Efectivo)',
    );
    expect(renderNarration('invoice', { order: 'SO-1' }, 'de')).toBe('Rechnung zur Bestellung SO-1');
    expect(renderNarration('paymentOnAccount', { mode: 'Cheque' }, 'de')).toBe(
      'Zahlung auf Konto erhalten (Scheck)',
    );
    // Text without a code (the distributor's service) is shown as it came.
    expect(narrationFor({ narration: 'Cash received by salesman', code: null }, 'de')).toBe(
      'Cash received by salesman',
    );
  });
});

describe(`Ledger in the reader's language (${engine})`, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.tokenFor('retailer1');
  });
  afterAll(async () => t?.close());

  const months = () => ledgerMonths(todayIn(t.deps.clock(), 'Asia/Kolkata'), 12);
  const body = (m: { month: number; year: number }, Language?: string) => ({
    RetailerCode: 'R0001',
    DistributorCode: 'D001',
    Month: m.month,
    Year: m.year,
    ...(Language ? { Language } : {}),
  });

  it('answers the code and renders the narration in the asked language, English by default', async () => {
    const codes = new Set<string>();
    for (const m of months()) {
      const en = ZRetailerLedger.parse(
        (await t.call('/CustomerLedgerReport/Masters', body(m), { token })).body.Data,
      );
      const es = ZRetailerLedger.parse(
        (await t.call('/CustomerLedgerReport/Masters', body(m, 'es'), { token })).body.Data,
      );
      expect(es.Entries.map((e) => e.Reference)).toEqual(en.Entries.map((e) => e.Reference));
      for (const [i, e] of en.Entries.entries()) {
        expect(e.NarrationCode, e.Narration).not.toBeNull();
        codes.add(e.NarrationCode!);
        expect(e.Narration).toBe(renderNarration(e.NarrationCode as never, e.NarrationParams, 'en'));
        expect(es.Entries[i]!.Narration).toBe(
          renderNarration(e.NarrationCode as never, e.NarrationParams, 'es'),
        );
        expect(es.Entries[i]!.Narration).not.toBe(e.Narration);
      }
    }
    // The demo has invoices, gateway payments, collections on account, credit notes and the
    // balance brought forward.
    expect([...codes].sort()).toEqual(
      ['broughtForward', 'creditNote', 'invoice', 'payment', 'paymentOnAccount'].sort(),
    );
    const bad = await t.call('/CustomerLedgerReport/Masters', body(months()[0]!, 'fr'), { token });
    expect(bad.status).toBe(400);
    expect(bad.body.Code).toBe('E008');
  });

  it('exports the month with every text in the asked language', async () => {
    const m = months()[1]!;
    const statement = ZRetailerLedger.parse(
      (await t.call('/CustomerLedgerReport/Masters', body(m, 'de'), { token })).body.Data,
    );
    const res = await t.call('/CustomerLedgerReport/Export', body(m, 'de'), { token });
    expect(res.body.Status, res.body.Msg).toBe(1);
    const file = Buffer.from((res.body.Data as { ContentBase64: string }).ContentBase64, 'base64');
    const [sheet] = await readXlsxFile(file);
    const data = sheet!.data;
    expect(data[0]![0]).toBe('Geschäft');
    expect(data[1]![0]).toBe('Händler');
    const header = data.findIndex((r) => r[0] === 'Datum');
    expect(data[header]).toEqual(['Datum', 'Art', 'Beleg', 'Buchungstext', 'Soll', 'Haben', 'Saldo']);
    const rows = data.slice(header + 1);
    expect(rows[0]![1]).toBe('Anfangssaldo');
    expect(rows.at(-1)![1]).toBe('Endsaldo');
    for (const [i, e] of statement.Entries.entries()) expect(rows[i + 1]![3]).toBe(e.Narration);
  });
});
