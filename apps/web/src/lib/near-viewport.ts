import { startTransition, useCallback, useState } from 'react';

/**
 * How far below (and above) the screen a section starts rendering: one screen height, so a
 * retailer scrolling down finds it drawn, while a phone's first load draws only what it shows.
 */
const AHEAD = '100% 0px';

/**
 * False until the element given to the returned ref comes within a screen of the visible area,
 * then true for good. Sections below the fold render placeholders until then (their data is
 * still fetched at once): on home, the two product sliders were three quarters of the page's
 * elements, all laid out on a phone's first load (docs/decisions/063).
 */
export function useNearViewport<T extends Element>(): [
  (element: T | null) => (() => void) | undefined,
  boolean,
] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback(
    (element: T | null) => {
      if (!element || near) return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          observer.disconnect();
          startTransition(() => setNear(true));
        },
        { rootMargin: AHEAD },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near],
  );
  return [ref, near];
}
