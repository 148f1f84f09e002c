import type { TOrderTemplate } from '@restock/domain/contracts/smart-list';
import { ChevronRight, ListChecks } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { displayDate } from '../../../lib/format';

/** The retailer's smart lists; each opens its products (the address carries the open list). */
export function TemplateList({
  templates,
  selectedId,
  limit,
}: {
  templates: TOrderTemplate[];
  selectedId: number | null;
  limit: number;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="smart-list-list-title">
      <div className="mb-2 flex items-baseline justify-between gap-3">
        <h2 id="smart-list-list-title" className="text-base font-semibold">
          {t('smartList.list.title')}
        </h2>
        <span className="text-sm text-slate-600" data-testid="smart-list-count">
          {t('smartList.list.count', { count: templates.length, limit })}
        </span>
      </div>
      {templates.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-slate-300 bg-white px-5 py-8 text-center">
          <ListChecks size={28} aria-hidden="true" className="text-brand" />
          <p className="font-medium text-slate-900">{t('smartList.list.emptyTitle')}</p>
          <p className="text-sm text-slate-600">{t('smartList.list.emptyBody')}</p>
        </div>
      ) : (
        <ul className="space-y-2" data-testid="smart-lists">
          {templates.map((tpl) => {
            const selected = tpl.TemplateId === selectedId;
            return (
              <li key={tpl.TemplateId}>
                <Link
                  to={`?list=${tpl.TemplateId}`}
                  aria-current={selected ? 'true' : undefined}
                  data-testid="smart-list-item"
                  className={`flex min-h-16 items-center gap-3 rounded-2xl border bg-white px-4 py-3 shadow-sm transition-colors hover:border-brand/50 ${selected ? 'border-brand ring-1 ring-brand' : 'border-slate-200'}`}
                >
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-210 text-brand">
                    <ListChecks size={20} aria-hidden="true" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium text-slate-900">{tpl.TemplateName}</span>
                    <span className="block text-sm text-slate-600">
                      {t('smartList.list.products', { count: tpl.LineCount })}
                      {displayDate(tpl.CreatedOn)
                        ? ` · ${t('smartList.list.savedOn', { date: displayDate(tpl.CreatedOn) })}`
                        : ''}
                    </span>
                  </span>
                  <ChevronRight size={18} aria-hidden="true" className="shrink-0 text-slate-400" />
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
