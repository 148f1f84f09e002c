import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { StaticDisclaimer } from '../../../components/ui/static-disclaimer';
import { errorMessage } from '../../../lib/api';
import { FocModeBar } from '../../../ordering/foc/FocModeSwitch';
import { ProductSlider } from '../../../ordering/product/ProductSlider';
import { EmptyState } from '../components/ProductGrid';
import { DetailPicture, DetailPrices, Facts, SchemePanel } from './ProductDetailParts';
import { useProductDetailPage } from './use-product-detail';

/**
 * Product detail (product/:productId, and :productId/products after a barcode search): picture,
 * prices, stock, scheme with its slabs, offer, specifications, favourite, quantity and similar
 * products. E012 (not available) tells the retailer and goes back. In FOC mode (docs/decisions/058)
 * the ordering mode's bar shows: a product not offered free cannot be ordered then.
 * State and the not-available redirect live in use-product-detail.ts.
 */
export default function ProductDetailPage() {
  const { t } = useTranslation();
  const { detail, notAvailable, foc, config, flags, labels, showSimilar, similar, goBack } =
    useProductDetailPage();

  if (detail.isPending || notAvailable) {
    return (
      <div className="flex justify-center py-24 text-brand">
        <Spinner size={32} label={t('common.loading')} />
      </div>
    );
  }
  // A failed refresh over a kept answer (offline, decision 124) still shows the product.
  if (detail.data === undefined) {
    return (
      <EmptyState title={t('catalogue.detail.loadError')} hint={errorMessage(detail.error, t)}>
        <Button onClick={() => void detail.refetch()}>{t('common.retry')}</Button>
      </EmptyState>
    );
  }
  const p = detail.data;

  return (
    <div className="space-y-8">
      <div>
        <button
          type="button"
          onClick={goBack}
          className="mb-3 -ml-1 inline-flex items-center gap-1 rounded-md px-1 py-1 text-sm font-medium text-brand hover:underline"
        >
          <ArrowLeft size={16} aria-hidden="true" />
          {t('catalogue.detail.back')}
        </button>
        <nav aria-label={t('catalogue.list.breadcrumb')} className="mb-3 text-sm text-slate-500">
          <Link to={`/ivy/products/${p.CategoryId}`} className="hover:text-brand hover:underline">
            {p.CategoryName}
          </Link>
          <span aria-hidden="true"> › </span>
          <Link
            to={`/ivy/products/${p.CategoryId}/${p.SubCategoryId}`}
            className="hover:text-brand hover:underline"
          >
            {p.SubCategoryName}
          </Link>
        </nav>

        {foc ? (
          <FocModeBar focNote={p.IsFree === 1 ? undefined : t('cart.focMode.detailNote')} className="mb-4" />
        ) : null}

        <div className="grid gap-6 md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] md:gap-10">
          <DetailPicture p={p} config={config} />

          <div className="min-w-0 space-y-5">
            <div>
              <p className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
                {p.BrandName}
                {p.PackSize ? <span className="font-medium normal-case"> · {p.PackSize}</span> : null}
              </p>
              <h1 className="mt-1 text-2xl leading-tight font-bold tracking-tight text-slate-900 sm:text-3xl">
                {p.ProductName}
              </h1>
            </div>

            <DetailPrices p={p} labels={labels} flags={flags} />

            {/* A FOC (free trial) line has no scheme, discount or points (decision 056). */}
            {p.Scheme && p.IsFree !== 1 ? (
              <SchemePanel scheme={p.Scheme} productName={p.ProductName} />
            ) : null}

            {p.Description ? (
              <section aria-labelledby="about-title">
                <h2 id="about-title" className="mb-1 text-lg font-semibold text-slate-900">
                  {t('catalogue.detail.description')}
                </h2>
                <p className="text-sm leading-relaxed text-slate-700">{p.Description}</p>
              </section>
            ) : null}

            <Facts product={p} />

            {flags?.isEnableMinOrderQty && flags.isShowDisclaimers && p.MinORDQty > 0 ? (
              <StaticDisclaimer code="MinOrderQtyDisclaimer" />
            ) : null}
          </div>
        </div>
      </div>

      {showSimilar && (similar.isPending || (similar.data?.products.length ?? 0) > 0) ? (
        <ProductSlider
          title={t('catalogue.detail.similar')}
          products={similar.data?.products ?? []}
          loading={similar.isPending}
          viewAllTo={`/ivy/viewAllProducts/similarProducts?productId=${p.ProductId}`}
          testId="similar-products"
        />
      ) : null}
    </div>
  );
}
