import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ProductGridSkeleton } from '../../../components/ui/list-states';
import { PageHeader } from '../../../components/ui/page-header';
import { errorMessage } from '../../../lib/api';
import { FocModeBar } from '../../../ordering/foc/FocModeSwitch';
import { useFocMode } from '../../../ordering/foc-mode';
import { useProductList } from '../api';
import { EmptyState, listProducts, ProductGrid } from '../components/ProductGrid';

const FILTER = {};

/**
 * The retailer's favourites at the selected distributor (/Product/FavouriteProduct). A heart toggled
 * anywhere invalidates this list, so it is fresh when opened; a heart removed here leaves the card
 * in place (greyed heart) until the list refreshes, so a slip of the finger can be undone.
 * In FOC mode the list holds the favourites offered free of charge (docs/decisions/058).
 */
export default function FavouritesPage() {
  const { t } = useTranslation();
  const query = useProductList('/Product/FavouriteProduct', FILTER);
  const products = listProducts(query);
  const foc = useFocMode();

  return (
    <div>
      <PageHeader
        title={t('catalogue.favourites.title')}
        description={t('catalogue.favourites.description')}
      />
      <FocModeBar />
      {query.isPending ? (
        <ProductGridSkeleton count={5} />
      ) : query.isError ? (
        <EmptyState title={t('catalogue.list.loadError')} hint={errorMessage(query.error, t)}>
          <Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>
        </EmptyState>
      ) : products.length === 0 ? (
        <div
          className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center"
          data-testid="empty-state"
        >
          <span className="flex size-14 items-center justify-center rounded-full bg-rose-50 text-rose-500">
            <Heart size={28} aria-hidden="true" />
          </span>
          <h2 className="mt-4 text-lg font-semibold text-slate-900">
            {foc ? t('cart.focMode.favouritesEmptyTitle') : t('catalogue.favourites.empty')}
          </h2>
          <p className="mt-1 max-w-sm text-sm text-slate-600">
            {foc ? t('cart.focMode.favouritesEmptyHint') : t('catalogue.favourites.emptyHint')}
          </p>
          <Link
            to="/ivy/productList"
            className="mt-5 inline-flex min-h-11 items-center rounded-lg bg-brand px-4 text-sm font-semibold text-white hover:brightness-90"
          >
            {t('catalogue.favourites.browse')}
          </Link>
        </div>
      ) : (
        <ProductGrid query={query} products={products} />
      )}
    </div>
  );
}
