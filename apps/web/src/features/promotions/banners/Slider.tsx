import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ReactNode, startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { whenIdle } from '../../../lib/idle';

/**
 * Slides per view by width. The spec's banner sliders show 4 and 3 slides on wide screens; phones
 * show one (with the next one peeking, so the row reads as scrollable). Class strings are literal
 * so Tailwind finds them.
 */
const LAYOUTS = {
  3: 'basis-[86%] md:basis-[calc((100%-1rem)/2)] lg:basis-[calc((100%-2rem)/3)]',
  4: 'basis-[72%] sm:basis-[calc((100%-1rem)/2)] md:basis-[calc((100%-2rem)/3)] lg:basis-[calc((100%-3rem)/4)]',
} as const;

/** More pages than this show a "3 / 12" counter instead of dots. */
const MAX_DOTS = 10;

export interface SliderProps<T> {
  /** Accessible name of the carousel. */
  label: string;
  items: readonly T[];
  perView: keyof typeof LAYOUTS;
  itemKey(item: T): string | number;
  renderItem(item: T): ReactNode;
  testId?: string;
}

/**
 * A scroll-snap carousel: swipe or scroll on touch, arrows on wide screens (hidden at 991 px and
 * less, per the spec), dots for the pages. No autoplay: the row moves only when the user moves it.
 */
export function Slider<T>({ label, items, perView, itemKey, renderItem, testId }: SliderProps<T>) {
  const { t } = useTranslation();
  const trackRef = useRef<HTMLUListElement>(null);
  const [visible, setVisible] = useState(1);
  const [page, setPage] = useState(0);
  const [edges, setEdges] = useState({ start: true, end: false });
  // The slides of a wide screen's first page (and the next one) render at once; the rest follow
  // when the browser is idle, or at once when the retailer moves the row.
  const [whole, setWhole] = useState(false);
  const slides = whole ? items : items.slice(0, perView + 1);
  const partial = slides.length < items.length;
  useEffect(() => {
    if (!partial) return;
    return whenIdle(() => startTransition(() => setWhole(true)));
  }, [partial]);
  const renderAll = () => {
    if (partial) flushSync(() => setWhole(true));
  };

  const measure = useCallback(() => {
    const track = trackRef.current;
    const first = track?.firstElementChild as HTMLElement | null;
    if (!track || !first) return;
    const gap = Number.parseFloat(getComputedStyle(track).columnGap) || 0;
    const step = first.getBoundingClientRect().width + gap;
    // n slides fill n * width + (n - 1) * gap; a few pixels of rounding are forgiven.
    const perPage = Math.max(1, Math.floor((track.clientWidth + gap + 4) / step));
    setVisible(perPage);
    const index = Math.round(track.scrollLeft / step);
    const pages = Math.max(1, Math.ceil(items.length / perPage));
    const atEnd = !partial && track.scrollLeft + track.clientWidth >= track.scrollWidth - 4;
    setPage(atEnd ? pages - 1 : Math.min(pages - 1, Math.floor(index / perPage)));
    const start = track.scrollLeft <= 4;
    // Unchanged edges keep the same object: measuring must not render every slide again.
    setEdges((e) => (e.start === start && e.end === atEnd ? e : { start, end: atEnd }));
  }, [items.length, partial]);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(track);
    const onScroll = () => {
      setWhole(true);
      measure();
    };
    track.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer.disconnect();
      track.removeEventListener('scroll', onScroll);
    };
  }, [measure]);

  const pages = Math.max(1, Math.ceil(items.length / visible));

  const goToPage = (target: number) => {
    renderAll();
    const track = trackRef.current;
    const slide = track?.children[Math.min(items.length - 1, target * visible)] as HTMLElement | undefined;
    if (!track || !slide) return;
    track.scrollTo({ left: slide.offsetLeft - track.offsetLeft, behavior: 'smooth' });
  };
  const scrollByPage = (direction: 1 | -1) => {
    renderAll();
    const track = trackRef.current;
    if (!track) return;
    track.scrollBy({ left: direction * track.clientWidth, behavior: 'smooth' });
  };

  const arrow =
    'absolute top-1/2 z-10 hidden size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white text-slate-800 shadow-lg ring-1 ring-black/10 transition-opacity hover:bg-slate-50 disabled:pointer-events-none disabled:opacity-0 min-[992px]:flex';

  return (
    // biome-ignore lint/a11y/useSemanticElements: a carousel is a named group (WAI-ARIA carousel pattern), not a form fieldset.
    <div
      role="group"
      aria-roledescription={t('promotions.slider.carousel')}
      aria-label={label}
      data-testid={testId}
    >
      <div className="relative">
        <ul
          ref={trackRef}
          className="flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-smooth pb-1 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
        >
          {slides.map((item) => (
            <li key={itemKey(item)} className={`shrink-0 grow-0 snap-start ${LAYOUTS[perView]}`}>
              {renderItem(item)}
            </li>
          ))}
        </ul>
        {pages > 1 ? (
          <>
            <button
              type="button"
              onClick={() => scrollByPage(-1)}
              disabled={edges.start}
              aria-label={t('promotions.slider.previous')}
              className={`${arrow} -left-4`}
            >
              <ChevronLeft size={22} aria-hidden="true" />
            </button>
            <button
              type="button"
              onClick={() => scrollByPage(1)}
              disabled={edges.end}
              aria-label={t('promotions.slider.next')}
              className={`${arrow} -right-4`}
            >
              <ChevronRight size={22} aria-hidden="true" />
            </button>
          </>
        ) : null}
      </div>
      {pages > MAX_DOTS ? (
        <p className="mt-2 text-center text-xs font-medium text-slate-500" aria-hidden="true">
          {page + 1} / {pages}
        </p>
      ) : pages > 1 ? (
        <div className="mt-2 flex justify-center">
          {Array.from({ length: pages }, (_, i) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: dots are positions, nothing else identifies them.
              key={i}
              type="button"
              onClick={() => goToPage(i)}
              aria-label={t('promotions.slider.goTo', { index: i + 1, count: pages })}
              aria-current={i === page ? 'true' : undefined}
              className="group flex size-6 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={`block h-2 rounded-full transition-all ${i === page ? 'w-5 bg-brand' : 'w-2 bg-slate-300 group-hover:bg-slate-400'}`}
              />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
