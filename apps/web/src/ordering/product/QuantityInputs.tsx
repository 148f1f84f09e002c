import type { TProduct } from '@restock/domain/contracts/product';
import {
  applyMinOrderQty,
  MAX_UNIT_COUNT,
  parseUnitCount,
  splitPieces,
  totalPieces,
} from '@restock/domain/rules/quantity';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../lib/app-config';
import { acceptsProduct, useFocMode } from '../foc-mode';
import { type PendingProduct, type PendingQty, productKey, useCatalogueStore } from '../pending-edits';

type QtyProduct = Pick<
  TProduct,
  | 'ProductId'
  | 'DistributorId'
  | 'ProductName'
  | 'ConversionQty'
  | 'Qty'
  | 'MinORDQty'
  | 'MaxORDQty'
  | 'IsSaleable'
  | 'SIH'
  | 'PrincipalId'
  | 'UomId'
  | 'DiscountId'
  | 'SchemeId'
  | 'ImageUrl'
  | 'GroupId'
  | 'GroupName'
  | 'BuyPrice'
  | 'IsFree'
>;

/** The product as the cart upload needs it (kept with the pending edit). */
function pendingProduct(p: QtyProduct): PendingProduct {
  return {
    ProductId: p.ProductId,
    ProductName: p.ProductName,
    PrincipalId: p.PrincipalId,
    DistributorId: p.DistributorId,
    UomId: p.UomId,
    ConversionQty: p.ConversionQty,
    DiscountId: p.DiscountId,
    SchemeId: p.SchemeId,
    ImageUrl: p.ImageUrl,
    GroupId: p.GroupId,
    GroupName: p.GroupName,
    MinORDQty: p.MinORDQty,
    MaxORDQty: p.MaxORDQty,
    Price: p.BuyPrice,
    IsSaleable: p.IsSaleable,
    IsFree: p.IsFree,
    SIH: p.SIH,
    InCart: p.Qty,
  };
}

/**
 * Case and piece inputs of a product (per placeOrderUom): digits only, 0..9999 each. The entry is
 * kept per product in the catalogue store with the product, and the add-to-cart bar (ordering/)
 * sends every pending entry at once; the card shows the total in pieces. With isEnableMinOrderQty and a MinORDQty, leaving an
 * input rounds the total to the minimum order rule (packages/domain/src/rules/quantity.ts).
 */
export function QuantityInputs({ product, compact = false }: { product: QtyProduct; compact?: boolean }) {
  const { t } = useTranslation();
  const settings = useAppConfig().data?.settings;
  const id = useId();
  const key = productKey(product);
  const pending = useCatalogueStore((s) => s.pending[key]);
  const setPending = useCatalogueStore((s) => s.setPending);

  const units = {
    case: settings?.isEnablePlaceOrderCase ?? false,
    piece: settings?.isEnablePlaceOrderPiece ?? true,
  };
  if (!units.case && !units.piece) units.piece = true;
  const conversion = Math.max(1, product.ConversionQty);
  const minEnabled = (settings?.flags.isEnableMinOrderQty ?? false) && product.MinORDQty > 0;
  const restricted = (settings?.flags.isRestrictSIHProducts ?? false) && product.SIH <= 0;
  // The ordering mode takes its own kind only (docs/decisions/058): in FOC mode a product not
  // offered free cannot be typed, wherever its card shows.
  const foc = useFocMode();
  const otherKind = !acceptsProduct(product, foc);
  const disabled = product.IsSaleable !== 1 || restricted || otherKind;
  const disabledText = otherKind
    ? t(foc ? 'catalogue.card.notFoc' : 'catalogue.card.focOnly')
    : t(restricted ? 'catalogue.card.outOfStock' : 'catalogue.card.notSaleable');

  const inCart = splitPieces(product.Qty, conversion, units);
  const shown: PendingQty = pending ?? { ...inCart, quantity: product.Qty, rounded: false };

  const update = (next: { cases: number; pieces: number }, round: boolean) => {
    const typed = totalPieces(next.cases, next.pieces, conversion);
    let value: PendingQty = { ...next, quantity: typed, rounded: false };
    if (round && minEnabled) {
      const quantity = applyMinOrderQty(typed, {
        minOrderQty: product.MinORDQty,
        maxOrderQty: product.MaxORDQty,
      });
      if (quantity !== typed)
        value = { ...splitPieces(quantity, conversion, units), quantity, rounded: true };
      else value = { ...value, rounded: shown.rounded && round };
    }
    const unchanged =
      value.quantity === product.Qty && value.cases === inCart.cases && value.pieces === inCart.pieces;
    setPending(key, unchanged && !value.rounded ? null : { ...value, product: pendingProduct(product) });
  };

  const field = (unit: 'cases' | 'pieces') => {
    const label = t(unit === 'cases' ? 'catalogue.qty.cases' : 'catalogue.qty.pieces');
    const inputId = `${id}-${unit}`;
    return (
      <div className="min-w-0 flex-1">
        <label
          htmlFor={inputId}
          className="mb-0.5 block text-[11px] font-semibold tracking-wide text-slate-500 uppercase"
        >
          {label}
        </label>
        <input
          id={inputId}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          maxLength={String(MAX_UNIT_COUNT).length}
          disabled={disabled}
          aria-label={t('catalogue.qty.inputLabel', { unit: label, name: product.ProductName })}
          aria-describedby={`${id}-total`}
          value={shown[unit] === 0 ? '' : String(shown[unit])}
          placeholder="0"
          onChange={(e) => update({ ...shown, [unit]: parseUnitCount(e.target.value) }, false)}
          onBlur={() => update(shown, true)}
          onFocus={(e) => e.target.select()}
          data-testid={`qty-${unit}`}
          className={`w-full rounded-lg border border-slate-300 bg-white px-2 text-center text-base font-semibold text-slate-900 tabular-nums outline-none focus:border-brand focus:ring-2 focus:ring-brand/30 disabled:bg-slate-100 disabled:text-slate-400 ${compact ? 'h-9' : 'h-10'}`}
        />
      </div>
    );
  };

  return (
    <div className="space-y-1">
      <div className="flex items-end gap-2">
        {units.case ? field('cases') : null}
        {units.piece ? field('pieces') : null}
      </div>
      <p
        id={`${id}-total`}
        aria-live="polite"
        className="min-h-4 text-xs leading-4 text-slate-600"
        data-testid="qty-total"
      >
        {disabled ? (
          <span
            className={`font-medium ${otherKind ? 'text-slate-600' : 'text-red-700'}`}
            data-testid={otherKind ? 'qty-other-kind' : undefined}
          >
            {disabledText}
          </span>
        ) : shown.quantity > 0 ? (
          <>
            <span className="font-semibold text-slate-900">
              {t('catalogue.qty.total', { count: shown.quantity })}
            </span>
            {shown.rounded ? (
              <span className="text-amber-700">
                {' '}
                · {t('catalogue.qty.rounded', { count: product.MinORDQty })}
              </span>
            ) : pending === undefined && product.Qty > 0 ? (
              <span> · {t('catalogue.qty.inCart')}</span>
            ) : null}
          </>
        ) : minEnabled ? (
          t('catalogue.qty.minOrder', { count: product.MinORDQty })
        ) : null}
      </p>
    </div>
  );
}
