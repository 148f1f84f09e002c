import type { TStoreProduct } from '@restock/domain/contracts/store';
import { STORE_LIMITS as L } from '@restock/domain/rules/store';
import { Box, Pencil, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { EmptyState, ErrorPanel, ListSkeleton } from '../../components/ui/list-states';
import { PageHeader } from '../../components/ui/page-header';
import { TextField } from '../../components/ui/text-field';
import { errorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import {
  STORE_PAGE_SIZE,
  useAddBrand,
  useAddCategory,
  useBrands,
  useCategories,
  useSaveProducts,
  useStoreProducts,
} from './api';
import { codeError, nameError, priceError, sellError } from './form-rules';
import { Card, FormButtons, Pager, Tabs, useFieldMessage } from './StoreBits';

type Tab = 'add' | 'list' | 'catalogue';

const selectCls = 'mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base';

/** A code and a name, added inline (a category, or a brand of the chosen category). */
function InlineAdd({
  kind,
  onAdd,
  busy,
}: {
  kind: 'category' | 'brand';
  onAdd(code: string, name: string): void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const max = kind === 'category' ? [L.categoryCode, L.categoryName] : [L.brandCode, L.brandName];
  const errors = { code: codeError(code, max[0]!), name: nameError(name, max[1]!) };
  return (
    <div
      className="grid gap-3 rounded-lg border border-dashed border-slate-300 p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
      data-testid={`new-${kind}`}
    >
      <TextField
        label={t(`store.products.${kind}Code`)}
        maxLength={max[0]}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={tried ? message(errors.code) : undefined}
      />
      <TextField
        label={t(`store.products.${kind}Name`)}
        maxLength={max[1]}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={tried ? message(errors.name) : undefined}
      />
      <Button
        className="sm:mt-6"
        variant="secondary"
        loading={busy}
        data-testid={`new-${kind}-save`}
        onClick={() => {
          setTried(true);
          if (errors.code || errors.name) return;
          onAdd(code.trim(), name.trim());
        }}
      >
        {t(`store.products.create.${kind}`)}
      </Button>
    </div>
  );
}

/** Adds a product (Action C), or with `product` edits that one (Action U) with the same rules. */
function ProductForm({
  product,
  onDone,
  onCancel,
}: {
  product?: TStoreProduct;
  onDone(): void;
  onCancel?(): void;
}) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const categories = useCategories();
  const brands = useBrands();
  const addCategory = useAddCategory();
  const addBrand = useAddBrand();
  const save = useSaveProducts();
  const [categoryId, setCategoryId] = useState(product?.CategoryId ?? 0);
  const [brandId, setBrandId] = useState(product?.BrandId ?? 0);
  const [inline, setInline] = useState<'category' | 'brand' | null>(null);
  const [v, setV] = useState(
    product
      ? {
          skuCode: product.SkuCode,
          skuName: product.SkuName,
          mrp: String(product.MrpPrice),
          sell: String(product.SellPrice),
        }
      : { skuCode: '', skuName: '', mrp: '', sell: '' },
  );
  const [tried, setTried] = useState(false);
  const category = categories.data?.find((c) => c.Id === categoryId);
  const ofCategory = (brands.data ?? []).filter((b) => b.ParentId === categoryId);
  const brand = ofCategory.find((b) => b.Id === brandId);
  const errors = {
    category: category ? null : ('required' as const),
    brand: brand ? null : ('required' as const),
    skuCode: codeError(v.skuCode, L.skuCode),
    skuName: nameError(v.skuName, L.skuName),
    mrp: priceError(v.mrp),
    sell: sellError(v.sell, v.mrp),
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (Object.values(errors).some(Boolean) || !category || !brand) return;
    save.mutate(
      {
        Items: [
          {
            ...(product ? { Action: 'U' as const, ProductId: product.ProductId } : { Action: 'C' as const }),
            CategoryCode: category.CategoryCode,
            BrandCode: brand.BrandCode,
            SkuCode: v.skuCode.trim(),
            SkuName: v.skuName.trim(),
            MrpPrice: v.mrp.trim(),
            SellPrice: v.sell.trim(),
          },
        ],
      },
      {
        onSuccess: () => {
          notify.success(t(product ? 'store.products.productUpdated' : 'store.products.productCreated'));
          if (!product) setV({ skuCode: '', skuName: '', mrp: '', sell: '' });
          setTried(false);
          onDone();
        },
        onError: (err) => notify.error(errorMessage(err, t)),
      },
    );
  };
  const field = (key: keyof typeof v) => ({
    value: v[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setV({ ...v, [key]: e.target.value }),
  });
  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid max-w-xl gap-4"
      data-testid={product ? 'product-edit-form' : 'product-form'}
    >
      <div>
        <label className="text-sm font-medium text-slate-700">
          {t('store.products.category')}
          <select
            className={selectCls}
            value={categoryId}
            data-testid="product-category"
            onChange={(e) => {
              setCategoryId(Number(e.target.value));
              setBrandId(0);
            }}
          >
            <option value={0}>{t('store.products.choose')}</option>
            {(categories.data ?? []).map((c) => (
              <option key={c.Id} value={c.Id}>{`${c.CategoryName} (${c.CategoryCode})`}</option>
            ))}
          </select>
        </label>
        {tried && errors.category ? (
          <p role="alert" className="mt-1 text-sm text-red-600">
            {message(errors.category)}
          </p>
        ) : null}
        <Button
          variant="ghost"
          className="mt-1"
          data-testid="new-category-open"
          onClick={() => setInline(inline === 'category' ? null : 'category')}
        >
          {t('store.products.create.category')}
        </Button>
        {inline === 'category' ? (
          <InlineAdd
            kind="category"
            busy={addCategory.isPending}
            onAdd={(code, name) =>
              addCategory.mutate(
                { CategoryCode: code, CategoryName: name },
                {
                  onSuccess: (made) => {
                    notify.success(t('store.products.categoryCreated'));
                    setCategoryId(made.Id);
                    setBrandId(0);
                    setInline(null);
                  },
                  onError: (err) => notify.error(errorMessage(err, t)),
                },
              )
            }
          />
        ) : null}
      </div>
      <div>
        <label className="text-sm font-medium text-slate-700">
          {t('store.products.brand')}
          <select
            className={selectCls}
            value={brandId}
            disabled={!category}
            data-testid="product-brand"
            onChange={(e) => setBrandId(Number(e.target.value))}
          >
            <option value={0}>{t('store.products.choose')}</option>
            {ofCategory.map((b) => (
              <option key={b.Id} value={b.Id}>{`${b.BrandName} (${b.BrandCode})`}</option>
            ))}
          </select>
        </label>
        {tried && errors.brand ? (
          <p role="alert" className="mt-1 text-sm text-red-600">
            {message(errors.brand)}
          </p>
        ) : null}
        {category ? (
          <Button
            variant="ghost"
            className="mt-1"
            data-testid="new-brand-open"
            onClick={() => setInline(inline === 'brand' ? null : 'brand')}
          >
            {t('store.products.create.brand')}
          </Button>
        ) : null}
        {inline === 'brand' && category ? (
          <InlineAdd
            kind="brand"
            busy={addBrand.isPending}
            onAdd={(code, name) =>
              addBrand.mutate(
                { ParentId: category.Id, BrandCode: code, BrandName: name },
                {
                  onSuccess: (made) => {
                    notify.success(t('store.products.brandCreated'));
                    setBrandId(made.Id);
                    setInline(null);
                  },
                  onError: (err) => notify.error(errorMessage(err, t)),
                },
              )
            }
          />
        ) : null}
      </div>
      <TextField
        label={t('store.products.skuCode')}
        maxLength={L.skuCode}
        {...field('skuCode')}
        error={tried ? message(errors.skuCode) : undefined}
      />
      <TextField
        label={t('store.products.skuName')}
        maxLength={L.skuName}
        {...field('skuName')}
        error={tried ? message(errors.skuName) : undefined}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t('store.products.mrp')}
          inputMode="decimal"
          maxLength={L.mrpPrice}
          {...field('mrp')}
          error={tried ? message(errors.mrp) : undefined}
        />
        <TextField
          label={t('store.products.sell')}
          inputMode="decimal"
          maxLength={L.sellPrice}
          {...field('sell')}
          error={tried ? message(errors.sell) : undefined}
        />
      </div>
      <FormButtons
        busy={save.isPending}
        editing={Boolean(product)}
        addLabel={t('store.products.add')}
        testId="product"
        onCancel={onCancel}
      />
    </form>
  );
}

const rupees = (n: number) => `₹${n.toFixed(2)}`;

function ProductList({ catalogue }: { catalogue: boolean }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [categoryId, setCategoryId] = useState(0);
  const categories = useCategories();
  const products = useStoreProducts(page, search.trim(), categoryId, catalogue ? 50 : STORE_PAGE_SIZE);
  const save = useSaveProducts();
  const [editing, setEditing] = useState<number | null>(null);
  const remove = (p: TStoreProduct) =>
    save.mutate(
      { Items: [{ Action: 'D', ProductId: p.ProductId }] },
      {
        onSuccess: () => notify.success(t('store.products.productDeleted')),
        onError: (err) => notify.error(errorMessage(err, t)),
      },
    );
  const pages = products.data ? Math.ceil(products.data.total / (catalogue ? 50 : STORE_PAGE_SIZE)) : 1;
  return (
    <div>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <TextField
          className="min-w-56 flex-1"
          type="search"
          label={t('store.search')}
          maxLength={L.search}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
        <label className="text-sm font-medium text-slate-700">
          {t('store.products.category')}
          <select
            className={selectCls}
            value={categoryId}
            onChange={(e) => {
              setCategoryId(Number(e.target.value));
              setPage(1);
            }}
          >
            <option value={0}>{t('store.products.all')}</option>
            {(categories.data ?? []).map((c) => (
              <option key={c.Id} value={c.Id}>
                {c.CategoryName}
              </option>
            ))}
          </select>
        </label>
      </div>
      {products.isPending ? (
        <ListSkeleton rows={4} height="h-16" />
      ) : products.isError ? (
        <ErrorPanel error={products.error} onRetry={() => void products.refetch()} />
      ) : products.data.items.length === 0 ? (
        <EmptyState icon={Box} title={t('store.products.none')} body="" look="page" testId="products-empty" />
      ) : catalogue ? (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-left text-sm" data-testid="price-catalogue">
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
              <tr>
                <th className="px-3 py-2">{t('store.products.skuName')}</th>
                <th className="hidden px-3 py-2 sm:table-cell">{t('store.products.brand')}</th>
                <th className="hidden px-3 py-2 md:table-cell">{t('store.products.category')}</th>
                <th className="px-3 py-2 text-right">{t('store.products.mrp')}</th>
                <th className="px-3 py-2 text-right">{t('store.products.sell')}</th>
              </tr>
            </thead>
            <tbody>
              {products.data.items.map((p) => (
                <tr key={p.ProductId} className="border-t border-slate-100" data-testid="catalogue-row">
                  <td className="px-3 py-2">
                    <span className="block font-medium text-slate-900">{p.SkuName}</span>
                    <span className="block text-xs text-slate-500">{p.SkuCode}</span>
                  </td>
                  <td className="hidden px-3 py-2 sm:table-cell">{p.BrandName}</td>
                  <td className="hidden px-3 py-2 md:table-cell">{p.CategoryName}</td>
                  <td className="px-3 py-2 text-right text-slate-500 line-through decoration-slate-300">
                    {rupees(p.MrpPrice)}
                  </td>
                  <td className="px-3 py-2 text-right font-semibold text-slate-900">{rupees(p.SellPrice)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <ul className="space-y-3" data-testid="product-list">
          {products.data.items.map((p) =>
            editing === p.ProductId ? (
              <Card key={p.ProductId} testId="product-row">
                <ProductForm product={p} onDone={() => setEditing(null)} onCancel={() => setEditing(null)} />
              </Card>
            ) : (
              <Card key={p.ProductId} testId="product-row">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-semibold text-slate-900">{p.SkuName}</p>
                    <p className="text-xs text-slate-500">{`${p.SkuCode} · ${p.BrandName} · ${p.CategoryName}`}</p>
                    <p className="text-sm">
                      <span className="font-semibold">{rupees(p.SellPrice)}</span>{' '}
                      <span className="text-slate-500">
                        {t('store.products.mrpOf', { mrp: rupees(p.MrpPrice) })}
                      </span>
                    </p>
                  </div>
                  <span className="flex shrink-0 gap-1">
                    <Button
                      variant="ghost"
                      aria-label={t('store.products.edit', { name: p.SkuName })}
                      data-testid="product-edit"
                      onClick={() => setEditing(p.ProductId)}
                    >
                      <Pencil size={18} aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      aria-label={t('store.products.delete', { name: p.SkuName })}
                      data-testid="product-delete"
                      disabled={save.isPending}
                      onClick={() => remove(p)}
                    >
                      <Trash2 size={18} aria-hidden="true" />
                    </Button>
                  </span>
                </div>
              </Card>
            ),
          )}
        </ul>
      )}
      <Pager page={page} pages={pages} onPage={setPage} />
    </div>
  );
}

/** Route storeProducts: add a product (a category and brand made inline), the list and the price catalogue. */
export default function StoreProductsPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('list');
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        title={t('store.sections.storeProducts')}
        description={t('store.products.description')}
        back={{ to: '/ivy/storeDashboard', label: t('store.dashboard.title') }}
      />
      <Tabs<Tab>
        label={t('store.sections.storeProducts')}
        value={tab}
        onChange={setTab}
        tabs={[
          ['list', t('store.products.tabs.list')],
          ['catalogue', t('store.products.tabs.catalogue')],
          ['add', t('store.products.tabs.add')],
        ]}
      />
      {tab === 'add' ? (
        <ProductForm onDone={() => setTab('catalogue')} />
      ) : (
        <ProductList key={tab} catalogue={tab === 'catalogue'} />
      )}
    </div>
  );
}
