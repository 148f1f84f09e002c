import { DEMO_CLIENT_LOOK } from '@restock/domain/app/demo-client';
import type { TPageConfig } from '@restock/domain/contracts/appconfig';

/** Used when the page was not served by our server (the Vite dev server). */
const FALLBACK: TPageConfig = {
  clientCode: 'demo',
  ...DEMO_CLIENT_LOOK,
  minAppVersion: '0',
  isEnableOnboardContractAgreement: true,
  isEnableAcceptTermsAndConditions: true,
  isEnableResendOtp: true,
  otpResendSeconds: 30,
};

let cached: TPageConfig | null = null;

/**
 * The client's page-level values, injected by the server into index.html as JSON. Read without
 * zod on purpose: this runs on the login page, whose first load must stay small; the server
 * builds the value from the same contract, and missing fields fall back to the defaults.
 */
export function pageConfig(): TPageConfig {
  if (cached) return cached;
  let injected: Partial<TPageConfig> = {};
  try {
    const text = document.getElementById('page-config')?.textContent;
    const value: unknown = text ? JSON.parse(text) : null;
    if (value && typeof value === 'object') injected = value as Partial<TPageConfig>;
  } catch {
    injected = {};
  }
  cached = { ...FALLBACK, ...injected };
  return cached;
}

/**
 * The build's prerender of the sign-in page (app/prerender-login.tsx) renders in Node, where there
 * is no page to read: it sets the values, markers included, that the server fills in per client.
 */
export function setPageConfigForPrerender(config: TPageConfig): void {
  cached = config;
}
