import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A principal company. Every client-owned row carries client_id. */
export const clients = pgTable('clients', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** Host names that serve this client; the first client is the default for unknown hosts. */
  hosts: text('hosts').array().notNull().default(sql`'{}'::text[]`),
  appName: text('app_name').notNull(),
  logoUrl: text('logo_url').notNull().default('/brand/logo.svg'),
  themeColour: text('theme_colour').notNull().default('#0f766e'),
  currency: text('currency').notNull().default('INR'),
  currencySymbol: text('currency_symbol').notNull().default('₹'),
  languages: text('languages').array().notNull().default(sql`'{en}'::text[]`),
  defaultLanguage: text('default_language').notNull().default('en'),
  multiLanguage: boolean('multi_language').notNull().default(false),
  /** { "es": { "key.path": "text" } } */
  translationOverrides: jsonb('translation_overrides').notNull().default({}),
  timeZone: text('time_zone').notNull().default('Asia/Kolkata'),
  createdAt: createdAt(),
});

export const clientSettings = pgTable(
  'client_settings',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.key] })],
);

export const menus = pgTable(
  'menus',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    tCode: text('t_code').notNull(),
    lCode: text('l_code').notNull(),
    target: text('target').notNull(),
    icon: text('icon').notNull(),
    seq: integer('seq').notNull(),
  },
  (t) => [uniqueIndex('menus_client_tcode').on(t.clientId, t.tCode)],
);

/** Static content (terms, contract agreement, disclaimers) per client and language. */
export const staticContent = pgTable(
  'static_content',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    language: text('language').notNull(),
    value: jsonb('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.code, t.language] })],
);

export const distributors = pgTable(
  'distributors',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    licenceNo: text('licence_no').notNull().default(''),
    phone: text('phone').notNull().default(''),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('distributors_client_code').on(t.clientId, t.code)],
);

export const retailers = pgTable(
  'retailers',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    firstName: text('first_name').notNull().default(''),
    middleName: text('middle_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    address: text('address').notNull().default(''),
    country: text('country').notNull().default(''),
    state: text('state').notNull().default(''),
    tier: text('tier').notNull().default(''),
    zipCode: text('zip_code').notNull().default(''),
    channel: text('channel').notNull().default(''),
    subChannel: text('sub_channel').notNull().default(''),
    uanNumber: text('uan_number').notNull().default(''),
    panNumber: text('pan_number').notNull().default(''),
    gstNumber: text('gst_number').notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    email: text('email').notNull().default(''),
    /** 10-digit national number, empty until onboarding. */
    mobile: text('mobile').notNull().default(''),
    creditLimit: numeric('credit_limit', { precision: 14, scale: 2 }).notNull().default('0'),
    creditDays: integer('credit_days').notNull().default(0),
    outstandingAmount: numeric('outstanding_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    companyRep: jsonb('company_rep'),
    distributorRep: jsonb('distributor_rep'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('retailers_client_code').on(t.clientId, t.code),
    index('retailers_mobile').on(t.mobile),
  ],
);

export const retailerDistributors = pgTable(
  'retailer_distributors',
  {
    retailerId: integer('retailer_id')
      .notNull()
      .references(() => retailers.id, { onDelete: 'cascade' }),
    distributorId: integer('distributor_id')
      .notNull()
      .references(() => distributors.id, { onDelete: 'cascade' }),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.retailerId, t.distributorId] }),
    index('retailer_distributors_distributor').on(t.distributorId),
    uniqueIndex('retailer_distributors_one_default').on(t.retailerId).where(sql`${t.isDefault}`),
  ],
);

/** A sign-in of a retailer. Login ids are unique per client, compared lower-cased. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    retailerId: integer('retailer_id')
      .notNull()
      .references(() => retailers.id, { onDelete: 'cascade' }),
    loginId: text('login_id').notNull(),
    /** scrypt hash; null for a passwordless account that signs in with a one-time code. */
    passwordHash: text('password_hash'),
    isFirstLogin: boolean('is_first_login').notNull().default(false),
    contractAcceptedAt: timestamp('contract_accepted_at', { withTimezone: true }),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    selectedDistributorId: integer('selected_distributor_id').references(() => distributors.id),
    language: text('language'),
    /** Code sign-in locked until this moment after too many failed checks. */
    otpLockedUntil: timestamp('otp_locked_until', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_client_login').on(t.clientId, sql`lower(${t.loginId})`)],
);

/** Sessions keyed by the SHA-256 of the opaque token; the token itself is never stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** 'full' or 'temp'; a temp session can only finish its pending step. */
    kind: text('kind').notNull(),
    /** Pending sign-in step of a temp session: otp, onboard or changePassword. */
    step: text('step'),
    /** Data a step carries (the onboarding mobile number awaiting its code). */
    stepData: jsonb('step_data'),
    deviceType: text('device_type').notNull().default(''),
    deviceInfo: text('device_info').notNull().default(''),
    ip: text('ip').notNull().default(''),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

/** One-time codes, stored as hashes, bound to the session (sign-in attempt) that asked for them. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    /** login, mobileChange, order, reward */
    purpose: text('purpose').notNull(),
    sentTo: text('sent_to').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_codes_user_created').on(t.userId, t.createdAt)],
);

/** Failed sign-in and code checks, counted per account and per address for lock-outs. */
export const authFailures = pgTable(
  'auth_failures',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').notNull(),
    loginId: text('login_id').notNull(),
    ip: text('ip').notNull(),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('auth_failures_login').on(t.clientId, t.loginId, t.createdAt),
    index('auth_failures_ip').on(t.ip),
  ],
);

/** Messages for the SMS adapter; the default adapter only records them here. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').notNull(),
    to: text('to').notNull(),
    body: text('body').notNull(),
    status: text('status').notNull().default('recorded'),
    createdAt: createdAt(),
  },
  (t) => [index('sms_outbox_to').on(t.to, t.createdAt)],
);

/**
 * Cart lines per retailer and distributor. The cart issue owns their pricing and rules; the
 * distributor switch already needs to know whether a cart holds a distributor's products.
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    retailerId: integer('retailer_id')
      .notNull()
      .references(() => retailers.id, { onDelete: 'cascade' }),
    distributorId: integer('distributor_id')
      .notNull()
      .references(() => distributors.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    qty: integer('qty').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.retailerId, t.distributorId, t.productId] })],
);

/** Sales-return summary lines (the returns issue owns their rules). */
export const salesReturnLines = pgTable(
  'sales_return_lines',
  {
    retailerId: integer('retailer_id')
      .notNull()
      .references(() => retailers.id, { onDelete: 'cascade' }),
    distributorId: integer('distributor_id')
      .notNull()
      .references(() => distributors.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    reasonId: integer('reason_id').notNull(),
    qty: integer('qty').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.retailerId, t.distributorId, t.productId, t.reasonId] })],
);
