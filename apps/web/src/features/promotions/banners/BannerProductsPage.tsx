import { PackageSearch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/list-states';
import { PageHeader } from '../../../components/ui/page-header';
import { ApiError } from '../../../lib/api';
import { FocModeBar } from '../../../ordering/foc/FocModeSwitch';
import { useFocMode } from '../../../ordering/foc-mode';
import { ProductCard } from '../../../ordering/product/ProductCard';
import { PagedCards } from '../PagedCards';
import { useBannerProducts } from './api';

/**
 * Route banner/:bannerId: the products mapped to a targeted banner (retailer, channel, location or
 * distributor banners), paged by /Product/BannerView. In FOC mode it asks with NeedFOC and lists the
 * banner's products offered free of charge (docs/decisions/062); the mode's bar says so.
 */
export default function BannerProductsPage() {
  const { t } = useTranslation();
  const bannerId = Number(useParams().bannerId);
  const validId = Number.isInteger(bannerId) && bannerId > 0;
  const foc = useFocMode();
  const view = useBannerProducts(validId ? bannerId : 0);
  const pages = view.data?.pages ?? [];
  const banner = pages[0]?.Banner;
  const items = pages.flatMap((p) => p.Products);
  const total = pages.at(-1)?.totalCount ?? 0;
  const back = { to: '/ivy/home', label: t('promotions.goHome') };

  if (!validId || (view.isError && view.error instanceof ApiError && view.error.code === 'E012')) {
    return (
      <>
        <PageHeader title={t('promotions.banners.endedTitle')} back={back} />
        <EmptyState
          icon={PackageSearch}
          title={t('promotions.banners.endedTitle')}
          body={t('promotions.banners.ended')}
          action={
            <Link to="/ivy/productList" className="text-sm font-semibold text-brand hover:underline">
              {t('promotions.browseProducts')}
            </Link>
          }
        />
      </>
    );
  }
  if (view.isPending) return <LoadingState />;
  if (view.isError && !banner) return <ErrorState error={view.error} onRetry={() => void view.refetch()} />;

  return (
    <>
      <PageHeader title={banner?.Title ?? ''} description={banner?.Subtitle} back={back} />
      {banner ? (
        <img
          src={banner.ImageUrl}
          alt=""
          width={1200}
          height={400}
          className="mb-6 aspect-[3/1] w-full rounded-2xl bg-slate-100 object-cover md:aspect-[4/1]"
        />
      ) : null}
      <FocModeBar focNote={t('cart.focMode.bannerNote')} />
      {items.length === 0 ? (
        <EmptyState
          icon={PackageSearch}
          title={foc ? t('cart.focMode.emptyTitle') : t('promotions.products.empty')}
          body={foc ? t('cart.focMode.emptyHint') : undefined}
        />
      ) : (
        <PagedCards
          query={view}
          items={items}
          total={total}
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 lg:grid-cols-4"
          testId="banner-products"
        >
          {(product) => <ProductCard key={product.ProductId} product={product} />}
        </PagedCards>
      )}
    </>
  );
}
