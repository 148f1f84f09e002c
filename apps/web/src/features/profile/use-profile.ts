import type { TRetailerProfile } from '@restock/domain/contracts/login';
import type { AppSettings } from '@restock/domain/settings';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../lib/app-config';
import { pageConfig } from '../../lib/page-config';
import { useRetailerProfile } from './api';

/** Whether a field is hidden by hideRetailerProfileFields (PAN, GST; matched loosely: "PAN" or "panNumber"). */
export function isHidden(hidden: string[], field: 'pan' | 'gst'): boolean {
  return hidden.some((h) => {
    const v = h.trim().toLowerCase();
    return v === field || v === `${field}number` || v === `${field}no`;
  });
}

/** What the profile screen shows of a loaded profile, under the client's settings. */
function profileView(p: TRetailerProfile, settings: AppSettings | undefined, t: TFunction, language: string) {
  const sections = new Set(settings?.retailerProfileSections ?? []);
  const hidden = settings?.hideRetailerProfileFields ?? [];
  const flags = settings?.flags;
  const { currencySymbol } = pageConfig();
  const number = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const money = (value: string) => {
    const n = Number(value);
    return Number.isFinite(n) ? `${currencySymbol}${number.format(n)}` : value;
  };
  const ownerName = [p.firstName, p.middleName, p.lastName].filter((s) => s.trim()).join(' ');
  const fullAddress = [p.address, [p.zipCode, p.state].filter(Boolean).join(' '), p.country]
    .filter((s) => s.trim())
    .join(', ');
  const languageName = p.language ? t(`common.languages.${p.language}`, { defaultValue: p.language }) : '';
  const canChangeMobile = !!flags?.isEnableChangeMobileNumber;
  const canResetPassword = !!(flags?.isEnableResetPassword || flags?.isShowChangePassword);

  const limit = Number(p.creditDetails.creditLimit);
  const outstanding = Number(p.osamount);
  const usedShare =
    limit > 0 && Number.isFinite(outstanding) ? Math.min(1, Math.max(0, outstanding / limit)) : null;

  return {
    p,
    sections,
    hidden,
    showOsAmount: flags?.isShowOsAmount ?? false,
    money,
    ownerName,
    fullAddress,
    languageName,
    canChangeMobile,
    canResetPassword,
    usedShare,
  };
}

export type ProfileView = ReturnType<typeof profileView>;

/** The retailer's profile (loading, failed, or what to show of it). */
export function useProfilePage() {
  const { t, i18n } = useTranslation();
  const profile = useRetailerProfile();
  const config = useAppConfig().data;
  const view = profile.data ? profileView(profile.data, config?.settings, t, i18n.language) : null;
  return { profile, view };
}
