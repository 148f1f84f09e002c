/**
 * The pay action of My payments: which invoices are chosen, full or part amount, and Pay, which
 * starts the payment (GenerateHash) and leaves for the gateway's page with the signed form. The
 * amount is checked with the domain's paise arithmetic, as the server checks it: above zero, at
 * most two decimals, never more than the chosen invoices owe.
 */
import type { TBill, TOutstanding } from '@restock/domain/contracts/payments';
import { formatPaise, type Paise, toPaise, tryToPaise } from '@restock/domain/rules/pricing';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { generateHash, submitToGateway } from './api';

export type AmountMode = 'full' | 'part';

export type AmountProblem = 'invalid' | 'tooHigh' | null;

/** The part amount typed, read exactly; the problem with it, if any. */
export function readPartAmount(text: string, max: Paise): { paise: Paise | null; problem: AmountProblem } {
  const trimmed = text.trim();
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(trimmed)) return { paise: null, problem: 'invalid' };
  const paise = tryToPaise(trimmed);
  if (paise === null || paise <= 0n) return { paise: null, problem: 'invalid' };
  if (paise > max) return { paise, problem: 'tooHigh' };
  return { paise, problem: null };
}

/** A key for one payment attempt (GenerateHash ReferenceNo): a retry of the same tap reuses it. */
function newReference(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `pay-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

export function usePay(bills: readonly TBill[], outstanding: TOutstanding | null | undefined) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [mode, setMode] = useState<AmountMode>('full');
  const [partText, setPartText] = useState('');
  const [redirecting, setRedirecting] = useState(false);
  const [busy, setBusy] = useState(false);

  // In list order (oldest first): the order the server settles them in.
  const chosen = bills.filter((b) => selected.has(b.InvoiceNo));
  const owed = chosen.reduce((sum, b) => sum + toPaise(b.OutstandingAmount), 0n);
  const part = readPartAmount(partText, owed);
  const amount: Paise | null = mode === 'full' ? owed : part.problem === null ? part.paise : null;
  const canPay = chosen.length > 0 && amount !== null && amount > 0n && !busy && !!outstanding;

  const toggle = (invoiceNo: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(invoiceNo)) next.delete(invoiceNo);
      else next.add(invoiceNo);
      return next;
    });
  const allChosen = bills.length > 0 && chosen.length === bills.length;
  const toggleAll = () => setSelected(allChosen ? new Set() : new Set(bills.map((b) => b.InvoiceNo)));

  const pay = async () => {
    if (!canPay || amount === null || !outstanding) return;
    setBusy(true);
    try {
      const result = await generateHash({
        RetailerCode: outstanding.RetailerCode,
        DistributorCode: outstanding.DistributorCode,
        InvoiceList: chosen.map((b) => b.InvoiceNo),
        ReferenceNo: newReference(),
        TotalAmount: formatPaise(amount),
      });
      // The "do not refresh" notice stays up while the browser leaves for the gateway.
      setRedirecting(true);
      submitToGateway(result.PaymentUrl, result.Fields);
    } catch (error) {
      notify.error(errorMessage(error, t));
      setBusy(false);
    }
  };

  return {
    selected,
    chosen,
    allChosen,
    owed,
    mode,
    setMode,
    partText,
    setPartText,
    partProblem: mode === 'part' && partText.trim() !== '' ? part.problem : null,
    amount,
    canPay,
    busy,
    redirecting,
    toggle,
    toggleAll,
    pay,
  };
}
