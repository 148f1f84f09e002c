import type { TGiftProduct, TRewardOrderResult } from '@restock/domain/contracts/rewards';
import { changeQty, checkRedeemPoints, type RewardLine, summaryOf } from '@restock/domain/rules/rewards';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { refreshRewards, submitRedemption } from './api';

export interface SummaryLine extends RewardLine {
  ProductName: string;
  ImageUrl: string;
  VendorId: number;
}

/** What is being redeemed once the retailer asks to: gift products or an amount of points as cash. */
export type Pending = { kind: 'PRODUCT' } | { kind: 'CASH'; points: number };

/** The step of the redeem dialog: the summary to confirm, the reward code, then sending. */
export type Step = 'closed' | 'confirm' | 'otp' | 'sending';

/**
 * The reward summary and its submit (second spec section 4, "Reward redemption"): a quantity change
 * is accepted only while the summary's points stay within the balance (else the pointValidation
 * notice); submit asks for the reward code first when isEnableRewardOtp, then shows success,
 * reloads the dashboard and clears the summary.
 */
export function useRedemption({ balance, otpEnabled }: { balance: number; otpEnabled: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [lines, setLines] = useState<SummaryLine[]>([]);
  const [pending, setPending] = useState<Pending | null>(null);
  const [step, setStep] = useState<Step>('closed');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<TRewardOrderResult | null>(null);
  const summary = summaryOf(lines);

  const qtyOf = (productId: number) => lines.find((l) => l.ProductId === productId)?.Qty ?? 0;

  /** Sets a gift product's quantity; false (with the notice) when it would go past the balance. */
  const setQty = (product: TGiftProduct | SummaryLine, qty: number): boolean => {
    const next = changeQty(
      lines,
      { ProductId: product.ProductId, ProductPoints: product.ProductPoints },
      qty,
      balance,
    );
    if (!next) {
      notify.warning(t('rewards.summary.pointValidation'));
      return false;
    }
    const info = (id: number): SummaryLine | undefined => lines.find((l) => l.ProductId === id);
    setLines(
      next.map((l) => {
        const known = info(l.ProductId);
        if (known) return { ...known, Qty: l.Qty };
        const p = product as TGiftProduct;
        return { ...l, ProductName: p.ProductName, ImageUrl: p.ImageUrl, VendorId: p.VendorId };
      }),
    );
    return true;
  };

  const submitKey = useRef('');
  const pointsOf = (p: Pending) => (p.kind === 'PRODUCT' ? summary.totalPoints : p.points);

  /** Opens the dialog for `p` once its points are above zero and within the balance. */
  const start = (p: Pending): boolean => {
    const check = checkRedeemPoints(pointsOf(p), balance);
    if (!check.ok) {
      notify.warning(
        check.code === 'pointValidation'
          ? t('rewards.summary.pointValidation')
          : t(`common.alerts.error.${check.code}`),
      );
      return false;
    }
    setPending(p);
    setError(null);
    setStep('confirm');
    // One key per redemption the retailer starts, kept across retries of its submit: a submit
    // whose answer was lost, sent again, takes the points once (decision 099).
    submitKey.current = `rw-${crypto.randomUUID()}`;
    return true;
  };

  const send = async () => {
    if (!pending) return;
    setStep('sending');
    setError(null);
    try {
      const vendors = [...new Set(lines.map((l) => l.VendorId))];
      const result = await submitRedemption(
        {
          redeemType: pending.kind,
          productList:
            pending.kind === 'PRODUCT' ? lines.map((l) => ({ ProductId: l.ProductId, Qty: l.Qty })) : [],
          totalRedeemPoint: pointsOf(pending),
          ...(pending.kind === 'PRODUCT' && vendors.length === 1 ? { vendorId: vendors[0] } : {}),
        },
        submitKey.current,
      );
      notify.success(t('rewards.redemptionsSuccess'));
      if (pending.kind === 'PRODUCT') setLines([]);
      setDone(result);
      setStep('closed');
      // The new balance and the success line are at the top of the screen.
      window.scrollTo({ top: 0, behavior: 'smooth' });
      setPending(null);
      await refreshRewards(client);
    } catch (err) {
      setError(errorMessage(err, t));
      setStep('confirm');
    }
  };

  /** Confirm in the summary: the code step first when codes are on. */
  const confirm = () => {
    if (otpEnabled) setStep('otp');
    else void send();
  };

  const close = () => {
    setStep('closed');
    setPending(null);
    setError(null);
  };

  return {
    lines,
    summary,
    qtyOf,
    setQty,
    clear: () => setLines([]),
    pending,
    pointsOf,
    step,
    error,
    done,
    dismissDone: () => setDone(null),
    start,
    confirm,
    verified: () => void send(),
    close,
  };
}
