import type { TScheme } from '@restock/domain/contracts/product';
import { CalendarDays, Gift, PackageSearch, Tag } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/list-states';
import { PageHeader } from '../../components/ui/page-header';
import { ApiError } from '../../lib/api';
import { useAppConfig } from '../../lib/app-config';
import { FocModeBar } from '../../ordering/foc/FocModeSwitch';
import { useFocMode } from '../../ordering/foc-mode';
import { ProductCard } from '../../ordering/product/ProductCard';
import { useSchemeProducts, useSchemeView } from './api';
import { PagedCards } from './PagedCards';
import { formatSchemeDate, slabBenefit, slabRange, sortedSlabs } from './scheme-text';

function Section({ title, children, aside }: { title: string; children: ReactNode; aside?: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-8">
      <div className="mb-3 flex items-baseline justify-between gap-3">
        <h2 id={id} className="text-lg font-bold tracking-tight text-slate-900">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

function SchemeSummary({ scheme, showNarration }: { scheme: TScheme; showNarration: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="grid overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <img
        src={scheme.ImageUrl}
        alt=""
        width={600}
        height={300}
        className="aspect-[2/1] h-full w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2">
          <span className="inline-flex items-center gap-1 rounded-full bg-brand-210 px-2.5 py-1 text-xs font-semibold text-brand">
            <Tag size={13} aria-hidden="true" />
            {t(scheme.SchemeType === 'QPS' ? 'promotions.type.QPS' : 'promotions.type.PROMO')}
          </span>
          <span className="text-xs text-slate-500">{scheme.SchemeCode}</span>
        </div>
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <CalendarDays size={16} aria-hidden="true" className="shrink-0 text-slate-500" />
          {t('promotions.validity', {
            from: formatSchemeDate(scheme.StartDate, i18n.language),
            to: formatSchemeDate(scheme.EndDate, i18n.language),
          })}
        </p>
        {showNarration && scheme.Narration ? (
          <p
            className="rounded-xl bg-slate-50 p-3 text-sm leading-relaxed text-slate-700"
            data-testid="scheme-detail-narration"
          >
            {scheme.Narration}
          </p>
        ) : null}
        <p className="text-sm text-slate-600">
          {t('promotions.productCount', { count: scheme.ProductCount })}
        </p>
      </div>
    </div>
  );
}

function Slabs({ scheme }: { scheme: TScheme }) {
  const { t } = useTranslation();
  const slabs = sortedSlabs(scheme);
  if (slabs.length === 0) return null;
  return (
    <Section title={t('promotions.slabs.title')}>
      <ol className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white">
        {slabs.map((slab, index) => (
          <li key={slab.SlabId} className="flex items-start gap-3 px-4 py-3">
            <span
              aria-hidden="true"
              className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-brand text-xs font-bold text-white"
            >
              {index + 1}
            </span>
            <div className="min-w-0 flex-1">
              <p className="text-sm font-semibold text-slate-900">
                {slabRange(slab, t)}
                <span aria-hidden="true" className="mx-1.5 text-slate-400">
                  →
                </span>
                <span className="sr-only">: </span>
                <span className="text-brand">{slabBenefit(slab, scheme.SchemeType, t)}</span>
              </p>
              {slab.Narration ? <p className="mt-0.5 text-sm text-slate-600">{slab.Narration}</p> : null}
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}

function FreeGoods({ scheme }: { scheme: TScheme }) {
  const { t } = useTranslation();
  const free = sortedSlabs(scheme).filter((s) => s.FreeQty > 0);
  if (free.length === 0) return null;
  return (
    <Section title={t('promotions.freeGoods.title')}>
      <ul className="grid gap-3">
        {free.map((slab) => (
          <li
            key={slab.SlabId}
            className="flex items-center gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 px-4 py-3"
          >
            <Gift size={22} aria-hidden="true" className="shrink-0 text-emerald-700" />
            <div className="min-w-0 text-sm">
              <p className="font-semibold text-emerald-900">
                {slab.FreeProductId && slab.FreeProductName ? (
                  <Link
                    to={`/ivy/product/${slab.FreeProductId}`}
                    className="underline-offset-2 hover:underline"
                  >
                    {t('promotions.freeGoods.other', { count: slab.FreeQty, name: slab.FreeProductName })}
                  </Link>
                ) : (
                  t('promotions.freeGoods.same', { count: slab.FreeQty })
                )}
              </p>
              <p className="text-emerald-800">
                {t('promotions.freeGoods.when', { range: slabRange(slab, t) })}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/**
 * The scheme's products, to order from here. In FOC mode (docs/decisions/058) those offered free
 * of charge, which the scheme's benefits do not reach: the note says so.
 */
function SchemeProducts({ schemeId }: { schemeId: number }) {
  const { t } = useTranslation();
  const foc = useFocMode();
  const products = useSchemeProducts(schemeId);
  const items = products.data?.pages.flatMap((p) => p.items) ?? [];
  const total = products.data?.pages.at(-1)?.totalCount ?? 0;
  return (
    <Section
      title={t('promotions.products.title')}
      aside={
        products.data ? (
          <span className="text-sm text-slate-500">{t('promotions.productCount', { count: total })}</span>
        ) : null
      }
    >
      <FocModeBar focNote={t('cart.focMode.schemeNote')} className="mb-4" />
      {products.isPending ? (
        <LoadingState />
      ) : products.isError && items.length === 0 ? (
        <ErrorState error={products.error} onRetry={() => void products.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={PackageSearch}
          title={foc ? t('cart.focMode.emptyTitle') : t('promotions.products.empty')}
          body={foc ? t('cart.focMode.emptyHint') : undefined}
        />
      ) : (
        <PagedCards
          query={products}
          items={items}
          total={total}
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 lg:grid-cols-4"
          testId="scheme-products"
        >
          {(product) => <ProductCard key={product.ProductId} product={product} />}
        </PagedCards>
      )}
    </Section>
  );
}

/** Route promotion/:schemeId: one scheme with its slabs, free goods and products. */
export default function SchemeDetailPage() {
  const { t } = useTranslation();
  const schemeId = Number(useParams().schemeId);
  const validId = Number.isInteger(schemeId) && schemeId > 0;
  const scheme = useSchemeView(validId ? schemeId : 0);
  const showNarration = useAppConfig().data?.settings.flags.isShowNarrationInSchemeDetailsPage ?? false;
  const back = { to: '/ivy/promotions', label: t('promotions.list.back') };

  if (!validId || (scheme.isError && scheme.error instanceof ApiError && scheme.error.code === 'E012')) {
    return (
      <>
        <PageHeader title={t('promotions.detail.notFoundTitle')} back={back} />
        <EmptyState
          icon={PackageSearch}
          title={t('promotions.detail.notFoundTitle')}
          body={t('promotions.detail.notFoundBody')}
          action={
            <Link to="/ivy/promotions" className="text-sm font-semibold text-brand hover:underline">
              {t('promotions.list.back')}
            </Link>
          }
        />
      </>
    );
  }
  if (scheme.isPending) return <LoadingState />;
  if (scheme.isError) {
    return (
      <>
        <PageHeader title={t('promotions.list.title')} back={back} />
        <ErrorState error={scheme.error} onRetry={() => void scheme.refetch()} />
      </>
    );
  }
  return (
    <>
      <PageHeader title={scheme.data.SchemeName} back={back} />
      <SchemeSummary scheme={scheme.data} showNarration={showNarration} />
      <div className={scheme.data.Slabs.some((s) => s.FreeQty > 0) ? 'gap-6 lg:grid lg:grid-cols-2' : ''}>
        <Slabs scheme={scheme.data} />
        <FreeGoods scheme={scheme.data} />
      </div>
      <SchemeProducts schemeId={schemeId} />
    </>
  );
}
