import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

type Address = Pick<Location, 'pathname' | 'search' | 'hash'>;
const addressOf = (at: Address) => `${at.pathname}${at.search}${at.hash}`;

/**
 * The shell's sheets (menu drawer, search sheet) close when the retailer navigates: a drawer link,
 * a search result, a link to the screen shown.
 *
 * The router renders a navigation in a transition: until the next screen's code has loaded, the
 * screen shown stays while the address bar already holds the new address. A sheet opened meanwhile
 * stays open when that navigation arrives: it was under way before the sheet opened, and closing
 * would swallow the tap that opened the sheet (decision 051).
 *
 * Returns the function to call when a sheet opens.
 */
export function useCloseSheetsOnNavigation(close: () => void): () => void {
  const location = useLocation();
  const shown = useRef(location);
  /** The address of the navigation under way when a sheet opened, if one was. */
  const underWay = useRef<string | null>(null);

  useEffect(() => {
    const before = shown.current;
    shown.current = location;
    if (before.key === location.key) return;
    const awaited = underWay.current;
    underWay.current = null;
    if (awaited !== addressOf(location)) close();
  }, [location, close]);

  return useCallback(() => {
    const address = addressOf(window.location);
    underWay.current = address === addressOf(shown.current) ? null : address;
  }, []);
}
