import type { TCartLine, TFreeProduct } from '@restock/domain/contracts/cart';
import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { freeItemsWithSource } from '../cart-lines';
import { CartImage } from './CartImage';

/** The free goods the schemes give, apart from the paid lines (they cost nothing and cannot be edited). */
export function FreeItems({ free, lines }: { free: readonly TFreeProduct[]; lines: readonly TCartLine[] }) {
  const { t } = useTranslation();
  const items = freeItemsWithSource(free, lines);
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby="free-items-title"
      className="rounded-2xl border border-emerald-200 bg-emerald-50/50 p-4"
      data-testid="free-items"
    >
      <h2 id="free-items-title" className="flex items-center gap-2 text-base font-semibold text-emerald-900">
        <Gift size={18} aria-hidden="true" />
        {t('cart.free.title')}
      </h2>
      <ul className="mt-2">
        {items.map((f) => (
          <li
            key={`${f.DistributorId}:${f.ProductId}:${f.SchemeId}:${f.SlabId}`}
            className="flex items-center gap-3 border-t border-emerald-100 py-3 first:border-t-0"
            data-testid="free-item"
          >
            <CartImage src={f.ImageUrl} size={48} />
            <div className="min-w-0 flex-1">
              <p className="text-sm font-semibold text-slate-900">{f.ProductName}</p>
              {f.ForProductName ? (
                <p className="text-xs text-slate-600">{t('cart.free.with', { name: f.ForProductName })}</p>
              ) : null}
            </div>
            <p className="shrink-0 text-right text-sm">
              <span className="block font-bold text-slate-900 tabular-nums">
                {t('cart.free.qty', { count: f.FreeQty })}
              </span>
              <span className="text-xs font-semibold text-emerald-700 uppercase">{t('cart.free.free')}</span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
