import type { TProduct } from '@restock/domain/contracts/product';
import { stockLevel } from '@restock/domain/rules/quantity';
import { BadgePercent, Sparkles, Star } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppConfig } from '../../lib/app-config';
import { useMoney } from '../../lib/format';
import { visibleCardLabels } from './card-labels';
import { FavouriteButton } from './FavouriteButton';
import { ProductImage } from './ProductImage';
import { QuantityInputs } from './QuantityInputs';

export type ProductCardSize = 'Default' | 'Medium' | 'Large';

const IMAGE_SIZE: Record<ProductCardSize, number> = { Default: 128, Medium: 112, Large: 176 };

const STOCK_STYLE = {
  out: 'bg-red-50 text-red-700 ring-red-200',
  low: 'bg-amber-50 text-amber-800 ring-amber-200',
  ok: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  plain: 'bg-slate-50 text-slate-700 ring-slate-200',
} as const;

const STOCK_DOT = { out: 'bg-red-500', low: 'bg-amber-500', ok: 'bg-emerald-500' } as const;

export function productPath(productId: number): string {
  return `/ivy/product/${productId}`;
}

/** Stock in hand, coloured by level when isShowSIHColorCode is on (0 red, low amber, ok green). */
export function StockBadge({
  product,
  coloured,
  compact = false,
}: {
  product: TProduct;
  coloured: boolean;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const level = stockLevel(product.SIH, product.ConversionQty, product.MinORDQty);
  const text =
    product.SIH <= 0 ? t('catalogue.card.outOfStock') : t('catalogue.card.stock', { count: product.SIH });
  return (
    <span
      data-testid="stock"
      data-level={level}
      className={`inline-flex items-center gap-1.5 rounded-full py-0.5 font-medium whitespace-nowrap ring-1 ${compact ? 'px-1.5 text-[11px]' : 'px-2 text-xs'} ${STOCK_STYLE[coloured ? level : 'plain']}`}
    >
      {coloured ? <span aria-hidden="true" className={`size-2 rounded-full ${STOCK_DOT[level]}`} /> : null}
      {text}
      {coloured && level === 'low' ? (
        <span className="sr-only"> ({t('catalogue.card.lowStock')})</span>
      ) : null}
    </span>
  );
}

/**
 * A product as the lists, sliders and search show it: picture, name, piece and case price, MRP,
 * conversion, stock, scheme, points, the favourite heart and the case/piece inputs. Cards render
 * cheaply off screen (content-visibility: auto with a remembered intrinsic height), so a list of
 * thousands scrolls smoothly without virtualising a responsive grid.
 */
export const ProductCard = memo(function ProductCard({
  product,
  size = 'Default',
  headingLevel = 3,
  priority = false,
  onFirstScreen = false,
}: {
  product: TProduct;
  size?: ProductCardSize;
  /** A card of the first screenful: its picture loads at once and first (see ProductImage). */
  priority?: boolean;
  /**
   * On screen when the list opens: rendered with the page. A skippable card (content-visibility:
   * auto) in view costs the browser an extra style and layout pass of its own to show it.
   */
  onFirstScreen?: boolean;
  /** The level of the product name: 3 under a titled section (the default), 2 right under a page title. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t } = useTranslation();
  const money = useMoney();
  const config = useAppConfig().data;
  const flags = config?.settings.flags;
  const labels = visibleCardLabels(config?.settings.hideProductCardLabels ?? []);
  const hasFavourites = config?.hasMenu('FavouriteProducts') ?? true;
  const conversion = Math.max(1, product.ConversionQty);
  const imageSize = IMAGE_SIZE[size];
  const wrapName = flags?.isEnableProductNameWordWrap ?? false;
  const compact = size === 'Medium';
  // A FOC (free trial) line has no scheme, discount or points (docs/decisions/049, 056).
  const paid = product.IsFree !== 1;

  return (
    <article
      aria-labelledby={`product-${product.ProductId}-name`}
      data-testid="product-card"
      data-product-id={product.ProductId}
      style={
        onFirstScreen
          ? undefined
          : { contentVisibility: 'auto', containIntrinsicHeight: `auto ${size === 'Large' ? 560 : 470}px` }
      }
      className="group relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:border-slate-300 hover:shadow-md"
    >
      <div className="relative flex items-center justify-center rounded-t-2xl px-3 pt-3 pb-2">
        <Link to={productPath(product.ProductId)} tabIndex={-1} aria-hidden="true" className="rounded-xl">
          <ProductImage
            src={product.ImageUrl}
            alt={product.ProductName}
            size={imageSize}
            priority={priority}
            className="rounded-xl transition group-hover:scale-[1.03]"
          />
        </Link>
        <div className="absolute bottom-1 left-2 flex flex-wrap items-start gap-1">
          {product.SchemeId > 0 && paid ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-emerald-800 px-2 py-0.5 text-[11px] font-bold text-white shadow-sm">
              <Sparkles size={12} aria-hidden="true" />
              {t('catalogue.card.scheme')}
            </span>
          ) : null}
          {product.DiscountId > 0 && paid ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-orange-700 px-2 py-0.5 text-[11px] font-bold text-white shadow-sm">
              <BadgePercent size={12} aria-hidden="true" />
              {t('catalogue.card.offer')}
            </span>
          ) : null}
          {product.IsFree === 1 ? (
            <span className="rounded-full bg-sky-700 px-2 py-0.5 text-[11px] font-bold text-white shadow-sm">
              {t('catalogue.card.free')}
            </span>
          ) : null}
        </div>
        {hasFavourites ? (
          <div className="absolute top-2 right-2">
            <FavouriteButton product={product} />
          </div>
        ) : null}
      </div>

      <div className={`flex flex-1 flex-col gap-2 ${compact ? 'px-3 pb-3' : 'px-3.5 pb-3.5'}`}>
        <div>
          <p
            className="truncate text-[11px] font-semibold tracking-wide text-slate-500 uppercase"
            data-testid="brand"
          >
            {product.BrandName}
            {product.PackSize ? <span className="font-medium normal-case"> · {product.PackSize}</span> : null}
          </p>
          <Heading
            id={`product-${product.ProductId}-name`}
            className={`mt-0.5 font-semibold text-slate-900 ${size === 'Large' ? 'text-base' : 'text-sm'} leading-snug ${wrapName ? 'break-words' : 'line-clamp-2 min-h-[2lh]'}`}
            title={wrapName ? undefined : product.ProductName}
          >
            <Link to={productPath(product.ProductId)} className="hover:text-brand hover:underline">
              {product.ProductName}
            </Link>
          </Heading>
        </div>

        <div className="space-y-0.5">
          <p className="flex flex-wrap items-baseline gap-x-1.5">
            {labels.sp ? (
              <span className="text-[11px] font-semibold text-slate-500 uppercase">
                {t('catalogue.card.sp')}
              </span>
            ) : null}
            {product.IsFree === 1 ? (
              // FOC mode (docs/decisions/056): a trial product costs nothing; its price shows struck.
              <>
                <span className="text-lg font-bold text-sky-800" data-testid="piece-price" data-free="true">
                  {t('catalogue.card.free')}
                </span>
                <s className="text-xs text-slate-500 tabular-nums">{money(product.BuyPrice)}</s>
              </>
            ) : (
              <span className="text-lg font-bold text-slate-900 tabular-nums" data-testid="piece-price">
                {money(product.BuyPrice)}
              </span>
            )}
            <span className="text-xs text-slate-500">{t('catalogue.card.perPiece')}</span>
          </p>
          {conversion > 1 && product.IsFree !== 1 ? (
            <p className="text-xs text-slate-600 tabular-nums" data-testid="case-price">
              {t('catalogue.card.casePrice', { price: money(product.BuyPrice * conversion) })}
            </p>
          ) : null}
          <p className="flex flex-wrap gap-x-2 text-xs text-slate-500">
            {labels.mrp && product.MRP > 0 ? (
              <span data-testid="mrp">
                {t('catalogue.card.mrp')} <span className="tabular-nums">{money(product.MRP)}</span>
              </span>
            ) : null}
            {labels.conversionQty && conversion > 1 ? (
              <span data-testid="conversion">{t('catalogue.card.conversion', { count: conversion })}</span>
            ) : null}
          </p>
        </div>

        {flags?.isShowStockQty || (product.ProductPoints > 0 && paid) ? (
          <div className="flex flex-wrap items-center gap-1.5">
            {flags?.isShowStockQty ? (
              <StockBadge product={product} coloured={flags.isShowSIHColorCode} compact={compact} />
            ) : null}
            {product.ProductPoints > 0 && paid ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-violet-50 px-2 py-0.5 text-xs font-medium text-violet-700 ring-1 ring-violet-200">
                <Star size={12} aria-hidden="true" className="fill-violet-500 text-violet-500" />
                {t('catalogue.card.points', { count: product.ProductPoints })}
              </span>
            ) : null}
          </div>
        ) : null}

        {product.SchemeId > 0 && paid && product.SchemeNarration ? (
          <p
            className="rounded-lg bg-emerald-50 px-2 py-1 text-xs leading-snug text-emerald-800"
            data-testid="scheme-narration"
            title={product.SchemeNarration}
          >
            <span className="line-clamp-2">{product.SchemeNarration}</span>
          </p>
        ) : null}

        <div className="mt-auto pt-1">
          <QuantityInputs product={product} compact={compact} />
        </div>
      </div>
    </article>
  );
});
