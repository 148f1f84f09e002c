import type { TProduct } from '@restock/domain/contracts/product';
import type { TReturnProduct, TReturnReason } from '@restock/domain/contracts/sales-return';
import { ArrowLeft, PackageSearch } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { useCategories } from '../../../ordering/product-calls';
import { useOrderableProducts, useReturnableProducts } from '../api';
import {
  type ExchangeAction,
  type ExchangeItem,
  type ExchangeState,
  itemPieces,
  totalPieces,
} from '../exchange-state';
import { ActionBar } from './ActionBar';
import { CategoryChips } from './CategoryChips';
import { ItemRow } from './ItemRow';
import { ReturnEntry } from './ReturnEntry';

function fromReturnable(p: TReturnProduct): ExchangeItem {
  return {
    PId: p.PId,
    ProductName: p.PName,
    ImageUrl: p.ImageUrl,
    ConversionQty: Math.max(1, p.ConversionQty),
    Price: 0,
    CaseQty: 0,
    PieceQty: 0,
    Reasons: [],
    Limit: p.ReturnableQty,
  };
}

function fromProduct(p: TProduct): ExchangeItem {
  return {
    PId: p.ProductId,
    ProductName: p.ProductName,
    ImageUrl: p.ImageUrl,
    ConversionQty: Math.max(1, p.ConversionQty),
    Price: p.BuyPrice,
    CaseQty: 0,
    PieceQty: 0,
    Reasons: [],
    Limit: null,
  };
}

/**
 * A selection list (step 1: what the distributor invoiced, to return; step 3: the catalogue, to
 * order): category chips, the products with their quantities (a typed quantity starts from the
 * summary's and stays a draft until added), "add to summary" and "continue" (adds, then moves on).
 */
export function SelectionStep({
  side,
  state,
  dispatch,
  reasons,
}: {
  side: 'return' | 'order';
  state: ExchangeState;
  dispatch(action: ExchangeAction): void;
  reasons: TReturnReason[];
}) {
  const { t } = useTranslation();
  const categories = useCategories();
  const filter = { categoryId: state.categoryId, subCategoryId: state.subCategoryId, searchText: '' };
  const returnable = useReturnableProducts(filter);
  const orderable = useOrderableProducts(filter);
  const list = side === 'return' ? returnable : orderable;
  const summary = side === 'return' ? state.returns : state.orders;
  // Return side: the product whose quantities per reason are being entered.
  const [entering, setEntering] = useState<ExchangeItem | null>(null);

  const items: ExchangeItem[] =
    side === 'return'
      ? (returnable.data?.products ?? []).filter((p) => p.ReturnableQty > 0).map(fromReturnable)
      : (orderable.data?.products ?? []).map(fromProduct);
  const shown = items.map((base) => {
    const draft = state.drafts[base.PId];
    if (draft) return { item: draft, draft: true };
    const inSummary = summary.find((s) => s.PId === base.PId);
    return { item: inSummary ? { ...base, ...inSummary, Limit: base.Limit } : base, draft: false };
  });
  const drafts = Object.values(state.drafts);
  const blocked = drafts.some((d) => d.Limit !== null && itemPieces(d) > d.Limit);
  // The summary as it would be with the drafts added: "continue" needs something in it.
  const willHold = totalPieces(summary.filter((s) => !state.drafts[s.PId])) + totalPieces(drafts);
  const returned = totalPieces(state.returns);
  const next = side === 'return' ? 'returnSummary' : 'orderSummary';

  return (
    <section aria-labelledby="exchange-step-title" className="space-y-4">
      <div>
        <h2 id="exchange-step-title" className="text-lg font-semibold text-slate-900">
          {t(`exchangeReturn.${side}Select.title`)}
        </h2>
        <p className="text-sm text-slate-600">{t(`exchangeReturn.${side}Select.body`)}</p>
        {side === 'order' ? (
          <p data-testid="exchange-progress" className="mt-2 text-sm font-medium text-slate-800">
            {t('exchangeReturn.orderSelect.progress', { ordered: totalPieces(state.orders), returned })}
          </p>
        ) : null}
      </div>
      {categories.data ? (
        <CategoryChips
          categories={categories.data}
          categoryId={state.categoryId}
          subCategoryId={state.subCategoryId}
          onChange={(categoryId, subCategoryId) => dispatch({ type: 'category', categoryId, subCategoryId })}
        />
      ) : null}
      {list.isPending ? (
        <ListSkeleton rows={3} height="h-28" />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} look="panel" />
      ) : shown.length === 0 ? (
        <EmptyState
          icon={PackageSearch}
          title={t(`exchangeReturn.${side}Select.empty`)}
          body={state.categoryId > 0 ? t('exchangeReturn.list.tryAll') : undefined}
        />
      ) : (
        <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2" aria-busy={list.isFetching || undefined}>
          {shown.map(({ item, draft }) => (
            <ItemRow
              key={item.PId}
              item={item}
              highlight={draft}
              reasons={side === 'return' ? reasons : undefined}
              onChange={(changed) => dispatch({ type: 'draft', item: changed })}
              onEnter={() => setEntering(item)}
            />
          ))}
        </ul>
      )}
      <ActionBar info={t('exchangeReturn.inSummary', { count: totalPieces(summary) })}>
        {side === 'order' ? (
          <Button
            variant="secondary"
            aria-label={t('exchangeReturn.back')}
            className="flex-none! px-3 sm:px-4"
            onClick={() => dispatch({ type: 'goto', step: 'returnSummary' })}
          >
            <ArrowLeft size={18} aria-hidden="true" />
            <span className="hidden sm:inline">{t('exchangeReturn.back')}</span>
          </Button>
        ) : null}
        <Button
          variant="secondary"
          disabled={drafts.length === 0 || blocked}
          onClick={() => dispatch({ type: 'commitDrafts', side })}
        >
          {t('exchangeReturn.addToSummary', { count: drafts.length })}
        </Button>
        <Button
          disabled={willHold === 0 || blocked}
          onClick={() => {
            dispatch({ type: 'commitDrafts', side });
            dispatch({ type: 'goto', step: next });
          }}
        >
          {t('exchangeReturn.continue')}
        </Button>
      </ActionBar>
      {side === 'return' ? (
        <ReturnEntry
          item={entering}
          reasons={reasons}
          onSave={(item) => dispatch({ type: 'draft', item })}
          onClose={() => setEntering(null)}
        />
      ) : null}
    </section>
  );
}
