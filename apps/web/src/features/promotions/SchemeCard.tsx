import type { TScheme } from '@restock/domain/contracts/product';
import { CalendarDays, ChevronRight, Package } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatSchemeDate, slabBenefit, slabRange, sortedSlabs } from './scheme-text';

export function schemePath(schemeId: number): string {
  return `/ivy/promotion/${schemeId}`;
}

/** A running scheme in the promotions list: picture, name, validity, its slabs, a way in. */
export function SchemeCard({ scheme }: { scheme: TScheme }) {
  const { t, i18n } = useTranslation();
  const slabs = sortedSlabs(scheme);
  const nameId = `scheme-${scheme.SchemeId}-name`;
  return (
    <article
      aria-labelledby={nameId}
      data-testid="scheme-card"
      className="group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:border-slate-300 hover:shadow-md"
    >
      <img
        src={scheme.ImageUrl}
        alt=""
        width={600}
        height={300}
        loading="lazy"
        decoding="async"
        className="aspect-[2/1] w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <h2 id={nameId} className="text-base leading-snug font-semibold text-slate-900">
            <Link
              to={schemePath(scheme.SchemeId)}
              className="after:absolute after:inset-0 after:content-[''] hover:text-brand focus-visible:outline-none"
            >
              {scheme.SchemeName}
            </Link>
          </h2>
          <p className="mt-1 flex items-center gap-1.5 text-xs text-slate-500">
            <CalendarDays size={14} aria-hidden="true" />
            {t('promotions.validTill', { date: formatSchemeDate(scheme.EndDate, i18n.language) })}
          </p>
        </div>
        {slabs.length > 0 ? (
          <ul className="flex flex-col gap-1.5" aria-label={t('promotions.slabs.title')}>
            {slabs.slice(0, 3).map((slab) => (
              <li key={slab.SlabId} className="flex items-baseline gap-2 text-sm">
                <span className="shrink-0 rounded-md bg-brand-210 px-1.5 py-0.5 text-xs font-semibold text-brand">
                  {slabRange(slab, t)}
                </span>
                <span className="font-medium text-slate-800">{slabBenefit(slab, scheme.SchemeType, t)}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-auto flex items-center justify-between gap-2 border-t border-slate-100 pt-3 text-sm">
          <span className="flex items-center gap-1.5 text-slate-600">
            <Package size={15} aria-hidden="true" />
            {t('promotions.productCount', { count: scheme.ProductCount })}
          </span>
          <span aria-hidden="true" className="flex items-center gap-0.5 font-semibold text-brand">
            {t('promotions.viewDetails')}
            <ChevronRight size={16} />
          </span>
        </div>
      </div>
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 rounded-2xl ring-brand group-has-[a:focus-visible]:ring-2"
      />
    </article>
  );
}
