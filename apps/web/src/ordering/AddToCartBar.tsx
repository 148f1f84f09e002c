import { ShoppingCart, X } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '../components/ui/button';
import { MessageDialog } from '../components/ui/message-dialog';
import { useDistributorId } from '../lib/session';
import { useCatalogueStore } from './pending-edits';
import { pendingEntries } from './upload';
import { useAddToCart } from './use-add-to-cart';

/** Screens that show no add-to-cart bar: the cart and checkout edit the cart themselves. */
const WITHOUT_BAR = new Set(['/ivy/viewcart', '/ivy/checkout']);

/**
 * The add-to-cart bar: appears at the bottom of every screen that shows products once a quantity
 * was typed on a card (lists, detail, favourites, home, promotions, search results), says how many
 * products changed and sends them all with one tap. "Discard" drops the typed quantities.
 * A spacer of the bar's height keeps the last cards reachable above it.
 */
export function AddToCartBar() {
  const { t } = useTranslation();
  const location = useLocation();
  const distId = useDistributorId();
  const pending = useCatalogueStore((s) => s.pending);
  const clearSent = useCatalogueStore((s) => s.clearSent);
  const entries = useMemo(() => pendingEntries(pending, distId), [pending, distId]);
  const { add, busy, failure, dismissFailure } = useAddToCart();

  const hidden = WITHOUT_BAR.has(location.pathname.toLowerCase()) || entries.length === 0;
  const dialog = (
    <MessageDialog message={failure} title={t('cart.add.failedTitle')} onDismiss={dismissFailure} />
  );
  if (hidden) return dialog;

  const pieces = entries.reduce((n, e) => n + e.value.quantity, 0);
  return (
    <>
      <div aria-hidden="true" className="h-20 print:hidden" />
      <section
        aria-label={t('cart.add.barLabel')}
        data-testid="add-to-cart-bar"
        className="fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_rgba(15,23,42,0.08)] backdrop-blur print:hidden"
      >
        <div className="mx-auto flex h-[72px] max-w-7xl items-center gap-3 px-4 md:px-6">
          <span className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-brand-240 text-brand sm:flex">
            <ShoppingCart size={20} aria-hidden="true" />
          </span>
          <p className="min-w-0 flex-1 text-sm leading-tight" aria-live="polite">
            <span className="block truncate font-semibold text-slate-900" data-testid="pending-count">
              {t('cart.add.changed', { count: entries.length })}
            </span>
            <span className="block truncate text-slate-600">{t('cart.add.pieces', { count: pieces })}</span>
          </p>
          <Button
            variant="ghost"
            disabled={busy}
            onClick={() => clearSent(entries.map((e) => [e.key, e.value] as const))}
            title={t('cart.add.discard')}
            className="shrink-0 px-3"
            data-testid="discard-pending"
          >
            <X size={18} aria-hidden="true" className="sm:hidden" />
            <span className="sr-only sm:not-sr-only">{t('cart.add.discard')}</span>
          </Button>
          <Button
            loading={busy}
            onClick={() => void add()}
            className="min-h-12 shrink-0 px-4 text-base sm:px-5"
            data-testid="add-to-cart"
          >
            {t('cart.add.action')}
          </Button>
        </div>
      </section>
      {dialog}
    </>
  );
}
