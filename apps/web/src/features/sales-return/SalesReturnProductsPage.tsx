import type { TReturnProduct } from '@restock/domain/contracts/sales-return';
import { RETURN_INVOICE_MAX, RETURN_INVOICE_SEARCH_MIN } from '@restock/domain/rules/sales-return';
import { ClipboardList, PackageSearch, ScrollText, SearchX } from 'lucide-react';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  type AttrSelection,
  attrFilterOf,
  formatAttrParam,
  parseAttrParam,
} from '../../components/attribute-filter/selection';
import { SearchField } from '../../components/history-filter/SearchField';
import { Button } from '../../components/ui/button';
import { EmptyState, ErrorPanel, ListFooter, ListSkeleton } from '../../components/ui/list-states';
import { PageHeader } from '../../components/ui/page-header';
import { ProductThumb } from '../../components/ui/product-thumb';
import { useCategories } from '../../ordering/product-calls';
import { type ProductQuery, useReturnProducts, useReturnReasons, useReturnSummary } from './api';
import { AttrFilterButton, ReturnAttrFilterDrawer } from './components/ReturnAttrFilter';
import { PiecesText, ReturnsOff } from './components/ReturnBits';
import { type EntryTarget, ReturnEntryDialog } from './components/ReturnEntryDialog';
import { invoiceSearch, isPriceSort, RETURN_SORTS, returnSort } from './entry';
import { useReturnSetup } from './use-return-setup';

const selectClass =
  'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus:ring-2 focus:ring-brand focus:outline-none';

function positiveId(text: string | undefined): number | undefined {
  if (!text || !/^\d{1,10}$/.test(text)) return undefined;
  const n = Number(text);
  return n > 0 && n <= 2_147_483_647 ? n : undefined;
}

/**
 * The sales return product list (routes salesReturn and salesReturnProducts/{category?}/
 * {subcategory?}): what the selected distributor invoiced the retailer, by name (A-Z unless Z-A;
 * price sorting is not offered), searched by name or code and by invoice number from 3
 * characters, and narrowed by the catalogue's attribute filter when isEnableAttrFilter is on
 * (attr in the address, decision 127; choosing one while a price sort is asked sorts by name A-Z
 * and says so). Each product opens the quantity entry; the summary is a tap away.
 */
export default function SalesReturnProductsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const setup = useReturnSetup();
  const categories = useCategories();
  const invoiceId = useId();

  const categoryId = positiveId(params.category);
  const subCategoryId = categoryId ? positiveId(params.subcategory) : undefined;
  const text = search.get('q') ?? '';
  const invoice = invoiceSearch(search.get('invoice') ?? '', RETURN_INVOICE_SEARCH_MIN);
  const sort = returnSort(search.get('sort'));
  const attrParam = setup.attrFilter ? (search.get('attr') ?? '') : '';
  const attributes = useMemo(() => parseAttrParam(attrParam), [attrParam]);
  const query = useMemo<ProductQuery>(
    () => ({
      SearchText: text,
      InvoiceNo: invoice,
      Sort: sort,
      ...(categoryId ? { CategoryId: categoryId } : {}),
      ...(subCategoryId ? { SubCategoryId: subCategoryId } : {}),
      ...(attributes.length > 0 ? { AttrFilter: attrFilterOf(attributes) } : {}),
    }),
    [text, invoice, sort, categoryId, subCategoryId, attributes],
  );

  const list = useReturnProducts(query);
  const summary = useReturnSummary();
  const reasons = useReturnReasons();
  const [targetId, setTargetId] = useState<number | null>(null);
  const [attrOpen, setAttrOpen] = useState(false);
  const [sortNotice, setSortNotice] = useState(false);
  const [textBox, setTextBox] = useState(text);
  const [invoiceBox, setInvoiceBox] = useState(search.get('invoice') ?? '');
  useEffect(() => setTextBox(text), [text]);

  const setParam = (key: string, value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(key, value);
    else next.delete(key);
    setSearch(next, { replace: true });
  };
  const applyAttributes = (next: AttrSelection[]) => {
    const params = new URLSearchParams(search);
    const value = formatAttrParam(next);
    if (value) params.set('attr', value);
    else params.delete('attr');
    // Price sorting is not allowed with an attribute filter: it falls back to name A-Z (spec section 5).
    const fellBack = next.length > 0 && isPriceSort(search.get('sort'));
    if (fellBack) params.delete('sort');
    setSortNotice(fellBack);
    setSearch(params, { replace: true });
  };
  const openCategory = (cat: number | undefined, sub: number | undefined) => {
    const path = cat ? `/ivy/salesReturnProducts/${cat}${sub ? `/${sub}` : ''}` : '/ivy/salesReturnProducts';
    navigate({ pathname: path, search: search.toString() }, { replace: true });
  };

  if (!setup.enabled)
    return (
      <div className="mx-auto max-w-6xl">
        <PageHeader title={t('salesReturn.products.title')} />
        <ReturnsOff />
      </div>
    );

  const products = list.data?.pages.flatMap((p) => p.items) ?? [];
  // Read from the list as it is now: a refusal refetches it with what may still be returned.
  const target: EntryTarget | null = products.find((p) => p.PId === targetId) ?? null;
  const total = list.data?.pages[0]?.totalCount ?? 0;
  const summaryItems = summary.data ?? [];
  const inSummary = new Map(summaryItems.map((i) => [i.PId, i]));
  const invoiceTyped = invoiceBox.trim();
  const invoiceShort = invoiceTyped.length > 0 && invoiceTyped.length < RETURN_INVOICE_SEARCH_MIN;
  const filtered = text !== '' || invoice !== '' || categoryId !== undefined || attributes.length > 0;
  const category = categories.data?.find((c) => c.Id === categoryId);

  let body: ReactNode;
  if (list.isPending) body = <ListSkeleton rows={6} height="h-28" />;
  else if (list.isError && products.length === 0)
    body = <ErrorPanel error={list.error} onRetry={() => void list.refetch()} />;
  else if (products.length === 0)
    body = filtered ? (
      <EmptyState
        heading
        testId="return-products-empty"
        icon={SearchX}
        title={t('salesReturn.products.noMatchTitle')}
        body={t('salesReturn.products.noMatchBody')}
        action={
          <Button
            variant="secondary"
            onClick={() => {
              setInvoiceBox('');
              navigate('/ivy/salesReturnProducts', { replace: true });
            }}
          >
            {t('salesReturn.products.clearSearch')}
          </Button>
        }
      />
    ) : (
      <EmptyState
        heading
        testId="return-products-empty"
        icon={PackageSearch}
        title={t('salesReturn.products.emptyTitle')}
        body={t('salesReturn.products.emptyBody')}
      />
    );
  else
    body = (
      <>
        <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2" data-testid="return-products">
          {products.map((p) => (
            <li key={p.PId}>
              <ProductRow
                product={p}
                onOpen={() => setTargetId(p.PId)}
                disabled={!reasons.isSuccess}
                entered={inSummary.get(p.PId)?.TotalQty ?? p.SummaryQty}
              />
            </li>
          ))}
        </ul>
        <ListFooter
          list={list}
          moreLabel={t('salesReturn.products.showMore')}
          shownText={t('salesReturn.products.showing', { shown: products.length, count: total })}
        />
      </>
    );

  return (
    <div className="mx-auto max-w-6xl pb-24">
      <PageHeader
        title={t('salesReturn.products.title')}
        description={t('salesReturn.products.description')}
        actions={
          setup.historyEnabled ? (
            <Link
              to="/ivy/salesReturnHistory"
              className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50"
            >
              <ScrollText size={18} aria-hidden="true" />
              {t('salesReturn.history.title')}
            </Link>
          ) : null
        }
      />

      <div className="mb-4 grid items-start gap-3 md:grid-cols-2 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
        <SearchField
          value={textBox}
          onChange={setTextBox}
          onSubmit={() => setParam('q', textBox.trim())}
          label={t('salesReturn.products.search')}
          placeholder={t('salesReturn.products.searchPlaceholder')}
          actionLabel={t('orders.filter.searchAction')}
          testId="return-search"
          className="flex min-w-0"
        />
        <div>
          <label htmlFor={invoiceId} className="sr-only">
            {t('salesReturn.products.invoice')}
          </label>
          <input
            id={invoiceId}
            type="search"
            value={invoiceBox}
            maxLength={RETURN_INVOICE_MAX}
            placeholder={t('salesReturn.products.invoicePlaceholder')}
            aria-describedby={`${invoiceId}-hint`}
            onChange={(e) => {
              setInvoiceBox(e.target.value);
              // Searched as typed from 3 characters; fewer leave the list as it is.
              const value = e.target.value.trim();
              if (value.length === 0 || value.length >= RETURN_INVOICE_SEARCH_MIN) setParam('invoice', value);
            }}
            className={selectClass}
            data-testid="return-invoice-search"
          />
          <p
            id={`${invoiceId}-hint`}
            className={`mt-1 text-xs ${invoiceShort ? 'text-amber-800' : 'text-slate-500'}`}
          >
            {invoiceShort
              ? t('salesReturn.products.invoiceShort', { count: RETURN_INVOICE_SEARCH_MIN })
              : t('salesReturn.products.invoiceHint')}
          </p>
        </div>
      </div>

      <div className="mb-4 grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4">
        <div>
          <label htmlFor={`${invoiceId}-sort`} className="sr-only">
            {t('salesReturn.products.sort')}
          </label>
          <select
            id={`${invoiceId}-sort`}
            value={sort}
            onChange={(e) => setParam('sort', e.target.value === 'Name_ASC' ? '' : e.target.value)}
            className={selectClass}
            data-testid="return-sort"
          >
            {RETURN_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`salesReturn.products.sorts.${s}`)}
              </option>
            ))}
          </select>
        </div>
        {setup.attrFilter ? (
          <div>
            <AttrFilterButton count={attributes.length} onClick={() => setAttrOpen(true)} />
          </div>
        ) : null}
        {categories.data && categories.data.length > 0 ? (
          <>
            <div>
              <label htmlFor={`${invoiceId}-cat`} className="sr-only">
                {t('salesReturn.products.category')}
              </label>
              <select
                id={`${invoiceId}-cat`}
                value={categoryId ?? ''}
                onChange={(e) => openCategory(positiveId(e.target.value), undefined)}
                className={selectClass}
              >
                <option value="">{t('salesReturn.products.anyCategory')}</option>
                {categories.data.map((c) => (
                  <option key={c.Id} value={c.Id}>
                    {c.Name}
                  </option>
                ))}
              </select>
            </div>
            {category && category.SubCategories.length > 0 ? (
              <div>
                <label htmlFor={`${invoiceId}-sub`} className="sr-only">
                  {t('salesReturn.products.subcategory')}
                </label>
                <select
                  id={`${invoiceId}-sub`}
                  value={subCategoryId ?? ''}
                  onChange={(e) => openCategory(categoryId, positiveId(e.target.value))}
                  className={selectClass}
                >
                  <option value="">{t('salesReturn.products.anySubcategory')}</option>
                  {category.SubCategories.map((s) => (
                    <option key={s.Id} value={s.Id}>
                      {s.Name}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
          </>
        ) : null}
      </div>
      {sortNotice ? (
        <p
          role="status"
          data-testid="return-sort-notice"
          className="mb-4 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          {t('salesReturn.products.priceSortNotice')}
        </p>
      ) : null}
      {setup.attrFilter ? (
        <ReturnAttrFilterDrawer
          open={attrOpen}
          onOpenChange={setAttrOpen}
          selected={attributes}
          onApply={applyAttributes}
        />
      ) : null}

      {reasons.isError ? (
        <div className="mb-4">
          <ErrorPanel error={reasons.error} onRetry={() => void reasons.refetch()} />
        </div>
      ) : null}
      {body}

      {summaryItems.length > 0 ? (
        <div className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] backdrop-blur">
          <div className="mx-auto flex max-w-6xl items-center justify-between gap-3">
            <p className="min-w-0 text-sm text-slate-700" data-testid="return-summary-count">
              {t('salesReturn.products.inSummary', { count: summaryItems.length })}
            </p>
            <Link
              to="/ivy/salesReturnSummary"
              className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg bg-brand px-4 text-sm font-semibold whitespace-nowrap text-white hover:brightness-90"
              data-testid="return-open-summary"
            >
              <ClipboardList size={18} aria-hidden="true" />
              {t('salesReturn.products.openSummary')}
            </Link>
          </div>
        </div>
      ) : null}

      <ReturnEntryDialog
        target={target}
        current={target ? inSummary.get(target.PId) : undefined}
        reasons={reasons.data ?? []}
        units={setup.units}
        onClose={() => setTargetId(null)}
      />
    </div>
  );
}

function ProductRow({
  product: p,
  entered,
  disabled,
  onOpen,
}: {
  product: TReturnProduct;
  /** Pieces of this product in the summary. */
  entered: number;
  disabled: boolean;
  onOpen(): void;
}) {
  const { t } = useTranslation();
  const nothingLeft = p.ReturnableQty === 0 && entered === 0;
  return (
    <article
      className="flex h-full gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="return-product"
      data-product-id={p.PId}
    >
      <ProductThumb src={p.ImageUrl} size={56} />
      <div className="min-w-0 flex-1">
        <h2 className="font-semibold break-words text-slate-900">{p.PName}</h2>
        <p className="text-xs text-slate-500">{p.ProductCode}</p>
        <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <div className="flex gap-1.5">
            <dt className="text-slate-500">{t('salesReturn.products.invoiced')}</dt>
            <dd className="font-semibold text-slate-900">{p.InvoicedQty}</dd>
          </div>
          <div className="flex gap-1.5">
            <dt className="text-slate-500">{t('salesReturn.products.returned')}</dt>
            <dd className="font-semibold text-slate-900">{p.ReturnedQty}</dd>
          </div>
          <div className="flex gap-1.5">
            <dt className="text-slate-500">{t('salesReturn.products.returnable')}</dt>
            <dd className="font-semibold text-slate-900" data-testid="return-returnable">
              {p.ReturnableQty}
            </dd>
          </div>
        </dl>
        <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
          {entered > 0 ? (
            <p className="text-sm font-medium text-brand" data-testid="return-entered">
              {t('salesReturn.products.entered')} <PiecesText qty={entered} conversionQty={p.ConversionQty} />
            </p>
          ) : (
            <p className="text-xs text-slate-500">{t('salesReturn.products.piecesNote')}</p>
          )}
          {nothingLeft ? (
            <p className="text-sm text-slate-500">{t('salesReturn.products.nothingLeft')}</p>
          ) : (
            <Button
              variant={entered > 0 ? 'secondary' : 'primary'}
              onClick={onOpen}
              disabled={disabled}
              data-testid="return-open-entry"
            >
              {entered > 0 ? t('salesReturn.products.edit') : t('salesReturn.products.return')}
              <span className="sr-only">: {p.PName}</span>
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
