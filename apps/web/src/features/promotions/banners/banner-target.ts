import type { TBanner } from '@restock/domain/contracts/product';

/**
 * Where a banner leads, by type: a scheme banner to its promotion, a product banner to the product,
 * a deep link to its in-app path (anything else is refused), and the targeted banners (RTR, CH,
 * LOC, DIST) to the list of products mapped to them.
 */
export function bannerTarget(banner: TBanner, origin = window.location.origin): string {
  switch (banner.BannerType) {
    case 'SCH':
      return banner.SchemeId ? `/ivy/promotion/${banner.SchemeId}` : '/ivy/promotions';
    case 'SKU':
      return banner.ProductId ? `/ivy/product/${banner.ProductId}` : `/ivy/banner/${banner.BannerId}`;
    case 'DL':
      return deepLinkPath(banner.Link, origin) ?? '/ivy/home';
    case 'RTR':
    case 'CH':
    case 'LOC':
    case 'DIST':
      return `/ivy/banner/${banner.BannerId}`;
  }
}

/**
 * A deep link's path inside the app, or null. Accepts 'qpsSchemes', '/ivy/qpsSchemes?x=1' or a
 * same-origin URL; never another origin, a protocol URL or a path outside /ivy.
 */
export function deepLinkPath(link: string | null, origin = window.location.origin): string | null {
  const raw = link?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw, `${origin}/ivy/`);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  if (!/^\/ivy(\/|$)/.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
