/**
 * Where a retailer lands after sign-in (ordering-core section 2): a landing-screen value accepted
 * only if configured, a product-list notation (P, O, R) and a focused tab; otherwise home when the
 * landing-home-page setting and the home page are both on, else the product list.
 */

export interface LandingInput {
  landingScreen?: string | null;
  productList?: string | null;
  focusedTab?: string | null;
  allowedLandingScreens: readonly string[];
  isLandingHomePage: boolean;
  isHomePageEnabled: boolean;
}

/** P: past purchase, O: opportunity, R: recommended. */
export const PRODUCT_LIST_NOTATION = { P: 'pastPurchase', O: 'opportunity', R: 'recommended' } as const;

const SAFE_SCREEN = /^[A-Za-z][A-Za-z0-9/_-]{0,80}$/;

export function landingPath(input: LandingInput): string {
  const screen = input.landingScreen?.trim();
  if (screen && SAFE_SCREEN.test(screen) && input.allowedLandingScreens.includes(screen)) {
    return `/ivy/${screen}`;
  }
  const notation = input.productList?.trim().toUpperCase();
  if (notation && Object.hasOwn(PRODUCT_LIST_NOTATION, notation)) {
    const tab = PRODUCT_LIST_NOTATION[notation as keyof typeof PRODUCT_LIST_NOTATION];
    return `/ivy/productList?tab=${encodeURIComponent(tab)}`;
  }
  const focused = input.focusedTab?.trim();
  if (focused && /^[A-Za-z]{1,40}$/.test(focused)) {
    return `/ivy/productList?tab=${encodeURIComponent(focused)}`;
  }
  return input.isLandingHomePage && input.isHomePageEnabled ? '/ivy/home' : '/ivy/productList';
}

/** A remembered path is reopened after sign-in only when it stays inside the app. */
export function safeReturnPath(path: string | null | undefined): string | null {
  if (!path?.startsWith('/ivy/') || path.startsWith('//') || path.includes('\\')) return null;
  return path;
}
