import { ChevronRight } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CategoryTile, CategoryTilesError, CategoryTilesPending } from '../../components/ui/category-tile';
import { useFocMode } from '../../ordering/foc-mode';
import { ProductSlider } from '../../ordering/product/ProductSlider';
import { useCategories, useProductSlice } from '../../ordering/product-calls';

const SLIDER_SIZE = 12;

/**
 * Home: category tiles (/Product/Categories), each opening products/:categoryId; in FOC mode those
 * with FOC products and their counts (docs/decisions/058).
 */
export function CategorySection() {
  const { t } = useTranslation();
  const categories = useCategories({ followFocMode: true });
  // In FOC mode a tile counts its free trial products, and says so.
  const foc = useFocMode();
  const headingId = useId();
  if (categories.isSuccess && categories.data.length === 0) return null;
  return (
    <section aria-labelledby={headingId} data-testid="home-categories">
      <div className="mb-3 flex items-end justify-between gap-3">
        <h2 id={headingId} className="text-lg font-bold tracking-tight text-slate-900 md:text-xl">
          {t('catalogue.home.categories')}
        </h2>
        <Link
          to="/ivy/productList"
          className="inline-flex shrink-0 items-center gap-0.5 rounded-md text-sm font-semibold text-brand hover:underline"
        >
          {t('catalogue.home.browseAll')}
          <ChevronRight size={16} aria-hidden="true" />
        </Link>
      </div>
      {categories.isPending ? (
        <CategoryTilesPending look="card" />
      ) : categories.isError ? (
        <CategoryTilesError look="card" error={categories.error} onRetry={() => void categories.refetch()} />
      ) : (
        <ul className="grid grid-cols-3 gap-3 sm:grid-cols-6 lg:gap-4">
          {categories.data.map((c) => (
            <li key={c.Id}>
              <CategoryTile
                look="card"
                id={c.Id}
                name={c.Name}
                imageUrl={c.ImageUrl}
                count={
                  foc
                    ? t('catalogue.home.focProductCount', { count: c.ProductCount })
                    : t('catalogue.home.productCount', { count: c.ProductCount })
                }
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Home: a product slider of a list flag (Recommended, BestSelling) with its view-all link. */
export function ProductSliderSection({ kind }: { kind: 'recommended' | 'bestSelling' }) {
  const { t } = useTranslation();
  const filter = useMemo(
    () =>
      kind === 'recommended'
        ? { NeedRecommended: true, PageSize: SLIDER_SIZE }
        : { NeedBestSelling: true, PageSize: SLIDER_SIZE },
    [kind],
  );
  const slice = useProductSlice('/Product/SearchProduct', filter);
  const title = t(kind === 'recommended' ? 'catalogue.home.recommended' : 'catalogue.home.bestSelling');
  const viewAllTo = `/ivy/viewAllProducts/${kind === 'recommended' ? 'recommended' : 'bestSellingProducts'}`;
  if (slice.isSuccess && slice.data.products.length === 0) return null;
  if (slice.isError) {
    return (
      <section
        aria-label={title}
        className="rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm text-slate-600"
      >
        <p className="flex flex-wrap items-center gap-3">
          <span className="flex-1">
            {title}: {t('catalogue.home.sectionError')}
          </span>
          <button
            type="button"
            onClick={() => void slice.refetch()}
            className="font-semibold text-brand hover:underline"
          >
            {t('common.retry')}
          </button>
        </p>
      </section>
    );
  }
  return (
    <ProductSlider
      title={title}
      products={slice.data?.products ?? []}
      loading={slice.isPending}
      viewAllTo={viewAllTo}
      testId={`home-${kind}`}
    />
  );
}
