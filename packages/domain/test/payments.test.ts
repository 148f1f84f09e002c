import { describe, expect, it } from 'vitest';
import { allocatePayment, invoicePaymentStatus, outstandingOf } from '../src/rules/payments.ts';

describe('invoice payment rules', () => {
  it('names the state from what is paid', () => {
    expect(invoicePaymentStatus(1000n, 0n)).toBe('U');
    expect(invoicePaymentStatus(1000n, 1n)).toBe('PP');
    expect(invoicePaymentStatus(1000n, 1000n)).toBe('PD');
    expect(outstandingOf(1000n, 400n)).toBe(600n);
    expect(outstandingOf(1000n, 1200n)).toBe(0n);
  });

  it('shares a payment over invoices in order, never above what each owes', () => {
    const inv = [{ outstanding: 500n }, { outstanding: 300n }, { outstanding: 200n }];
    const full = allocatePayment(inv, 1000n);
    expect(full.ok && full.shares.map((s) => s.amount)).toEqual([500n, 300n, 200n]);
    const part = allocatePayment(inv, 650n);
    expect(part.ok && part.shares.map((s) => s.amount)).toEqual([500n, 150n]);
    expect(allocatePayment(inv, 1001n)).toEqual({ ok: false, problem: 'above-outstanding' });
    expect(allocatePayment(inv, 0n)).toEqual({ ok: false, problem: 'not-positive' });
    expect(allocatePayment([{ outstanding: 0n }], 1n)).toEqual({ ok: false, problem: 'nothing-outstanding' });
  });

  it('always shares exactly the amount paid (any amount from 1 paisa to the total)', () => {
    const inv = [{ outstanding: 12345n }, { outstanding: 1n }, { outstanding: 99999n }];
    for (const total of [1n, 12345n, 12346n, 50000n, 112345n]) {
      const r = allocatePayment(inv, total);
      expect(r.ok).toBe(true);
      if (r.ok) expect(r.shares.reduce((s, x) => s + x.amount, 0n)).toBe(total);
    }
  });
});
