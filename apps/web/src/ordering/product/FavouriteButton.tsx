import type { TProduct } from '@restock/domain/contracts/product';
import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { productKey, useCatalogueStore } from '../pending-edits';
import { useFavouriteMutation } from '../product-calls';

type FavouriteProduct = Pick<
  TProduct,
  'ProductId' | 'PrincipalId' | 'DistributorId' | 'IsFavourite' | 'ProductName'
>;

/** The product's favourite flag, with a flip made on this device ahead of the server lists. */
export function useIsFavourite(product: FavouriteProduct): boolean {
  const override = useCatalogueStore((s) => s.favourites[productKey(product)]);
  return (override ?? product.IsFavourite) === 1;
}

/**
 * The favourite heart: flips at once (optimistic), calls /Product/AddRemoveFavourite, shows S004 or
 * S005, and puts the heart back with the error when the call fails. The favourites lists refresh.
 */
export function FavouriteButton({
  product,
  size = 'md',
  className = '',
}: {
  product: FavouriteProduct;
  size?: 'md' | 'lg';
  className?: string;
}) {
  const { t } = useTranslation();
  const isFavourite = useIsFavourite(product);
  const setFavourite = useCatalogueStore((s) => s.setFavourite);
  const mutation = useFavouriteMutation();
  const key = productKey(product);

  const toggle = () => {
    const wanted: 0 | 1 = isFavourite ? 0 : 1;
    setFavourite(key, wanted);
    mutation.mutate(
      { product, isFavourite: wanted },
      {
        onSuccess: () => notify.success(t(`common.alerts.success.${wanted === 1 ? 'S004' : 'S005'}`)),
        onError: (error) => {
          setFavourite(key, wanted === 1 ? 0 : 1);
          notify.error(errorMessage(error, t));
        },
      },
    );
  };

  const dim = size === 'lg' ? 'size-11' : 'size-9';
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={isFavourite}
      aria-label={t(isFavourite ? 'catalogue.card.removeFavourite' : 'catalogue.card.addFavourite', {
        name: product.ProductName,
      })}
      title={t(isFavourite ? 'catalogue.card.removeFavouriteShort' : 'catalogue.card.addFavouriteShort')}
      data-testid="favourite-toggle"
      className={`inline-flex ${dim} items-center justify-center rounded-full bg-white/95 shadow-sm ring-1 ring-slate-200 transition hover:scale-105 hover:ring-rose-300 ${className}`}
    >
      <Heart
        size={size === 'lg' ? 22 : 18}
        aria-hidden="true"
        className={isFavourite ? 'fill-rose-500 text-rose-500' : 'text-slate-500'}
      />
    </button>
  );
}
