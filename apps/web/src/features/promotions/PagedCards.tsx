import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFooter, type PagedQuery } from '../../components/ui/list-states';

/**
 * The cards of a paged promotions list (schemes, a scheme's or a banner's products) in a grid,
 * then "n of total" and "Show more" while more remain (a page that failed leaves it out).
 */
export function PagedCards<T>({
  query,
  items,
  total,
  className,
  testId,
  children,
}: {
  query: PagedQuery;
  items: readonly T[];
  total: number;
  className: string;
  testId: string;
  /** One card, with its key. */
  children(item: T): ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className={className} data-testid={testId}>
        {items.map(children)}
      </div>
      <ListFooter
        list={query}
        showError={false}
        shownText={t('promotions.shownOf', { shown: items.length, total })}
        moreLabel={t('promotions.showMore')}
      />
    </>
  );
}
