import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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
              <Link
                to={`/ivy/products/${category.Id}`}
                replace
                className="group flex flex-col items-center gap-1.5 rounded-2xl p-1.5 text-center hover:bg-slate-50"
              >
                <img
                  src={category.ImageUrl}
                  alt=""
                  width={200}
                  height={200}
                  loading="lazy"
                  decoding="async"
                  className="aspect-square w-full rounded-2xl bg-slate-100 object-cover ring-1 ring-black/5 transition group-hover:ring-brand"
                />
                <span className="line-clamp-2 text-xs font-medium text-slate-800 sm:text-sm">
                  {category.Name}
                </span>
                {foc ? (
                  <span className="text-xs text-slate-500" data-testid="search-category-count">
                    {t('search.categories.focCount', { count: category.ProductCount })}
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
