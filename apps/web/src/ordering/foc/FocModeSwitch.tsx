import { Gift, ShoppingBag } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Spinner } from '../../components/ui/spinner';
import { useAppConfig } from '../../lib/app-config';
import { useFocMode } from '../foc-mode';
import { cartTextKey } from '../messages';
import { useFocSwitch } from './use-foc-switch';

const option =
  'inline-flex min-h-10 flex-1 items-center justify-center gap-1.5 rounded-full px-3 text-sm font-semibold whitespace-nowrap transition disabled:cursor-not-allowed sm:flex-none';

/**
 * Regular or free of charge (FOC) ordering, for the product list and the search sheet (only while
 * isEnableFoc is on). A switch the cart does not allow asks to clear the cart or stay, with the
 * spec's message (products.foc.cartFocRequestValidation / cartNonFocRequestValidation).
 */
export function FocModeSwitch({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const { enabled, foc, request, question, confirm, stay, busy } = useFocSwitch();
  if (!enabled) return null;

  const step = question?.step;
  const toFoc = question?.toFoc ?? false;
  return (
    <div className={className}>
      <fieldset
        className="flex w-full items-center gap-1 rounded-full bg-slate-100 p-1 ring-1 ring-slate-200 sm:inline-flex sm:w-auto"
        data-testid="foc-mode"
        data-mode={foc ? 'foc' : 'regular'}
        aria-busy={busy !== null || undefined}
      >
        <legend className="sr-only">{t('cart.focMode.label')}</legend>
        <button
          type="button"
          aria-pressed={!foc}
          disabled={busy !== null}
          onClick={() => void request(false)}
          data-testid="foc-mode-regular"
          className={`${option} ${foc ? 'text-slate-700 hover:bg-white/70' : 'bg-white text-slate-900 shadow-sm'}`}
        >
          {busy === 'checking' && foc ? <Spinner size={16} /> : <ShoppingBag size={16} aria-hidden="true" />}
          {t('cart.focMode.regular')}
        </button>
        <button
          type="button"
          aria-pressed={foc}
          disabled={busy !== null}
          onClick={() => void request(true)}
          data-testid="foc-mode-foc"
          className={`${option} ${foc ? 'bg-sky-700 text-white shadow-sm' : 'text-slate-700 hover:bg-white/70'}`}
        >
          {busy === 'checking' && !foc ? <Spinner size={16} /> : <Gift size={16} aria-hidden="true" />}
          {t('cart.focMode.foc')}
        </button>
      </fieldset>

      <ConfirmDialog
        open={question !== null}
        onCancel={stay}
        onConfirm={() => void confirm()}
        busy={busy === 'clearing'}
        title={toFoc ? t('cart.focMode.switchToFocTitle') : t('cart.focMode.switchToRegularTitle')}
        confirmLabel={
          step?.kind === 'cartHoldsOther' ? t('cart.focMode.clearAndSwitch') : t('cart.focMode.switch')
        }
        cancelLabel={t('cart.focMode.stay')}
        confirmTestId="foc-switch-confirm"
      >
        <div className="space-y-2 text-sm text-slate-700" data-testid="foc-switch-question">
          {step?.kind === 'cartHoldsOther' ? (
            <>
              <p role="alert" className="font-medium text-slate-900">
                {t(cartTextKey(step.messageKey) ?? step.messageKey)}
              </p>
              <p>{t('cart.focMode.clearOrStay')}</p>
            </>
          ) : null}
          {step && step.pending > 0 ? (
            <p>{t('cart.focMode.discardPending', { count: step.pending })}</p>
          ) : null}
        </div>
      </ConfirmDialog>
    </div>
  );
}

/** A line under the title while FOC mode is on: what the list shows and what the cart gets. */
export function FocModeNote({ text, className = 'mb-4' }: { text?: string; className?: string }) {
  const { t } = useTranslation();
  const foc = useFocMode();
  if (!foc) return null;
  return (
    <p
      className={`flex items-start gap-2 rounded-xl bg-sky-50 px-3.5 py-2.5 text-sm text-sky-900 ring-1 ring-sky-200 ${className}`}
      data-testid="foc-mode-note"
    >
      <Gift size={18} aria-hidden="true" className="mt-px shrink-0" />
      {text ?? t('cart.focMode.note')}
    </p>
  );
}

/**
 * The ordering mode on the other screens that add to the cart (home, favourites, view-all lists,
 * scheme and banner products, product detail; docs/decisions/058): the switch, and in FOC mode what
 * the screen shows then (`focNote`, else the list's note). Nothing while isEnableFoc is off.
 */
export function FocModeBar({
  focNote,
  className = 'mb-5',
  children,
}: {
  focNote?: string;
  className?: string;
  /** Shown under the note in FOC mode (a link to the free trial products). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const enabled = useAppConfig().data?.settings.flags.isEnableFoc ?? false;
  const foc = useFocMode();
  if (!enabled) return null;
  return (
    <div className={className} data-testid="foc-mode-bar">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p aria-hidden="true" className="text-sm font-medium text-slate-600">
          {t('cart.focMode.label')}
        </p>
        <FocModeSwitch className="w-full sm:w-auto" />
      </div>
      {foc ? (
        <div className="mt-3 space-y-2">
          <FocModeNote text={focNote} className="" />
          {children}
        </div>
      ) : null}
    </div>
  );
}
