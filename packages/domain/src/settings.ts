/**
 * Per-client application settings (ordering-core section 3). The server sends every value as a
 * string; `parseSettings` turns the key/value list into typed settings with their defaults and
 * the derived flags, so server and web read them the same way.
 */

export const BOOLEAN_SETTING_DEFAULTS = {
  isShowStockQty: false,
  otpAuthBeforeOrder: false,
  otpAuthAfterLogin: false,
  otpAuthForEveryLogin: false,
  customAddToHomeScreen: true,
  isLoadProductsAutomaticallyOnReachBottom: false,
  isEnableExpressDelivery: false,
  isShowOsAmount: false,
  isShowColorCode: false,
  isShowChangePassword: false,
  isShowSimilarProducts: false,
  isShowTax: false,
  hideBannerMapping: false,
  isLandingHomePage: false,
  isShowOrderStatus: false,
  isEnableAcceptTermsAndConditions: false,
  isShowDeliveryTimeDisclaimers: false,
  isEnableMinOrderQty: false,
  isShowOrderResource: false,
  isEnableSO: false,
  isShowPaidInvoiceTab: false,
  isEnablePaymentDetails: false,
  isEnableAttrFilter: false,
  isEnableFoc: false,
  isShowAWBNumber: false,
  isEnableOrderSummaryQty: false,
  isEnableBulkOrderUpload: false,
  isShowDisclaimers: false,
  isEnableBarCodeScanner: false,
  isShowSIHColorCode: false,
  isRestrictSIHProducts: false,
  isEnableScrollToTop: false,
  isLoginWithPassword: false,
  isShowDeliveryTypeInfoSection: false,
  isShowNarrationInSchemeDetailsPage: false,
  isEnableSmartListGrowthFactor: false,
  isEnableChangeMobileNumber: false,
  isEnableResetPassword: false,
  isHistoryFilterSearchByMonth: false,
  isEnableResendOtp: false,
  isPriceIncludingTax: false,
  isEnableProductNameWordWrap: false,
  isEnableAttrSorting: true,
  isEnableRewardOtp: false,
  isEnableOrderHistoryExport: false,
  isEnableRepeatOrder: false,
  loyaltyEnableAttrMapping: false,
  loyaltyEnableVendor: false,
  loyaltyVendorFilterSingleSelection: false,
  loyaltyRedemptionApproval: false,
  isEnableOnboardContractAgreement: false,
  isShowTargetVsAchievementDashboard: false,
  isShowOrderDeliveryDate: false,
  isEnableRewardOrderDeliveryConfirmation: false,
  showDistributorInRewardHistory: false,
  askDistributorSelectionOnEveryLogin: false,
  isEnableSurveyReminder: false,
  isShowSalesReturn: false,
  isEnableExchangeReturn: false,
} as const satisfies Record<string, boolean>;

export type BooleanSettingKey = keyof typeof BOOLEAN_SETTING_DEFAULTS;

/** Text, number, list and JSON settings, as the raw string the server would send by default. */
export const TEXT_SETTING_DEFAULTS = {
  applicationCode: '',
  productListTabs: 'scheme,opportunity,relevant,pastPurchase,favourite,recommended,hotDeals,bestSelling',
  payUPaymentUrl: '',
  complaintUploadImageCount: '5',
  saveToSmartListCount: '5',
  orderSummaryFilterLevelCode: 'brand',
  bulkOrderProductCount: '30',
  retailerLedgerMonthCount: '12',
  defaultProductSorting: 'Price_ASC',
  /** Screens a `landingScreen` query value may open (landing rules, ordering-core section 2). */
  landingScreens: '',
  /** Seconds before "resend code" is offered. */
  otpResendSeconds: '30',
  AwsConfig: '{}',
  firebaseConfig: '{}',
  monthlySalesConfigJson: '[]',
  placeOrderUom: '',
  salesReturnUom: '',
  retailerProfileSections: '',
  supportHelplineSections: '',
  hideRetailerProfileFields: '',
  deliveryAddressActions: '',
  homePageSections: '',
  hideProductCardLabels: '',
  showCartLabels: '',
  cashVoucher: 'false,1',
  orderVolume: 'false',
  orderSplit: 'false',
} as const satisfies Record<string, string>;

export type TextSettingKey = keyof typeof TEXT_SETTING_DEFAULTS;
export type SettingKey = BooleanSettingKey | TextSettingKey;

export const SETTING_KEYS = [
  ...Object.keys(BOOLEAN_SETTING_DEFAULTS),
  ...Object.keys(TEXT_SETTING_DEFAULTS),
] as SettingKey[];

/** Every setting with its default, as the strings the config call sends. */
export function defaultSettingValues(): Record<SettingKey, string> {
  const out = {} as Record<SettingKey, string>;
  for (const [k, v] of Object.entries(BOOLEAN_SETTING_DEFAULTS)) out[k as SettingKey] = String(v);
  for (const [k, v] of Object.entries(TEXT_SETTING_DEFAULTS)) out[k as SettingKey] = v;
  return out;
}

export type Uom = 'case' | 'piece';

export interface AppSettings {
  flags: Record<BooleanSettingKey, boolean>;
  applicationCode: string;
  productListTabs: string[];
  payUPaymentUrl: string;
  complaintUploadImageCount: number;
  saveToSmartListCount: number;
  orderSummaryFilterLevelCode: string;
  bulkOrderProductCount: number;
  retailerLedgerMonthCount: number;
  defaultProductSorting: string;
  landingScreens: string[];
  otpResendSeconds: number;
  awsConfig: unknown;
  firebaseConfig: unknown;
  monthlySalesConfig: unknown;
  placeOrderUom: Uom[];
  salesReturnUom: Uom[];
  isEnablePlaceOrderCase: boolean;
  isEnablePlaceOrderPiece: boolean;
  isEnableSalesReturnCase: boolean;
  isEnableSalesReturnPiece: boolean;
  retailerProfileSections: string[];
  supportHelplineSections: string[];
  hideRetailerProfileFields: string[];
  deliveryAddressActions: string[];
  homePageSections: string[];
  hideProductCardLabels: string[];
  showCartLabels: string[];
  cashVoucher: { enabled: boolean; conversionRate: number };
  orderVolume: { enabled: boolean; metric: string; conversionCode: string };
  orderSplit: { enabled: boolean; levels: string[] };
}

/** Splits a comma list, trimming and dropping empty entries. */
export function commaList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

function parseFlag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  return value.trim().toLowerCase() === 'true';
}

function parsePositiveInt(value: string | undefined, fallback: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

function parseJson(value: string | undefined, fallback: unknown): unknown {
  try {
    return value ? JSON.parse(value) : fallback;
  } catch {
    return fallback;
  }
}

/** Case and/or piece; empty (or nothing valid) means piece only. */
export function parseUomList(value: string | undefined): Uom[] {
  const units = commaList(value)
    .map((s) => s.toLowerCase())
    .filter((s): s is Uom => s === 'case' || s === 'piece');
  return units.length > 0 ? [...new Set(units)] : ['piece'];
}

export function parseSettings(configs: ReadonlyArray<{ key: string; value: string }>): AppSettings {
  const raw = new Map(configs.map((c) => [c.key, c.value]));
  const text = (k: TextSettingKey) => raw.get(k) ?? TEXT_SETTING_DEFAULTS[k];

  const flags = {} as Record<BooleanSettingKey, boolean>;
  for (const [k, fallback] of Object.entries(BOOLEAN_SETTING_DEFAULTS)) {
    flags[k as BooleanSettingKey] = parseFlag(raw.get(k), fallback);
  }

  const placeOrderUom = parseUomList(raw.get('placeOrderUom'));
  const salesReturnUom = parseUomList(raw.get('salesReturnUom'));
  const [voucherFlag, voucherRate] = commaList(text('cashVoucher'));
  const [volumeFlag, volumeMetric, volumeCode] = commaList(text('orderVolume'));
  const [splitFlag, ...splitLevels] = commaList(text('orderSplit'));
  const sorting = text('defaultProductSorting').trim();

  return {
    flags,
    applicationCode: text('applicationCode'),
    productListTabs: commaList(text('productListTabs')),
    payUPaymentUrl: text('payUPaymentUrl'),
    complaintUploadImageCount: parsePositiveInt(text('complaintUploadImageCount'), 5),
    saveToSmartListCount: parsePositiveInt(text('saveToSmartListCount'), 5),
    orderSummaryFilterLevelCode: text('orderSummaryFilterLevelCode').trim() || 'brand',
    bulkOrderProductCount: parsePositiveInt(text('bulkOrderProductCount'), 30),
    retailerLedgerMonthCount: parsePositiveInt(text('retailerLedgerMonthCount'), 12),
    defaultProductSorting: sorting || 'Price_ASC',
    landingScreens: commaList(text('landingScreens')),
    otpResendSeconds: parsePositiveInt(text('otpResendSeconds'), 30),
    awsConfig: parseJson(raw.get('AwsConfig'), {}),
    firebaseConfig: parseJson(raw.get('firebaseConfig'), {}),
    monthlySalesConfig: parseJson(raw.get('monthlySalesConfigJson'), []),
    placeOrderUom,
    salesReturnUom,
    isEnablePlaceOrderCase: placeOrderUom.includes('case'),
    isEnablePlaceOrderPiece: placeOrderUom.includes('piece'),
    isEnableSalesReturnCase: salesReturnUom.includes('case'),
    isEnableSalesReturnPiece: salesReturnUom.includes('piece'),
    retailerProfileSections: commaList(text('retailerProfileSections')),
    supportHelplineSections: commaList(text('supportHelplineSections')),
    hideRetailerProfileFields: commaList(text('hideRetailerProfileFields')),
    deliveryAddressActions: commaList(text('deliveryAddressActions')),
    homePageSections: commaList(text('homePageSections')),
    hideProductCardLabels: commaList(text('hideProductCardLabels')),
    showCartLabels: commaList(text('showCartLabels')),
    cashVoucher: {
      enabled: parseFlag(voucherFlag, false),
      conversionRate: Number(voucherRate) > 0 ? Number(voucherRate) : 1,
    },
    orderVolume: {
      enabled: parseFlag(volumeFlag, false),
      metric: volumeMetric ?? '',
      conversionCode: volumeCode ?? '',
    },
    orderSplit: { enabled: parseFlag(splitFlag, false), levels: splitLevels },
  };
}
