import type { TScheme, TSchemeSlab } from '@restock/domain/contracts/product';
import type { TFunction } from 'i18next';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A scheme date (ISO) as "22 Jan 2027" in the current language. */
export function formatSchemeDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric' });
    dateFormats.set(language, format);
  }
  return format.format(date);
}

/** The quantity a slab applies to: "Buy 10 to 23" or "Buy 48 or more" (pieces). */
export function slabRange(slab: TSchemeSlab, t: TFunction): string {
  return slab.MaxQty > 0
    ? t('promotions.slab.range', { min: slab.MinQty, max: slab.MaxQty })
    : t('promotions.slab.from', { min: slab.MinQty });
}

/** What a slab gives: free pieces (of the product or of another), a discount or, for QPS, money back. */
export function slabBenefit(slab: TSchemeSlab, type: TScheme['SchemeType'], t: TFunction): string {
  const parts: string[] = [];
  if (slab.FreeQty > 0) {
    parts.push(
      slab.FreeProductName
        ? t('promotions.slab.freeOther', { count: slab.FreeQty, name: slab.FreeProductName })
        : t('promotions.slab.freeSame', { count: slab.FreeQty }),
    );
  }
  if (slab.DiscountPercent > 0) {
    parts.push(
      t(type === 'QPS' ? 'promotions.slab.percentBack' : 'promotions.slab.percentOff', {
        value: slab.DiscountPercent,
      }),
    );
  }
  return parts.length > 0 ? parts.join(' + ') : slab.Narration;
}

export function sortedSlabs(scheme: Pick<TScheme, 'Slabs'>): TSchemeSlab[] {
  return [...scheme.Slabs].sort((a, b) => a.MinQty - b.MinQty || a.Sequence - b.Sequence);
}
