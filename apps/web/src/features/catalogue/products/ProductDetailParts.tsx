import type { TProductDetail, TScheme } from '@restock/domain/contracts/product';
import { BadgePercent, Sparkles, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AppConfig } from '../../../lib/app-config';
import { useMoney } from '../../../lib/format';
import type { visibleCardLabels } from '../../../ordering/product/card-labels';
import { FavouriteButton } from '../../../ordering/product/FavouriteButton';
import { StockBadge } from '../../../ordering/product/ProductCard';
import { ProductImage } from '../../../ordering/product/ProductImage';
import { QuantityInputs } from '../../../ordering/product/QuantityInputs';

function formatDate(value: string, language: string): string {
  const d = new Date(value);
  return Number.isNaN(d.getTime())
    ? value
    : new Intl.DateTimeFormat(language, { day: '2-digit', month: 'short', year: 'numeric' }).format(d);
}

export function SchemePanel({ scheme, productName }: { scheme: TScheme; productName: string }) {
  const { t, i18n } = useTranslation();
  const slabs = [...scheme.Slabs].sort((a, b) => a.Sequence - b.Sequence || a.MinQty - b.MinQty);
  return (
    <section
      aria-labelledby="scheme-title"
      className="rounded-2xl border border-emerald-200 bg-emerald-50/60 p-4"
      data-testid="scheme-panel"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-emerald-700 text-white">
          <Sparkles size={18} aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-emerald-700 uppercase">
            {t('catalogue.detail.scheme')}
          </p>
          <h2 id="scheme-title" className="font-semibold text-slate-900">
            {scheme.SchemeName}
          </h2>
          {scheme.Narration ? <p className="mt-1 text-sm text-emerald-900">{scheme.Narration}</p> : null}
          <p className="mt-1 text-xs text-slate-600">
            {t('catalogue.detail.schemeValid', {
              start: formatDate(scheme.StartDate, i18n.language),
              end: formatDate(scheme.EndDate, i18n.language),
            })}
          </p>
        </div>
      </div>
      {slabs.length > 0 ? (
        <table className="mt-3 w-full overflow-hidden rounded-xl bg-white text-sm ring-1 ring-emerald-100">
          <caption className="sr-only">{t('catalogue.detail.slabs')}</caption>
          <thead className="bg-emerald-100/60 text-left text-xs text-emerald-900 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('catalogue.detail.slabQty')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('catalogue.detail.slabBenefit')}
              </th>
            </tr>
          </thead>
          <tbody>
            {slabs.map((s) => (
              <tr key={s.SlabId} className="border-t border-emerald-50">
                <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                  {s.MaxQty > 0
                    ? t('catalogue.detail.slabRange', { min: s.MinQty, max: s.MaxQty })
                    : t('catalogue.detail.slabFrom', { min: s.MinQty })}
                </td>
                <td className="px-3 py-2">
                  {[
                    s.FreeQty > 0
                      ? t('catalogue.detail.slabFree', {
                          qty: s.FreeQty,
                          product: s.FreeProductName ?? productName,
                        })
                      : null,
                    s.DiscountPercent > 0
                      ? t('catalogue.detail.slabDiscount', { value: s.DiscountPercent })
                      : null,
                    s.Narration && s.FreeQty === 0 && s.DiscountPercent === 0 ? s.Narration : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}

export function Facts({ product }: { product: TProductDetail }) {
  const { t } = useTranslation();
  const rows: Array<[string, string]> = [
    [t('catalogue.detail.brand'), product.BrandName],
    [t('catalogue.detail.category'), `${product.CategoryName} › ${product.SubCategoryName}`],
    [t('catalogue.detail.packSize'), product.PackSize],
    [t('catalogue.detail.code'), product.ProductCode],
    [t('catalogue.detail.barcode'), product.Barcode],
    [t('catalogue.detail.tax'), `${product.TaxPercent}%`],
    ...product.Attributes.map((a): [string, string] => [
      a.AttrName,
      a.Values.length > 0
        ? a.Values.join(', ')
        : a.Number !== null
          ? `${a.Number}${a.Unit ? ` ${a.Unit}` : ''}`
          : '—',
    ]),
  ];
  return (
    <section aria-labelledby="facts-title">
      <h2 id="facts-title" className="mb-2 text-lg font-semibold text-slate-900">
        {t('catalogue.detail.attributes')}
      </h2>
      <dl className="grid grid-cols-1 overflow-hidden rounded-2xl border border-slate-200 bg-white sm:grid-cols-2">
        {rows
          .filter(([, v]) => v)
          .map(([k, v]) => (
            <div
              key={k}
              className="flex justify-between gap-4 border-b border-slate-100 px-4 py-2.5 text-sm sm:odd:border-r"
            >
              <dt className="text-slate-500">{k}</dt>
              <dd className="text-right font-medium text-slate-900">{v}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}

/** The picture with the scheme, offer and free badges and the favourite button. */
export function DetailPicture({ p, config }: { p: TProductDetail; config: AppConfig | undefined }) {
  const { t } = useTranslation();
  return (
    <div className="relative flex items-center justify-center self-start rounded-3xl border border-slate-200 bg-gradient-to-b from-slate-50 to-white p-6 md:sticky md:top-24">
      <ProductImage
        src={p.Images[0] ?? p.ImageUrl}
        alt={p.ProductName}
        size={320}
        eager
        className="h-auto max-h-[min(320px,55vw)] w-auto max-w-full rounded-2xl"
      />
      <div className="absolute top-4 left-4 flex flex-col items-start gap-1.5">
        {p.SchemeId > 0 && p.IsFree !== 1 ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-700 px-2.5 py-1 text-xs font-bold text-white">
            <Sparkles size={13} aria-hidden="true" />
            {t('catalogue.card.scheme')}
          </span>
        ) : null}
        {p.Discount && p.IsFree !== 1 ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-orange-700 px-2.5 py-1 text-xs font-bold text-white">
            <BadgePercent size={13} aria-hidden="true" />
            {t('catalogue.card.offer')}
          </span>
        ) : null}
        {p.IsFree === 1 ? (
          <span className="rounded-full bg-sky-700 px-2.5 py-1 text-xs font-bold text-white">
            {t('catalogue.card.free')}
          </span>
        ) : null}
      </div>
      {(config?.hasMenu('FavouriteProducts') ?? true) ? (
        <FavouriteButton product={p} size="lg" className="absolute top-4 right-4" />
      ) : null}
    </div>
  );
}

/** Prices per piece and case, MRP, stock, points, the discount and the order quantity. */
export function DetailPrices({
  p,
  labels,
  flags,
}: {
  p: TProductDetail;
  labels: ReturnType<typeof visibleCardLabels>;
  flags: AppConfig['settings']['flags'] | undefined;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const conversion = Math.max(1, p.ConversionQty);
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
        <div>
          <p className="text-xs font-medium text-slate-500">
            {labels.sp ? `${t('catalogue.card.sp')} · ` : ''}
            {t('catalogue.detail.pricePiece')}
          </p>
          {p.IsFree === 1 ? (
            // FOC mode (docs/decisions/056): free of charge, the price shown struck.
            <p className="flex items-baseline gap-2" data-testid="detail-price" data-free="true">
              <span className="text-3xl font-bold text-sky-800">{t('catalogue.card.free')}</span>
              <s className="text-base text-slate-500 tabular-nums">{money(p.BuyPrice)}</s>
            </p>
          ) : (
            <p className="text-3xl font-bold text-slate-900 tabular-nums" data-testid="detail-price">
              {money(p.BuyPrice)}
            </p>
          )}
        </div>
        {conversion > 1 && p.IsFree !== 1 ? (
          <div>
            <p className="text-xs font-medium text-slate-500">{t('catalogue.detail.priceCase')}</p>
            <p className="text-xl font-semibold text-slate-800 tabular-nums">
              {money(p.BuyPrice * conversion)}
            </p>
          </div>
        ) : null}
        {labels.mrp && p.MRP > 0 ? (
          <div>
            <p className="text-xs font-medium text-slate-500">{t('catalogue.card.mrp')}</p>
            <p className="text-lg text-slate-600 tabular-nums">{money(p.MRP)}</p>
          </div>
        ) : null}
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
        {labels.conversionQty && conversion > 1 ? (
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
            {t('catalogue.card.conversion', { count: conversion })}
          </span>
        ) : null}
        {flags?.isShowStockQty ? <StockBadge product={p} coloured={flags.isShowSIHColorCode} /> : null}
        {p.ProductPoints > 0 && p.IsFree !== 1 ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-violet-50 px-2 py-0.5 text-xs font-medium text-violet-700 ring-1 ring-violet-200">
            <Star size={12} aria-hidden="true" className="fill-violet-500 text-violet-500" />
            {t('catalogue.card.points', { count: p.ProductPoints })}
          </span>
        ) : null}
      </div>
      {p.Discount && p.IsFree !== 1 ? (
        <p className="mt-3 rounded-lg bg-orange-50 px-3 py-2 text-sm text-orange-900">
          <strong>{t('catalogue.detail.discount')}:</strong> {p.Discount.DiscountName}
          {p.Discount.DiscountDescription ? ` — ${p.Discount.DiscountDescription}` : ''}
        </p>
      ) : null}
      <div className="mt-4 border-t border-slate-100 pt-4">
        <h2 className="mb-2 text-sm font-semibold text-slate-900">{t('catalogue.detail.orderQty')}</h2>
        <div className="max-w-xs">
          <QuantityInputs product={p} />
        </div>
      </div>
    </div>
  );
}
