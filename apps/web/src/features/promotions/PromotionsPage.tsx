import { BadgePercent } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/list-states';
import { PageHeader } from '../../components/ui/page-header';
import { usePromotionSchemes } from './api';
import { PagedCards } from './PagedCards';
import { SchemeCard } from './SchemeCard';

/** Route promotions: the schemes running at the selected distributor, 10 at a time. */
export default function PromotionsPage() {
  const { t } = useTranslation();
  const schemes = usePromotionSchemes();
  const items = schemes.data?.pages.flatMap((p) => p.items) ?? [];
  const total = schemes.data?.pages.at(-1)?.totalCount ?? 0;

  return (
    <>
      <PageHeader title={t('promotions.list.title')} description={t('promotions.list.description')} />
      {schemes.isPending ? (
        <LoadingState />
      ) : schemes.isError && items.length === 0 ? (
        <ErrorState error={schemes.error} onRetry={() => void schemes.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={BadgePercent}
          title={t('promotions.list.emptyTitle')}
          body={t('promotions.list.emptyBody')}
        />
      ) : (
        <PagedCards
          query={schemes}
          items={items}
          total={total}
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          testId="promotion-list"
        >
          {(scheme) => <SchemeCard key={scheme.SchemeId} scheme={scheme} />}
        </PagedCards>
      )}
    </>
  );
}
