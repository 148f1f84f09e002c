import type { TProduct } from '@restock/domain/contracts/product';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  type ReactNode,
  startTransition,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { whenIdle } from '../../lib/idle';
import { useNearViewport } from '../../lib/near-viewport';
import { ProductCard } from './ProductCard';

/** Spec slider rules: scroll 1 card at widths up to 770 px, else 4; arrows hidden at 991 px or less. */
export const SLIDER_ONE_CARD_MAX_WIDTH = 770;
export const SLIDER_ARROWS_MIN_WIDTH = 992;

/**
 * Cards rendered at once: what a wide screen shows of a row (a phone shows two and a half). The
 * rest of the row follows when the browser is idle, or at once when the row is scrolled.
 */
const FIRST_CARDS = 6;

export function sliderStep(viewportWidth: number): number {
  return viewportWidth <= SLIDER_ONE_CARD_MAX_WIDTH ? 1 : 4;
}

/**
 * A titled horizontal row of product cards (home sections, similar products): native scroll with
 * snap points, so touch, trackpad and keyboard scrolling work; the arrows (wide screens only)
 * move by 1 or 4 cards.
 */
export function ProductSlider({
  title,
  products,
  viewAllTo,
  loading = false,
  footer,
  testId,
}: {
  title: string;
  products: TProduct[];
  viewAllTo?: string;
  loading?: boolean;
  footer?: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  // Cards that arrive after the slider shows mount in a background render that yields to the
  // browser every few milliseconds: a dozen cards at once would hold a slow phone's main thread in
  // one long task. The placeholders stay until the first cards are ready.
  const shown = useDeferredValue(products);
  // A row below the fold keeps its placeholders until the retailer scrolls towards it.
  const [sectionRef, near] = useNearViewport<HTMLElement>();
  const placeholders = loading || !near || (shown.length === 0 && products.length > 0);
  const [whole, setWhole] = useState(false);
  const cards = whole ? shown : shown.slice(0, FIRST_CARDS);
  const partial = cards.length < shown.length;
  useEffect(() => {
    if (!partial) return;
    return whenIdle(() => startTransition(() => setWhole(true)));
  }, [partial]);

  const updateEdges = useCallback(() => {
    const el = track.current;
    if (!el) return;
    const start = el.scrollLeft <= 4;
    const end = !partial && el.scrollLeft + el.clientWidth >= el.scrollWidth - 4;
    // Unchanged edges keep the same object: measuring must not render every card again.
    setEdges((e) => (e.start === start && e.end === end ? e : { start, end }));
  }, [partial]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure when the cards change.
  useEffect(() => {
    updateEdges();
    window.addEventListener('resize', updateEdges);
    return () => window.removeEventListener('resize', updateEdges);
  }, [updateEdges, cards.length]);

  const scroll = (direction: 1 | -1) => {
    const el = track.current;
    const card = el?.querySelector('li');
    if (!el || !card) return;
    const gap = Number.parseFloat(getComputedStyle(el).columnGap) || 0;
    const step = sliderStep(window.innerWidth) * (card.getBoundingClientRect().width + gap);
    el.scrollBy({ left: direction * step, behavior: 'smooth' });
  };

  const arrow = (direction: 1 | -1) => (
    <button
      type="button"
      onClick={() => scroll(direction)}
      disabled={direction === 1 ? edges.end : edges.start}
      aria-label={t(direction === 1 ? 'catalogue.slider.next' : 'catalogue.slider.previous')}
      aria-controls={`${headingId}-track`}
      className="hidden size-9 items-center justify-center rounded-full bg-white text-slate-700 shadow-sm ring-1 ring-slate-200 transition hover:text-brand hover:ring-brand disabled:opacity-40 disabled:hover:text-slate-700 disabled:hover:ring-slate-200 min-[992px]:inline-flex"
    >
      {direction === 1 ? (
        <ChevronRight size={18} aria-hidden="true" />
      ) : (
        <ChevronLeft size={18} aria-hidden="true" />
      )}
    </button>
  );

  return (
    <section ref={sectionRef} aria-labelledby={headingId} data-testid={testId}>
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900 sm:text-xl">
          {title}
        </h2>
        <div className="flex items-center gap-2">
          {viewAllTo ? (
            <Link
              to={viewAllTo}
              aria-label={t('catalogue.home.viewAllOf', { name: title })}
              className="rounded-md px-2 py-1 text-sm font-semibold text-brand hover:underline"
            >
              {t('catalogue.home.viewAll')}
            </Link>
          ) : null}
          {arrow(-1)}
          {arrow(1)}
        </div>
      </div>
      {placeholders ? (
        <div className="flex gap-3 overflow-hidden">
          {Array.from({ length: 5 }, (_, i) => (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders.
              key={i}
              className="h-[420px] w-40 shrink-0 animate-pulse rounded-2xl border border-slate-200 bg-white sm:w-52"
            />
          ))}
        </div>
      ) : (
        <ul
          ref={track}
          id={`${headingId}-track`}
          onScroll={() => {
            if (partial) setWhole(true);
            updateEdges();
          }}
          className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 [scrollbar-width:thin] md:mx-0 md:scroll-px-0 md:px-0"
        >
          {cards.map((p) => (
            <li key={p.ProductId} className="w-40 shrink-0 snap-start sm:w-52">
              <ProductCard product={p} size="Medium" />
            </li>
          ))}
        </ul>
      )}
      {footer}
    </section>
  );
}
