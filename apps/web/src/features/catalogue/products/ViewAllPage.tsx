import { VIEW_ALL_TYPES } from '@restock/domain/codes';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ProductGridSkeleton } from '../../../components/ui/list-states';
import { PageHeader } from '../../../components/ui/page-header';
import { errorMessage } from '../../../lib/api';
import { FocModeBar } from '../../../ordering/foc/FocModeSwitch';
import { useFocMode } from '../../../ordering/foc-mode';
import type { ListCall } from '../../../ordering/product-calls';
import { useProductList } from '../api';
import { EmptyState, listProducts, ProductGrid } from '../components/ProductGrid';

type ViewAllType = (typeof VIEW_ALL_TYPES)[number];

function isViewAllType(value: unknown): value is ViewAllType {
  return typeof value === 'string' && (VIEW_ALL_TYPES as readonly string[]).includes(value);
}

/** The call and filter of each view-all list (similarProducts needs ?productId=). */
function listOf(type: ViewAllType, productId: number): { call: ListCall; filter: object } {
  switch (type) {
    case 'recommended':
      return { call: '/Product/SearchProduct', filter: { NeedRecommended: true } };
    case 'hotDeals':
      return { call: '/Product/SearchProduct', filter: { NeedHotDeals: true } };
    case 'bestSellingProducts':
      return { call: '/Product/SearchProduct', filter: { NeedBestSelling: true } };
    case 'similarProducts':
      return { call: '/Product/SimilarProduct', filter: { ProductId: productId } };
  }
}

/**
 * View-all lists (viewAllProducts/:viewAllType): recommended, hot deals, best sellers, similar
 * products; in FOC mode those offered free of charge (docs/decisions/058).
 */
export default function ViewAllPage() {
  const { t } = useTranslation();
  const { viewAllType } = useParams();
  const [search] = useSearchParams();
  const productId = Number(search.get('productId') ?? 0);
  const type = isViewAllType(viewAllType) ? viewAllType : null;
  const valid =
    type !== null && (type !== 'similarProducts' || (Number.isInteger(productId) && productId > 0));
  const { call, filter } = useMemo(
    () => (type ? listOf(type, productId) : { call: '/Product/SearchProduct' as const, filter: {} }),
    [type, productId],
  );
  const query = useProductList(call, filter, { enabled: valid });
  const products = listProducts(query);
  const foc = useFocMode();

  if (!valid) {
    return <EmptyState title={t('catalogue.viewAll.unknown')} hint={t('catalogue.list.emptyHint')} />;
  }
  return (
    <div>
      <PageHeader
        title={t(`catalogue.viewAll.${type}`)}
        back={
          type === 'similarProducts'
            ? { to: `/ivy/product/${productId}`, label: t('catalogue.detail.back') }
            : undefined
        }
      />
      <FocModeBar />
      {query.isPending ? (
        <ProductGridSkeleton />
      ) : query.isError ? (
        <EmptyState title={t('catalogue.list.loadError')} hint={errorMessage(query.error, t)}>
          <Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>
        </EmptyState>
      ) : products.length === 0 ? (
        <EmptyState
          title={foc ? t('cart.focMode.emptyTitle') : t('catalogue.list.empty')}
          hint={foc ? t('cart.focMode.emptyHint') : t('catalogue.list.emptyTab')}
        />
      ) : (
        <ProductGrid query={query} products={products} />
      )}
    </div>
  );
}
