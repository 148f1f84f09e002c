import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, PackageCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { ErrorPanel, ListSkeleton } from '../../components/ui/list-states';
import { PageHeader } from '../../components/ui/page-header';
import { errorMessage } from '../../lib/api';
import { displayApiDate, useMoney } from '../../lib/format';
import { notify } from '../../lib/notify';
import { confirmDelivery, refreshRewards, useRedemptionDetails } from './api';
import { RedemptionStatusBadge, usePoints } from './RewardsBits';

/**
 * A redemption (route rewardHistoryDetails/{redemptionId}, RedemptionViewDetails): its summary and
 * products, and, once delivered with isEnableRewardOrderDeliveryConfirmation, the retailer's
 * delivery confirmation (RewardDeliverySubmit).
 */
export default function RewardDetailPage() {
  const { t } = useTranslation();
  const { redemptionId } = useParams();
  const location = useLocation();
  const client = useQueryClient();
  const id = /^\d{1,10}$/.test(redemptionId ?? '') ? Number(redemptionId) : null;
  const detail = useRedemptionDetails(id);
  const points = usePoints();
  const money = useMoney();
  const [asking, setAsking] = useState(false);
  const [saving, setSaving] = useState(false);
  const backTo = (location.state as { backTo?: string } | null)?.backTo ?? '/ivy/rewardHistory';
  const back = { to: backTo, label: t('rewards.detail.back') };

  if (id === null || detail.isError)
    return (
      <div className="mx-auto max-w-3xl">
        <PageHeader title={t('rewards.detail.title')} back={back} />
        <ErrorPanel error={detail.error} onRetry={() => void detail.refetch()} />
      </div>
    );
  if (detail.isPending)
    return (
      <div className="mx-auto max-w-3xl">
        <PageHeader title={t('rewards.detail.title')} back={back} />
        <ListSkeleton rows={2} />
      </div>
    );
  const { Summary: s, ProductList: lines } = detail.data;

  const confirm = async () => {
    setSaving(true);
    try {
      await confirmDelivery(s.RedemptionId);
      notify.success(t('rewards.rewardsDeliveryOrderConfirmationSuccess'));
      setAsking(false);
      await refreshRewards(client);
    } catch (err) {
      notify.error(errorMessage(err, t));
    } finally {
      setSaving(false);
    }
  };

  const rows: Array<[string, string]> = [
    [t('rewards.detail.date'), displayApiDate(s.RedemptionDate)],
    [t('rewards.detail.type'), t(`rewards.redeemType.${s.RedeemType}`)],
    [t('rewards.detail.points'), points(s.TotalPoints)],
  ];
  if (s.RedeemType === 'CASH') rows.push([t('rewards.detail.cash'), money(s.CashAmount)]);
  if (s.VendorName) rows.push([t('rewards.detail.vendor'), s.VendorName]);
  if (s.DistributorName) rows.push([t('rewards.detail.distributor'), s.DistributorName]);
  if (s.DeliveredOn) rows.push([t('rewards.detail.deliveredOn'), displayApiDate(s.DeliveredOn)]);
  if (s.Remarks) rows.push([t('rewards.detail.remarks'), s.Remarks]);

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t('rewards.detail.titleNo', { no: s.RedemptionNo })} back={back} />
      <section className="rounded-2xl border border-slate-200 bg-white p-5" data-testid="redemption-detail">
        <div className="flex items-start justify-between gap-3">
          <h2 className="text-lg font-semibold text-slate-900">{t('rewards.detail.summary')}</h2>
          <RedemptionStatusBadge code={s.Status} />
        </div>
        <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          {rows.map(([k, v]) => (
            <div key={k} className="flex justify-between gap-3 border-b border-slate-100 pb-2">
              <dt className="text-slate-600">{k}</dt>
              <dd className="text-right font-medium text-slate-900">{v}</dd>
            </div>
          ))}
        </dl>
        {s.CanConfirmDelivery ? (
          <div className="mt-4 flex flex-wrap items-center gap-3 rounded-xl bg-violet-50 p-3">
            <PackageCheck size={22} aria-hidden="true" className="text-violet-800" />
            <p className="min-w-0 flex-1 text-sm text-violet-900">{t('rewards.detail.deliveredAsk')}</p>
            <Button onClick={() => setAsking(true)} data-testid="confirm-delivery">
              {t('rewards.detail.confirmDelivery')}
            </Button>
          </div>
        ) : s.Status === 'C' ? (
          <p className="mt-4 flex items-center gap-2 text-sm text-emerald-800">
            <CheckCircle2 size={18} aria-hidden="true" />
            {t('rewards.detail.confirmed')}
          </p>
        ) : null}
      </section>
      {lines.length > 0 ? (
        <section className="mt-4 rounded-2xl border border-slate-200 bg-white p-5">
          <h2 className="text-lg font-semibold text-slate-900">{t('rewards.detail.products')}</h2>
          <ul className="mt-2 divide-y divide-slate-100">
            {lines.map((l) => (
              <li key={l.ProductId} className="flex items-center gap-3 py-3" data-testid="redemption-line">
                <img
                  src={l.ImageUrl}
                  alt=""
                  width={56}
                  height={56}
                  className="size-14 shrink-0 rounded-lg bg-slate-50"
                />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-slate-900">{l.ProductName}</p>
                  <p className="text-xs text-slate-500">
                    {t('rewards.summary.linePoints', {
                      each: points(l.ProductPoints),
                      total: points(l.TotalPoints),
                    })}
                  </p>
                </div>
                <span className="text-sm font-semibold tabular-nums">× {l.Qty}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ConfirmDialog
        open={asking}
        onCancel={() => setAsking(false)}
        title={t('rewards.detail.confirmTitle')}
        description={t('rewards.detail.confirmBody', { no: s.RedemptionNo })}
        confirmLabel={t('rewards.detail.confirmDelivery')}
        confirmTestId="confirm-delivery-yes"
        busy={saving}
        onConfirm={() => void confirm()}
      />
    </div>
  );
}
