/**
 * The code catalogue of both specs, in one place for server and web.
 * Messages here are the server's plain English `Msg`; the web app shows the translated
 * alert `common.alerts.error.{code}` instead (see apps/web/src/locales).
 */

type ErrorSpec = { readonly message: string; readonly http: number };

export const ERROR_CODES = {
  E000: { message: 'Application data not available, please login again', http: 401 },
  E001: { message: 'User does not exist', http: 404 },
  E002: { message: 'User removed by all principals', http: 403 },
  E003: { message: 'Please check the mobile number', http: 400 },
  E004: { message: 'Invalid LoginId/Password', http: 401 },
  E005: { message: 'Please refresh and retry', http: 409 },
  E006: { message: 'Mobile number already registered', http: 409 },
  E007: { message: 'Failed to send OTP', http: 502 },
  E008: { message: 'Invalid Request', http: 400 },
  E009: { message: 'Internal Server Error', http: 500 },
  E010: { message: 'Invalid user', http: 403 },
  E011: { message: 'Invalid OTP', http: 422 },
  E012: { message: 'No data found', http: 404 },
  E013: { message: 'No returns to submit', http: 422 },
  E014: { message: 'Distributor not mapped', http: 403 },
  E015: { message: 'Not eligible to access the app, please contact your distributor', http: 403 },
  E016: { message: 'Retailer address not found', http: 404 },
  E017: { message: 'Failed', http: 422 },
  E018: { message: 'SmartList name already exists', http: 409 },
  E019: { message: 'Principal and Retailer Id not found', http: 404 },
  E020: { message: 'Invalid old password', http: 422 },
  E021: { message: 'Please add any products', http: 422 },
  E022: { message: 'No orders to submit', http: 422 },
  E023: { message: 'No outstanding payment', http: 422 },
  E024: { message: 'Hash value did not match', http: 400 },
  E025: { message: 'Code already exists', http: 409 },
  E026: { message: 'Transaction rule not found', http: 422 },
  E027: { message: 'Error in transaction rule', http: 422 },
  E028: { message: 'Previous distributor products are in the cart; delete them and switch again', http: 409 },
  E029: { message: 'Invalid LoginId', http: 400 },
  E030: { message: 'Invalid password', http: 400 },
  E031: { message: 'New password and confirm password differ', http: 422 },
  E032: { message: 'New password must not equal the default password', http: 422 },
  E033: { message: 'New password must not equal the existing password', http: 422 },
  E034: { message: 'Invalid current password', http: 422 },
  E035: { message: 'No current club mapped', http: 422 },
  E036: { message: 'Reward points not available', http: 422 },
  E037: { message: 'Requested points exceed available points', http: 422 },
  E038: { message: 'Something went wrong, please refresh', http: 409 },
  E039: { message: 'No valid products to add to cart', http: 422 },
  E040: { message: 'Survey no longer available', http: 410 },
  E041: { message: 'Target data not available for enrolment, please contact support', http: 422 },
  E042: { message: 'Please do the enrolment again', http: 422 },
  E22: { message: 'Access token expired', http: 401 },
  EXP: { message: 'Session expired, please login again', http: 401 },
  E_INVALID_VERSION: { message: 'A new version is available, please wait for reload', http: 426 },
  /** Named keys of the spec's catalogue (common.alerts.error.*) that the server answers as codes. */
  noRetailerLedgerError: { message: 'No retailer ledger data', http: 404 },
  dmsAuthenticationError: { message: 'Error In Authentication', http: 502 },
} as const satisfies Record<string, ErrorSpec>;

export type ErrorCode = keyof typeof ERROR_CODES;
export const ERROR_CODE_LIST = Object.keys(ERROR_CODES) as ErrorCode[];

export const SUCCESS_CODES = {
  S001: 'Products added to sales return',
  S002: 'Return request raised',
  S003: 'Smart list deleted',
  S004: 'Added to favourite',
  S005: 'Removed from favourite',
  S006: 'Saved to smart list',
} as const;
export type SuccessCode = keyof typeof SUCCESS_CODES;
export const SUCCESS_CODE_LIST = Object.keys(SUCCESS_CODES) as SuccessCode[];

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(ERROR_CODES, code);
}

/** Order status codes (ordering-core section 4). */
export const ORDER_STATUS = {
  I: 'Open',
  B: 'Acknowledged',
  N: 'Non-Invoiced',
  A: 'Allocated',
  S: 'Invoiced',
  C: 'Cancelled',
  P: 'Partially Completed',
  H: 'Hold',
} as const;
export type OrderStatus = keyof typeof ORDER_STATUS;

/** Sales return status. The spec reads both A and R as approved; we store A and accept R on input. */
export const RETURN_STATUS = {
  S: 'Submitted',
  A: 'Approved',
  R: 'Approved',
  C: 'Rejected',
  P: 'Pending',
  I: 'Open',
} as const;
export type ReturnStatus = keyof typeof RETURN_STATUS;

export const REWARD_STATUS = {
  P: 'Pending',
  S: 'Approved',
  R: 'Rejected',
  D: 'Delivered',
  C: 'Completed',
} as const;
export type RewardStatus = keyof typeof REWARD_STATUS;

export const CONSUMER_STATUS = { P: 'Pending', A: 'Approved' } as const;
export type ConsumerStatus = keyof typeof CONSUMER_STATUS;
export const CONSUMER_ACTIONS = { A: 'Approve', R: 'Reject' } as const;

export const STORE_PRODUCT_ACTIONS = { C: 'Create', U: 'Update', D: 'Delete' } as const;

/** Menu codes (TCode) sent by the server; each enables a feature. */
export const MENU_CODES = [
  'HomePage',
  'SmartListProducts',
  'FavouriteProducts',
  'SalesReturn',
  'SalesReturnHistory',
  'ExchangeReturn',
  'Complaints',
  'DigitalContent',
  'Notifications',
  'RetailerProfile',
  'StoreDashboard',
  'KpiDashboard',
  'IvyPayment',
  'OrderStatusDelivery',
  'RetailerLedger',
  'QpsScheme',
  'CancelOrder',
  'SupportHelpline',
  'PwaSettings',
  'MyRewards',
  'ManageDistributors',
  'Survey',
] as const;
export type MenuCode = (typeof MENU_CODES)[number];

/** Menu codes that are on unless the server says otherwise. */
export const MENU_CODES_ON_BY_DEFAULT: readonly MenuCode[] = ['MyRewards'];

export const BANNER_TYPES = ['RTR', 'CH', 'LOC', 'DIST', 'SCH', 'SKU', 'DL'] as const;
export const REDEEM_TYPES = ['PRODUCT', 'CASH'] as const;
export const FILTER_LEVEL_CODES = ['BR', 'CAT', 'SUCAT', 'SUBR', 'SKU'] as const;
export const SORT_OPTIONS = [
  'Name_ASC',
  'Name_DESC',
  'Price_ASC',
  'Price_DESC',
  'Date_ASC',
  'Date_DESC',
  'Point_ASC',
  'Point_DESC',
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const VIEW_ALL_TYPES = ['recommended', 'hotDeals', 'bestSellingProducts', 'similarProducts'] as const;
export const MONTHLY_SALES_TYPES = ['SV', 'PV', 'RM', 'FM', 'BSKU'] as const;
export const DEVICE_TYPES = ['Mobile', 'Desktop'] as const;
