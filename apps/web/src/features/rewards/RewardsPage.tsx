import type { TGiftProduct, TRewardDashboard } from '@restock/domain/contracts/rewards';
import { paiseToNumber } from '@restock/domain/rules/pricing';
import { cashPaiseOf } from '@restock/domain/rules/rewards';
import { Banknote, CheckCircle2, Gift, SearchX, SlidersHorizontal, X } from 'lucide-react';
import { type ReactNode, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { EmptyState, ErrorPanel, ListFooter, ProductGridSkeleton } from '../../components/ui/list-states';
import { PageHeader } from '../../components/ui/page-header';
import { useAppConfig } from '../../lib/app-config';
import { useMoney } from '../../lib/format';
import { type GiftQuery, useGiftProducts, useRewardDashboard, useRewardVendors } from './api';
import { RewardOtpStep } from './RewardOtpStep';
import { RewardsTabs, usePoints } from './RewardsBits';
import { type SummaryLine, useRedemption } from './use-redemption';

type Tab = 'PRODUCT' | 'CASH';

/**
 * The rewards dashboard (route myRewards): the balance, gift products with their filters and a
 * reward summary, or cash at the conversion rate; redeeming asks for the reward code first when
 * isEnableRewardOtp, then the dashboard reloads.
 */
export default function RewardsPage() {
  const { t } = useTranslation();
  const dashboard = useRewardDashboard();
  const config = useAppConfig().data;
  const d = dashboard.data;
  const [tab, setTab] = useState<Tab>('PRODUCT');
  const redemption = useRedemption({ balance: d?.RewardPoints ?? 0, otpEnabled: d?.IsOtpEnabled ?? false });

  let body: ReactNode;
  if (dashboard.isPending) body = <ProductGridSkeleton />;
  else if (dashboard.isError)
    body = <ErrorPanel error={dashboard.error} onRetry={() => void dashboard.refetch()} />;
  else if (d)
    body = (
      <>
        <BalanceCard dashboard={d} />
        {redemption.done ? (
          <div
            role="status"
            className="mb-5 flex flex-wrap items-center gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900"
            data-testid="redemption-done"
          >
            <CheckCircle2 size={22} aria-hidden="true" className="shrink-0" />
            <p className="min-w-0 flex-1 text-sm">
              {t('rewards.done.body', { no: redemption.done.RedemptionNo })}{' '}
              {redemption.done.Status === 'P' ? t('rewards.done.pending') : ''}
            </p>
            <Link
              to={`/ivy/rewardHistoryDetails/${redemption.done.RedemptionId}`}
              className="text-sm font-semibold text-emerald-900 underline"
            >
              {t('rewards.done.view')}
            </Link>
            <button
              type="button"
              onClick={redemption.dismissDone}
              aria-label={t('common.close')}
              className="rounded-full p-1 hover:bg-emerald-100"
            >
              <X size={18} aria-hidden="true" />
            </button>
          </div>
        ) : null}
        {d.CashEnabled ? (
          <div role="tablist" aria-label={t('rewards.redeemType.label')} className="mb-4 flex gap-2">
            {(['PRODUCT', 'CASH'] as const).map((kind) => (
              <button
                key={kind}
                type="button"
                role="tab"
                aria-selected={tab === kind}
                onClick={() => setTab(kind)}
                data-testid={`redeem-type-${kind}`}
                className={`inline-flex min-h-11 items-center gap-2 rounded-lg border px-4 text-sm font-semibold ${tab === kind ? 'border-brand bg-brand-210 text-brand' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'}`}
              >
                {kind === 'PRODUCT' ? (
                  <Gift size={18} aria-hidden="true" />
                ) : (
                  <Banknote size={18} aria-hidden="true" />
                )}
                {t(`rewards.redeemType.${kind}`)}
              </button>
            ))}
          </div>
        ) : null}
        {tab === 'CASH' && d.CashEnabled ? (
          <CashPanel dashboard={d} onRedeem={(points) => redemption.start({ kind: 'CASH', points })} />
        ) : (
          <GiftProducts dashboard={d} redemption={redemption} />
        )}
        <RedeemDialog
          dashboard={d}
          redemption={redemption}
          resendEnabled={config?.settings.flags.isEnableResendOtp ?? true}
          resendSeconds={config?.settings.otpResendSeconds ?? 30}
        />
      </>
    );

  return (
    <div className={`mx-auto max-w-6xl ${redemption.lines.length > 0 && tab === 'PRODUCT' ? 'pb-24' : ''}`}>
      <PageHeader title={t('rewards.title')} description={t('rewards.description')} />
      <RewardsTabs />
      {body}
    </div>
  );
}

function BalanceCard({ dashboard: d }: { dashboard: TRewardDashboard }) {
  const { t } = useTranslation();
  const points = usePoints();
  const money = useMoney();
  return (
    <section
      aria-label={t('rewards.balance.label')}
      className="mb-5 grid grid-cols-2 gap-4 rounded-2xl bg-brand p-5 text-white shadow-sm sm:grid-cols-3"
    >
      <div className="col-span-2 sm:col-span-1">
        <p className="text-sm text-white/90">{t('rewards.balance.available')}</p>
        <p className="mt-1 text-3xl font-bold tabular-nums" data-testid="reward-points">
          {points(d.RewardPoints)}
        </p>
      </div>
      <div>
        <p className="text-sm text-white/90">{t('rewards.balance.pending')}</p>
        <p className="mt-1 text-xl font-semibold tabular-nums" data-testid="pending-points">
          {points(d.PendingPoints)}
        </p>
      </div>
      {d.CashEnabled ? (
        <div>
          <p className="text-sm text-white/90">{t('rewards.balance.cashValue')}</p>
          <p className="mt-1 text-xl font-semibold tabular-nums">{money(d.CashPoints)}</p>
          <p className="text-xs text-white/90">
            {t('rewards.balance.rate', { rate: money(d.ConversionRate) })}
          </p>
        </div>
      ) : null}
    </section>
  );
}

type Redemption = ReturnType<typeof useRedemption>;

const SORTS = ['Point_ASC', 'Point_DESC', 'Name_ASC', 'Name_DESC'] as const;

function pointsInput(text: string): number | undefined {
  const n = Number(text);
  return text.trim() !== '' && Number.isInteger(n) && n >= 0 ? n : undefined;
}

function GiftProducts({ dashboard: d, redemption }: { dashboard: TRewardDashboard; redemption: Redemption }) {
  const { t } = useTranslation();
  const points = usePoints();
  const [search, setSearch] = useState('');
  const [sorting, setSorting] = useState<GiftQuery['Sorting']>('Point_ASC');
  const [min, setMin] = useState('');
  const [max, setMax] = useState('');
  const [vendorIds, setVendorIds] = useState<number[]>([]);
  const [attrs, setAttrs] = useState<Record<number, string[]>>({});
  const [showFilters, setShowFilters] = useState(false);
  const vendors = useRewardVendors(d.VendorEnabled);
  const minPoints = pointsInput(min);
  const maxPoints = pointsInput(max);
  const query: GiftQuery = useDeferredValue({
    SearchText: search.trim(),
    VendorIds: vendorIds,
    ...(minPoints !== undefined ? { MinPoints: minPoints } : {}),
    ...(maxPoints !== undefined && (minPoints === undefined || maxPoints >= minPoints)
      ? { MaxPoints: maxPoints }
      : {}),
    AttrFilters: Object.entries(attrs)
      .filter(([, values]) => values.length > 0)
      .map(([id, values]) => ({ AttrId: Number(id), AttrValues: values })),
    Sorting: sorting,
  });
  const list = useGiftProducts(query);
  const gifts = list.data?.pages.flatMap((p) => p.items) ?? [];
  const total = list.data?.pages[0]?.totalCount ?? 0;
  const narrowing =
    vendorIds.length + Object.values(attrs).reduce((n, v) => n + v.length, 0) + (min ? 1 : 0) + (max ? 1 : 0);
  const filtered = narrowing > 0 || !!search;
  const toggleVendor = (id: number) =>
    setVendorIds((now) =>
      now.includes(id) ? now.filter((v) => v !== id) : d.VendorSingleSelection ? [id] : [...now, id],
    );
  const toggleAttr = (id: number, value: string) =>
    setAttrs((now) => {
      const values = now[id] ?? [];
      return {
        ...now,
        [id]: values.includes(value) ? values.filter((v) => v !== value) : [...values, value],
      };
    });
  const reset = () => {
    setSearch('');
    setMin('');
    setMax('');
    setVendorIds([]);
    setAttrs({});
  };
  const field =
    'h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 outline-none focus:border-brand focus:ring-2 focus:ring-brand/20';
  const chip = (on: boolean) =>
    `min-h-9 shrink-0 rounded-full border px-3 text-sm font-medium ${on ? 'border-brand bg-brand text-white' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'}`;

  let content: ReactNode;
  if (list.isPending) content = <ProductGridSkeleton />;
  else if (list.isError && gifts.length === 0)
    content = <ErrorPanel error={list.error} onRetry={() => void list.refetch()} />;
  else if (gifts.length === 0)
    content = (
      <EmptyState
        heading
        testId="gifts-empty"
        icon={filtered ? SearchX : Gift}
        title={filtered ? t('rewards.gifts.noMatchTitle') : t('rewards.gifts.emptyTitle')}
        action={
          filtered ? (
            <Button variant="secondary" onClick={reset}>
              {t('rewards.gifts.clearFilters')}
            </Button>
          ) : undefined
        }
      />
    );
  else
    content = (
      <>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="gift-list">
          {gifts.map((g) => (
            <li key={g.ProductId}>
              <GiftCard gift={g} qty={redemption.qtyOf(g.ProductId)} onQty={(q) => redemption.setQty(g, q)} />
            </li>
          ))}
        </ul>
        <ListFooter
          list={list}
          moreLabel={t('rewards.gifts.showMore')}
          shownText={t('rewards.gifts.showing', { shown: gifts.length, count: total })}
        />
      </>
    );

  return (
    <section aria-labelledby="gifts-heading">
      <h2 id="gifts-heading" className="sr-only">
        {t('rewards.gifts.title')}
      </h2>
      <div className="mb-4 rounded-2xl border border-slate-200 bg-white p-4">
        <div className="grid gap-3 sm:grid-cols-[1fr_14rem_auto] sm:items-end">
          <label className="block">
            <span className="mb-1 block text-sm font-medium text-slate-700">{t('rewards.gifts.search')}</span>
            <input
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder={t('rewards.gifts.searchPlaceholder')}
              className={field}
              data-testid="gift-search"
            />
          </label>
          <div className="grid grid-cols-[1fr_auto] gap-2 sm:contents">
            <label className="block">
              <span className="mb-1 block text-sm font-medium text-slate-700">{t('rewards.gifts.sort')}</span>
              <select
                value={sorting}
                onChange={(e) => setSorting(e.target.value as GiftQuery['Sorting'])}
                className={field}
                data-testid="gift-sort"
              >
                {SORTS.map((s) => (
                  <option key={s} value={s}>
                    {t(`rewards.gifts.sorts.${s}`)}
                  </option>
                ))}
              </select>
            </label>
            <button
              type="button"
              aria-expanded={showFilters}
              aria-controls="gift-filters"
              onClick={() => setShowFilters((v) => !v)}
              className="inline-flex h-11 items-center gap-2 self-end rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50"
              data-testid="gift-filters-toggle"
            >
              <SlidersHorizontal size={18} aria-hidden="true" />
              {narrowing > 0
                ? t('rewards.gifts.filtersOn', { count: narrowing })
                : t('rewards.gifts.filters')}
            </button>
          </div>
        </div>
        <div
          id="gift-filters"
          hidden={!showFilters}
          className="mt-4 space-y-3 border-t border-slate-100 pt-4"
        >
          <div className="grid max-w-sm grid-cols-2 gap-2">
            <label className="block">
              <span className="mb-1 block text-sm font-medium text-slate-700">
                {t('rewards.gifts.minPoints')}
              </span>
              <input
                inputMode="numeric"
                value={min}
                onChange={(e) => setMin(e.target.value.replace(/\D/g, '').slice(0, 9))}
                className={field}
                data-testid="gift-min"
              />
            </label>
            <label className="block">
              <span className="mb-1 block text-sm font-medium text-slate-700">
                {t('rewards.gifts.maxPoints')}
              </span>
              <input
                inputMode="numeric"
                value={max}
                onChange={(e) => setMax(e.target.value.replace(/\D/g, '').slice(0, 9))}
                className={field}
                data-testid="gift-max"
              />
            </label>
          </div>
          {d.VendorEnabled && (vendors.data?.length ?? 0) > 0 ? (
            <fieldset>
              <legend className="mb-1 text-sm font-medium text-slate-700">
                {d.VendorSingleSelection ? t('rewards.gifts.vendor') : t('rewards.gifts.vendors')}
              </legend>
              <div className="flex flex-wrap gap-2">
                {vendors.data?.map((v) => (
                  <button
                    key={v.VendorId}
                    type="button"
                    aria-pressed={vendorIds.includes(v.VendorId)}
                    onClick={() => toggleVendor(v.VendorId)}
                    className={chip(vendorIds.includes(v.VendorId))}
                    data-testid="gift-vendor"
                  >
                    {v.VendorName}
                  </button>
                ))}
              </div>
            </fieldset>
          ) : null}
          {d.Attributes.map((a) => (
            <fieldset key={a.AttrId}>
              <legend className="mb-1 text-sm font-medium text-slate-700">{a.AttrName}</legend>
              <div className="flex flex-wrap gap-2">
                {a.Values.map((value) => {
                  const on = (attrs[a.AttrId] ?? []).includes(value);
                  return (
                    <button
                      key={value}
                      type="button"
                      aria-pressed={on}
                      onClick={() => toggleAttr(a.AttrId, value)}
                      className={chip(on)}
                      data-testid="gift-attr"
                    >
                      {value}
                    </button>
                  );
                })}
              </div>
            </fieldset>
          ))}
          {narrowing > 0 ? (
            <Button variant="ghost" onClick={reset}>
              {t('rewards.gifts.clearFilters')}
            </Button>
          ) : null}
        </div>
      </div>
      {content}
      {redemption.lines.length > 0 ? (
        <div className="fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] backdrop-blur">
          <div className="mx-auto flex max-w-6xl items-center gap-3">
            <p className="min-w-0 flex-1 text-sm text-slate-700" aria-live="polite" data-testid="summary-bar">
              <span className="font-semibold text-slate-900">
                {t('rewards.summary.points', { points: points(redemption.summary.totalPoints) })}
              </span>
              {' · '}
              {t('rewards.summary.items', { count: redemption.summary.totalQty })}
              <span className="block text-xs text-slate-500">
                {t('rewards.summary.left', {
                  points: points(d.RewardPoints - redemption.summary.totalPoints),
                })}
              </span>
            </p>
            <Button variant="ghost" onClick={redemption.clear}>
              {t('rewards.summary.clear')}
            </Button>
            <Button onClick={() => redemption.start({ kind: 'PRODUCT' })} data-testid="summary-review">
              {t('rewards.summary.review')}
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}

function Stepper({
  qty,
  name,
  onQty,
  testId,
}: {
  qty: number;
  name: string;
  onQty(qty: number): boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <div
      className="flex items-center justify-between gap-1 rounded-lg border border-brand"
      data-testid={testId}
    >
      <button
        type="button"
        onClick={() => onQty(qty - 1)}
        aria-label={t('rewards.gifts.less', { name })}
        className="flex size-10 items-center justify-center text-brand hover:bg-brand-240"
      >
        <span aria-hidden="true" className="text-xl leading-none font-semibold">
          −
        </span>
      </button>
      <span className="min-w-8 text-center font-semibold tabular-nums" aria-live="polite">
        {qty}
      </span>
      <button
        type="button"
        onClick={() => onQty(qty + 1)}
        aria-label={t('rewards.gifts.more', { name })}
        className="flex size-10 items-center justify-center text-brand hover:bg-brand-240"
        data-testid={`${testId}-plus`}
      >
        <span aria-hidden="true" className="text-xl leading-none font-semibold">
          +
        </span>
      </button>
    </div>
  );
}

function GiftCard({ gift, qty, onQty }: { gift: TGiftProduct; qty: number; onQty(qty: number): boolean }) {
  const { t } = useTranslation();
  const points = usePoints();
  return (
    <article
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-3 shadow-sm"
      data-testid="gift-card"
      data-gift-id={gift.ProductId}
      data-points={gift.ProductPoints}
    >
      <img
        src={gift.ImageUrl}
        alt=""
        width={200}
        height={200}
        loading="lazy"
        decoding="async"
        className="aspect-[4/3] w-full rounded-xl bg-[#f7f4ef] object-contain"
      />
      <h3 className="mt-2 line-clamp-2 text-sm font-semibold text-slate-900">{gift.ProductName}</h3>
      <p className="truncate text-xs text-slate-500">{gift.VendorName}</p>
      <p className="mt-1 mb-2 text-base font-bold text-brand tabular-nums">
        {t('rewards.gifts.points', { points: points(gift.ProductPoints) })}
      </p>
      <div className="mt-auto">
        {qty > 0 ? (
          <Stepper qty={qty} name={gift.ProductName} onQty={onQty} testId="gift-qty" />
        ) : (
          <Button block variant="secondary" onClick={() => onQty(1)} data-testid="gift-add">
            {t('rewards.gifts.add')}
          </Button>
        )}
      </div>
    </article>
  );
}

function CashPanel({
  dashboard: d,
  onRedeem,
}: {
  dashboard: TRewardDashboard;
  onRedeem(points: number): boolean;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const points = usePoints();
  const [text, setText] = useState('');
  const value = text === '' ? 0 : Number(text);
  const problem =
    text === '' ? null : value <= 0 || value > d.RewardPoints ? t('rewards.summary.pointValidation') : null;
  return (
    <section
      aria-labelledby="cash-heading"
      className="max-w-lg rounded-2xl border border-slate-200 bg-white p-5"
    >
      <h2 id="cash-heading" className="text-lg font-semibold text-slate-900">
        {t('rewards.cash.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {t('rewards.cash.body', { rate: money(d.ConversionRate), points: points(d.RewardPoints) })}
      </p>
      <form
        className="mt-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onRedeem(value);
        }}
      >
        <label htmlFor="cash-points" className="mb-1 block text-sm font-medium text-slate-700">
          {t('rewards.cash.points')}
        </label>
        <input
          id="cash-points"
          inputMode="numeric"
          value={text}
          onChange={(e) => setText(e.target.value.replace(/\D/g, '').slice(0, 9))}
          aria-invalid={problem ? true : undefined}
          aria-describedby="cash-points-msg"
          className={`h-12 w-full rounded-lg border bg-white px-3 text-lg tabular-nums outline-none focus:ring-2 focus:ring-brand/20 ${problem ? 'border-red-500' : 'border-slate-300 focus:border-brand'}`}
          data-testid="cash-points"
        />
        <p
          id="cash-points-msg"
          className={`mt-1 min-h-5 text-sm ${problem ? 'text-red-600' : 'text-slate-600'}`}
        >
          {problem ??
            (value > 0
              ? t('rewards.cash.youGet', {
                  amount: money(paiseToNumber(cashPaiseOf(value, d.ConversionRate))),
                })
              : '')}
        </p>
        <div className="mt-3 flex gap-2">
          <Button
            variant="secondary"
            onClick={() => setText(String(d.RewardPoints))}
            disabled={d.RewardPoints <= 0}
          >
            {t('rewards.cash.all')}
          </Button>
          <Button type="submit" disabled={value <= 0 || !!problem} data-testid="cash-redeem">
            {t('rewards.cash.redeem')}
          </Button>
        </div>
      </form>
    </section>
  );
}

function SummaryRow({ line, redemption }: { line: SummaryLine; redemption: Redemption }) {
  const { t } = useTranslation();
  const points = usePoints();
  return (
    <li className="flex items-center gap-3 py-3" data-testid="summary-line">
      <img
        src={line.ImageUrl}
        alt=""
        width={48}
        height={48}
        className="size-12 shrink-0 rounded-lg bg-slate-50"
      />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-slate-900">{line.ProductName}</p>
        <p className="text-xs text-slate-500">
          {t('rewards.summary.linePoints', {
            each: points(line.ProductPoints),
            total: points(line.ProductPoints * line.Qty),
          })}
        </p>
      </div>
      <div className="w-32 shrink-0">
        <Stepper
          qty={line.Qty}
          name={line.ProductName}
          onQty={(q) => redemption.setQty(line, q)}
          testId="summary-qty"
        />
      </div>
    </li>
  );
}

function RedeemDialog({
  dashboard: d,
  redemption,
  resendEnabled,
  resendSeconds,
}: {
  dashboard: TRewardDashboard;
  redemption: Redemption;
  resendEnabled: boolean;
  resendSeconds: number;
}) {
  const { t } = useTranslation();
  const points = usePoints();
  const money = useMoney();
  const p = redemption.pending;
  const open = redemption.step !== 'closed' && p !== null;
  const total = p ? redemption.pointsOf(p) : 0;
  const sending = redemption.step === 'sending';
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !sending) redemption.close();
      }}
      modal={sending || redemption.step === 'otp'}
      title={redemption.step === 'otp' ? t('rewards.otp.title') : t('rewards.summary.title')}
      closeLabel={t('common.close')}
    >
      {!p ? null : redemption.step === 'otp' ? (
        <RewardOtpStep
          points={total}
          resendEnabled={resendEnabled}
          resendSeconds={resendSeconds}
          onVerified={redemption.verified}
          onCancel={redemption.close}
        />
      ) : (
        <div data-testid="redeem-summary">
          {p.kind === 'PRODUCT' ? (
            <ul className="divide-y divide-slate-100">
              {redemption.lines.map((l) => (
                <SummaryRow key={l.ProductId} line={l} redemption={redemption} />
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-700">
              {t('rewards.cash.summary', {
                points: points(total),
                amount: money(paiseToNumber(cashPaiseOf(total, d.ConversionRate))),
              })}
            </p>
          )}
          <dl className="mt-3 space-y-1 rounded-xl bg-slate-50 p-3 text-sm">
            <div className="flex justify-between">
              <dt className="text-slate-600">{t('rewards.summary.total')}</dt>
              <dd className="font-semibold tabular-nums" data-testid="summary-total">
                {points(total)}
              </dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-slate-600">{t('rewards.summary.after')}</dt>
              <dd className="tabular-nums">{points(d.RewardPoints - total)}</dd>
            </div>
          </dl>
          {d.ApprovalRequired ? (
            <p className="mt-2 text-xs text-slate-500">{t('rewards.summary.approval')}</p>
          ) : null}
          {redemption.error ? (
            <p role="alert" className="mt-2 text-sm text-red-600">
              {redemption.error}
            </p>
          ) : null}
          <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={redemption.close} disabled={sending}>
              {t('common.cancel')}
            </Button>
            <Button
              onClick={redemption.confirm}
              loading={sending}
              disabled={total <= 0 || (p.kind === 'PRODUCT' && redemption.lines.length === 0)}
              data-testid="redeem-confirm"
            >
              {t('rewards.summary.redeem')}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
