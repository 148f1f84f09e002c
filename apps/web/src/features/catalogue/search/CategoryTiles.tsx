import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryTile } from '../../../components/ui/category-tile';
import { errorMessage } from '../../../lib/api';
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
        <div className="grid grid-cols-3 gap-3 sm:grid-cols-4 md:grid-cols-6" aria-hidden="true">
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <div key={i} className="aspect-square animate-pulse rounded-2xl bg-slate-100" />
          ))}
        </div>
      ) : categories.isError ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          {errorMessage(categories.error, t)}
          <button
            type="button"
            onClick={() => void categories.refetch()}
            className="font-semibold text-brand hover:underline"
          >
            {t('common.retry')}
          </button>
        </p>
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
