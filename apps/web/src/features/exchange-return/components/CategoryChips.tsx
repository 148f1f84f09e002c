import type { TCategory } from '@restock/domain/contracts/product';
import { useTranslation } from 'react-i18next';

const chip = (on: boolean) =>
  `shrink-0 rounded-full border px-3 py-1.5 text-sm font-medium whitespace-nowrap ${
    on ? 'border-brand bg-brand text-white' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
  }`;

/**
 * Category chips, and the chosen category's sub-categories under them. Choosing another one resets
 * the quantities typed on the list (the page's reducer does it).
 */
export function CategoryChips({
  categories,
  categoryId,
  subCategoryId,
  onChange,
}: {
  categories: TCategory[];
  categoryId: number;
  subCategoryId: number;
  onChange(categoryId: number, subCategoryId: number): void;
}) {
  const { t } = useTranslation();
  const current = categories.find((c) => c.Id === categoryId);
  return (
    <div className="space-y-2">
      <fieldset className="-mx-1 flex min-w-0 gap-2 overflow-x-auto px-1 pb-1">
        <legend className="sr-only">{t('exchangeReturn.list.category')}</legend>
        <button
          type="button"
          className={chip(categoryId === 0)}
          aria-pressed={categoryId === 0}
          onClick={() => onChange(0, 0)}
        >
          {t('exchangeReturn.list.allCategories')}
        </button>
        {categories.map((c) => (
          <button
            key={c.Id}
            type="button"
            className={chip(c.Id === categoryId)}
            aria-pressed={c.Id === categoryId}
            onClick={() => onChange(c.Id, 0)}
          >
            {c.Name}
          </button>
        ))}
      </fieldset>
      {current && current.SubCategories.length > 0 ? (
        <fieldset className="-mx-1 flex min-w-0 gap-2 overflow-x-auto px-1 pb-1">
          <legend className="sr-only">{t('exchangeReturn.list.subCategory')}</legend>
          <button
            type="button"
            className={chip(subCategoryId === 0)}
            aria-pressed={subCategoryId === 0}
            onClick={() => onChange(categoryId, 0)}
          >
            {t('exchangeReturn.list.allSubCategories')}
          </button>
          {current.SubCategories.map((s) => (
            <button
              key={s.Id}
              type="button"
              className={chip(s.Id === subCategoryId)}
              aria-pressed={s.Id === subCategoryId}
              onClick={() => onChange(categoryId, s.Id)}
            >
              {s.Name}
            </button>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
