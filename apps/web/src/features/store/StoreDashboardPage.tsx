import { Box, Contact, Image, Megaphone, Presentation, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorPanel, ListSkeleton } from '../../components/ui/list-states';
import { PageHeader } from '../../components/ui/page-header';
import { useStoreDashboard } from './api';

/**
 * Route storeDashboard: the sections consumers, storeProducts, storeDisplay, storeBanners and
 * storeImages with their counts.
 */
export default function StoreDashboardPage() {
  const { t } = useTranslation();
  const dashboard = useStoreDashboard();
  const d = dashboard.data;
  const sections = d
    ? ([
        [
          'consumer',
          Contact,
          'consumers',
          [
            [t('store.dashboard.approved'), d.Consumers, 'consumers'],
            [t('store.dashboard.pending'), d.PendingConsumers, 'pending'],
          ],
        ],
        [
          'storeProducts',
          Box,
          'storeProducts',
          [
            [t('store.dashboard.products'), d.Products, 'products'],
            [t('store.dashboard.categories'), d.Categories, 'categories'],
            [t('store.dashboard.brands'), d.Brands, 'brands'],
          ],
        ],
        [
          'storeDisplay',
          Presentation,
          'storeDisplay',
          [
            [t('store.dashboard.displays'), d.Displays, 'displays'],
            [t('store.dashboard.assets'), d.Assets, 'assets'],
          ],
        ],
        ['storeBanners', Megaphone, 'storeBanners', [[t('store.dashboard.banners'), d.Banners, 'banners']]],
        ['storeImages', Image, 'storeImages', [[t('store.dashboard.images'), d.Images, 'images']]],
      ] as const)
    : [];
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={t('store.dashboard.title')} description={t('store.dashboard.description')} />
      {dashboard.isPending ? (
        <ListSkeleton rows={3} height="h-28" />
      ) : dashboard.isError ? (
        <ErrorPanel error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      ) : (
        <ul className="grid gap-4 md:grid-cols-3" data-testid="store-dashboard">
          {sections.map(([route, Icon, key, counts]) => (
            <li key={route}>
              <Link
                to={`/ivy/${route}`}
                data-testid={`store-section-${key}`}
                className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand focus-visible:outline-2 focus-visible:outline-brand"
              >
                <span className="flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-11 items-center justify-center rounded-full bg-brand-210 text-brand"
                  >
                    <Icon size={22} />
                  </span>
                  <span className="text-lg font-semibold text-slate-900">{t(`store.sections.${key}`)}</span>
                </span>
                <span className="flex flex-wrap gap-4">
                  {counts.map(([label, n, id]) => (
                    <span key={id} className="min-w-20">
                      <span
                        className="block text-2xl font-bold text-slate-900"
                        data-testid={`store-count-${id}`}
                      >
                        {n}
                      </span>
                      <span className="block text-xs text-slate-600">{label}</span>
                    </span>
                  ))}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-6 flex items-center gap-2 text-sm text-slate-600">
        <Store size={16} aria-hidden="true" />
        {t('store.dashboard.ownData')}
      </p>
    </div>
  );
}
