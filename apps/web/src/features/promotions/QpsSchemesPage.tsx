import type { TQpsScheme } from '@restock/domain/contracts/product';
import { CalendarDays, Check, ChevronRight, Target, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/list-states';
import { PageHeader } from '../../components/ui/page-header';
import { useAppConfig } from '../../lib/app-config';
import { useMoney } from '../../lib/format';
import { useQpsSchemes } from './api';
import { PagedCards } from './PagedCards';
import { schemePath } from './SchemeCard';
import { formatSchemeDate, slabBenefit, slabRange, sortedSlabs } from './scheme-text';

function QpsCard({ scheme }: { scheme: TQpsScheme }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const slabs = sortedSlabs(scheme);
  const next = slabs.find((s) => s.SlabId === scheme.NextSlabId) ?? null;
  const current = slabs.find((s) => s.SlabId === scheme.CurrentSlabId) ?? null;
  const top = slabs.at(-1);
  const goal = next?.MinQty ?? top?.MinQty ?? 0;
  const percent = goal > 0 ? Math.min(100, Math.round((scheme.AchievedQty / goal) * 100)) : 100;
  const nameId = `qps-${scheme.SchemeId}-name`;

  return (
    <article
      aria-labelledby={nameId}
      data-testid="qps-card"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-210 text-brand"
        >
          <Target size={22} />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={nameId} className="text-base leading-snug font-semibold text-slate-900">
            {scheme.SchemeName}
          </h2>
          <p className="mt-0.5 flex items-center gap-1.5 text-xs text-slate-500">
            <CalendarDays size={14} aria-hidden="true" />
            {t('promotions.validity', {
              from: formatSchemeDate(scheme.StartDate, i18n.language),
              to: formatSchemeDate(scheme.EndDate, i18n.language),
            })}
          </p>
        </div>
      </div>
      {scheme.Narration ? <p className="text-sm text-slate-700">{scheme.Narration}</p> : null}

      <div className="rounded-xl bg-slate-50 p-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <p className="text-sm text-slate-700">
            {t('promotions.qps.achieved', { count: scheme.AchievedQty, value: money(scheme.AchievedValue) })}
          </p>
          {current ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
              <Trophy size={13} aria-hidden="true" />
              {slabBenefit(current, 'QPS', t)}
            </span>
          ) : null}
        </div>
        <div
          role="progressbar"
          aria-label={t('promotions.qps.progressLabel', { name: scheme.SchemeName })}
          aria-valuemin={0}
          aria-valuemax={goal}
          aria-valuenow={Math.min(scheme.AchievedQty, goal)}
          className="mt-3 h-2.5 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full rounded-full bg-brand transition-[width]" style={{ width: `${percent}%` }} />
        </div>
        <p className="mt-2 text-sm font-medium text-slate-900" data-testid="qps-next">
          {next
            ? t('promotions.qps.toNext', {
                count: scheme.QtyToNextSlab,
                benefit: slabBenefit(next, 'QPS', t),
              })
            : t('promotions.qps.topReached')}
        </p>
      </div>

      {slabs.length > 0 ? (
        <ol className="flex flex-col gap-2" aria-label={t('promotions.slabs.title')}>
          {slabs.map((slab) => {
            const reached = scheme.AchievedQty >= slab.MinQty;
            return (
              <li key={slab.SlabId} className="flex items-center gap-3 text-sm">
                <span
                  aria-hidden="true"
                  className={`flex size-6 shrink-0 items-center justify-center rounded-full ${reached ? 'bg-emerald-600 text-white' : 'border-2 border-slate-300 bg-white'}`}
                >
                  {reached ? <Check size={14} /> : null}
                </span>
                <span className="flex-1 text-slate-700">{slabRange(slab, t)}</span>
                <span className="font-semibold text-slate-900">{slabBenefit(slab, 'QPS', t)}</span>
                {reached ? <span className="sr-only">{t('promotions.qps.reached')}</span> : null}
              </li>
            );
          })}
        </ol>
      ) : null}

      <Link
        to={schemePath(scheme.SchemeId)}
        className="mt-auto inline-flex items-center gap-0.5 self-start rounded-md text-sm font-semibold text-brand hover:underline"
      >
        {t('promotions.qps.viewProducts')}
        <span className="sr-only">: {scheme.SchemeName}</span>
        <ChevronRight size={16} aria-hidden="true" />
      </Link>
    </article>
  );
}

/** Route qpsSchemes: quantity-purchase targets and how far the retailer got (QpsScheme menu). */
export default function QpsSchemesPage() {
  const { t } = useTranslation();
  const config = useAppConfig();
  const allowed = config.data?.hasMenu('QpsScheme') ?? false;
  const schemes = useQpsSchemes(allowed);
  const items = schemes.data?.pages.flatMap((p) => p.items) ?? [];
  const total = schemes.data?.pages.at(-1)?.totalCount ?? 0;

  return (
    <>
      <PageHeader title={t('promotions.qps.title')} description={t('promotions.qps.description')} />
      {!allowed ? (
        <EmptyState
          icon={Target}
          title={t('promotions.qps.notEnabledTitle')}
          body={t('promotions.qps.notEnabledBody')}
          action={
            <Link to="/ivy/home" className="text-sm font-semibold text-brand hover:underline">
              {t('promotions.goHome')}
            </Link>
          }
        />
      ) : schemes.isPending ? (
        <LoadingState />
      ) : schemes.isError && items.length === 0 ? (
        <ErrorState error={schemes.error} onRetry={() => void schemes.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={Target}
          title={t('promotions.qps.emptyTitle')}
          body={t('promotions.qps.emptyBody')}
        />
      ) : (
        <PagedCards
          query={schemes}
          items={items}
          total={total}
          className="grid gap-4 md:grid-cols-2"
          testId="qps-list"
        >
          {(scheme) => <QpsCard key={scheme.SchemeId} scheme={scheme} />}
        </PagedCards>
      )}
    </>
  );
}
