import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryTile, CategoryTilesError, CategoryTilesPending } from '../../../components/ui/category-tile';
import { useFocMode } from '../../../ordering/foc-mode';
import { useCategories } from '../../../ordering/product-calls';

/**
 * Under 3 characters the search sheet offers the categories as picture tiles; in FOC mode, as on
 * home, those holding products offered free of charge, each with how many (docs/decisions/062).
 */
export function CategoryTiles() {
  const { t } = useTranslation();
  const categories = useCategories({ followFocMode: true });
  const foc = useFocMode();
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} className="mt-4">
      <h2 id={headingId} className="mb-3 text-sm font-semibold tracking-wide text-slate-500 uppercase">
        {t('search.categories.title')}
      </h2>
      {categories.isPending ? (
        <CategoryTilesPending look="plain" />
      ) : categories.isError ? (
        <CategoryTilesError look="plain" error={categories.error} onRetry={() => void categories.refetch()} />
      ) : categories.data.length === 0 ? (
        <p className="text-sm text-slate-600">
          {foc ? t('cart.focMode.emptyTitle') : t('search.categories.empty')}
        </p>
      ) : (
        <ul
          className="grid grid-cols-3 gap-3 sm:grid-cols-4 md:grid-cols-6"
          data-testid="search-category-tiles"
        >
          {categories.data.map((category) => (
            <li key={category.Id}>
              <CategoryTile
                look="plain"
                replace
                id={category.Id}
                name={category.Name}
                imageUrl={category.ImageUrl}
                {...(foc
                  ? {
                      count: t('search.categories.focCount', { count: category.ProductCount }),
                      countTestId: 'search-category-count',
                    }
                  : {})}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
