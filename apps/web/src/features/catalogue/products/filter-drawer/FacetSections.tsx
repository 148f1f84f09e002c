import type { TDynamicFilter } from '@restock/domain/contracts/product';
import { useTranslation } from 'react-i18next';
import { OptionList, Section } from '../../../../components/attribute-filter/parts';
import type { ListSelection } from '../list-filter';

/** Brand, category and sub-category, each option with the number of products it would show. */
export function FacetSections({
  data,
  brands,
  subCategories,
  draft,
  setDraft,
}: {
  data: TDynamicFilter | undefined;
  brands: TDynamicFilter['Brands'];
  subCategories: TDynamicFilter['SubCategories'];
  draft: ListSelection;
  setDraft(next: ListSelection): void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Section title={t('catalogue.filter.brand')} count={draft.brands.length} testId="filter-brand">
        <OptionList
          name="brand"
          options={brands}
          selected={draft.brands}
          onChange={(ids) => setDraft({ ...draft, brands: ids })}
        />
      </Section>
      <Section
        title={t('catalogue.filter.category')}
        count={draft.categories.length}
        testId="filter-category"
      >
        <OptionList
          name="category"
          options={data?.Categories ?? []}
          selected={draft.categories}
          onChange={(ids) =>
            setDraft({
              ...draft,
              categories: ids,
              // Sub-categories of a category no longer chosen go with it.
              subCategories: draft.subCategories.filter((s) => {
                const parent = data?.SubCategories.find((x) => x.Id === s)?.ParentId;
                return ids.length === 0 || parent === undefined || ids.includes(parent);
              }),
            })
          }
        />
      </Section>
      <Section
        title={t('catalogue.filter.subCategory')}
        count={draft.subCategories.length}
        testId="filter-subcategory"
      >
        <OptionList
          name="subCategory"
          options={subCategories}
          selected={draft.subCategories}
          onChange={(ids) => setDraft({ ...draft, subCategories: ids })}
        />
      </Section>
    </>
  );
}
