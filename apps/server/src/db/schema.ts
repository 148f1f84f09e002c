import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
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
  /**
   * Moves on with every change of the client's settings or distributors (triggers, migration 0008).
   * Read with the session on every call, it tells a process whether its cached settings and
   * distributor terms are still current (docs/decisions/052).
   */
  configVersion: integer('config_version').notNull().default(0),
  createdAt: createdAt(),
});

/**
 * One row: moves on with every statement that changes what the catalogue's lists and search answer
 * (products, their distributors' rows, categories, brands, attributes; triggers, migration 0010).
 * Read with the session, it tells a process whether its cached pages are still current
 * (docs/decisions/053).
 */
export const catalogueVersion = pgTable('catalogue_version', {
  id: integer('id').primaryKey().default(1),
  version: integer('version').notNull().default(0),
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
    /** Days of the week it delivers (0 Sunday .. 6 Saturday); empty: every day (rules/delivery). */
    deliveryWeekdays: integer('delivery_weekdays').array().notNull().default(sql`'{}'::integer[]`),
    /** Days from booking (after the 15:00 cut-off: from the next day) to a standard delivery. */
    standardLeadDays: integer('standard_lead_days').notNull().default(1),
    expressLeadDays: integer('express_lead_days').notNull().default(0),
    /** The minimum order value it supplies (checkout gate); null: none. */
    minOrderValue: numeric('min_order_value', { precision: 12, scale: 2 }),
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
    /**
     * Moves on with every change of what the retailer's return and complaint lists read: its return
     * summaries, returns, their lines, its invoices, its complaints and their pictures (migrations
     * 0015 and 0018, decisions 086 and 088).
     */
    returnsVersion: integer('returns_version').notNull().default(0),
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
    /** Moves on with every change of the retailer's favourites at the distributor (migration 0013, decision 057). */
    favouritesVersion: integer('favourites_version').notNull().default(0),
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
 * A retailer's cart at one distributor (docs/decisions/046). Every change to its lines runs under
 * this row's lock and bumps revision, so two tabs editing one cart apply one after the other, and
 * a submit knows exactly which cart it turned into orders (order_submissions). otp_revision is
 * the revision whose order code was validated (otpAuthBeforeOrder): a changed cart needs a new code.
 */
export const carts = pgTable(
  'carts',
  {
    retailerId: integer('retailer_id')
      .notNull()
      .references(() => retailers.id, { onDelete: 'cascade' }),
    distributorId: integer('distributor_id')
      .notNull()
      .references(() => distributors.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull().default(0),
    otpRevision: integer('otp_revision'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.retailerId, t.distributorId] })],
);

/**
 * Cart lines per retailer and distributor: pieces of a product. seen_price is the price per piece
 * the retailer saw when the line was uploaded with a Price (deletes, repeat orders): the cart shows
 * it as OldPrice when today's price differs. Prices, discounts and schemes are read when the cart
 * is shown or submitted, never stored here.
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
    uomId: integer('uom_id').notNull().default(1),
    seenPrice: numeric('seen_price', { precision: 12, scale: 2 }),
    /**
     * A FOC (free of charge, trial) line: uploaded in FOC mode for a product the distributor offers
     * free (distributor_products.is_foc). A cart holds FOC lines or paid lines, never both (rules/cart).
     */
    isFree: boolean('is_free').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.retailerId, t.distributorId, t.productId] })],
);

/**
 * The sales-return summary (the "return cart"): what a retailer means to return to a distributor,
 * per product and reason, kept until ReturnSubmit turns it into a return (docs/decisions/082). qty
 * is the pieces (case_qty cases of the product's conversion_qty plus piece_qty pieces); mfg_date the
 * manufacturing date the retailer gave (YYYY-MM-DD) or null.
 */
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
    caseQty: integer('case_qty').notNull().default(0),
    pieceQty: integer('piece_qty').notNull().default(0),
    mfgDate: text('mfg_date'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.retailerId, t.distributorId, t.productId, t.reasonId] })],
);

// ---------------------------------------------------------------------------------------------
// Catalogue (issue 3). Every row carries client_id; distributor-specific facts (price, stock,
// saleable flag, order limits) live on distributor_products, whose presence makes a product
// available to the retailers of that distributor.
// ---------------------------------------------------------------------------------------------

/** Categories (parent_id null) and their sub-categories (parent_id set): levels CAT and SUCAT. */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** Colour of the generated tile image. */
    colour: text('colour').notNull().default('#0f766e'),
    imageUrl: text('image_url'),
    seq: integer('seq').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('categories_client_code').on(t.clientId, t.code),
    index('categories_parent').on(t.parentId),
    index('categories_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

/** Brands (parent_id null) and sub-brands (parent_id set): levels BR and SUBR. */
export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => brands.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** Brand colour: the generated pack images are drawn in it. */
    colour: text('colour').notNull().default('#0f766e'),
    imageUrl: text('image_url'),
    seq: integer('seq').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('brands_client_code').on(t.clientId, t.code),
    index('brands_parent').on(t.parentId),
    index('brands_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

/** The product master of a client. Price, stock and order limits are per distributor. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** SKU code. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** EAN-13, EAN-8 or code-128 text printed on the pack. */
    barcode: text('barcode'),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    subCategoryId: integer('sub_category_id')
      .notNull()
      .references(() => categories.id),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    subBrandId: integer('sub_brand_id').references(() => brands.id),
    /** Human pack size ("500 g", "1 L"). */
    packSize: text('pack_size').notNull().default(''),
    /** Package shape of the generated image: pouch, bottle, box, bar, jar, tin, packet, bag. */
    packType: text('pack_type').notNull().default('box'),
    /** Pieces per case. */
    conversionQty: integer('conversion_qty').notNull().default(1),
    mrp: numeric('mrp', { precision: 12, scale: 2 }).notNull(),
    /** Loyalty points per piece. */
    points: integer('points').notNull().default(0),
    taxPercent: numeric('tax_percent', { precision: 5, scale: 2 }).notNull().default('0'),
    /** A real image, when one is uploaded; otherwise the generated SVG is served. */
    imageUrl: text('image_url'),
    active: boolean('active').notNull().default(true),
    /** Launch date: the Date sort. */
    launchedAt: timestamp('launched_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Distinct trigrams of the name (pg_trgm), which bounds its similarity to a search text: the
     * catalogue search ranks short names first without ranking every match (docs/decisions/023).
     */
    nameTrigrams: integer('name_trigrams').generatedAlwaysAs(sql`cardinality(show_trgm(name))`),
  },
  (t) => [
    uniqueIndex('products_client_code').on(t.clientId, t.code),
    index('products_client_barcode').on(t.clientId, t.barcode),
    index('products_client_category').on(t.clientId, t.categoryId),
    index('products_client_sub_category').on(t.clientId, t.subCategoryId),
    index('products_client_brand').on(t.clientId, t.brandId),
    index('products_client_sub_brand').on(t.clientId, t.subBrandId),
    index('products_client_name').on(t.clientId, t.name, t.id),
    index('products_client_launched').on(t.clientId, t.launchedAt, t.id),
    // Text search (docs/decisions/023): names holding a word (trigrams), optionally among names of
    // at most so many trigrams (btree_gin), in one index scan; exact and prefix matches on the
    // lower-cased name.
    index('products_name_trgm_trigrams').using('gin', t.name.op('gin_trgm_ops'), t.nameTrigrams),
    index('products_client_name_trigrams').on(t.clientId, t.nameTrigrams),
    index('products_client_lower_name').on(t.clientId, sql`lower(${t.name}) text_pattern_ops`),
    // Point_DESC (most points first) walks it in order; ties break on the product id ascending.
    index('products_client_points').on(t.clientId, t.points.desc().nullsFirst(), t.id),
    // Target of distributor_products' (product_id, client_id) key: a distributor row belongs to
    // the product's client.
    unique('products_id_client').on(t.id, t.clientId),
  ],
);

/**
 * A product as a distributor sells it. No row: the product is not available there (E012).
 *
 * category_id, sub_category_id, brand_id, sub_brand_id and product_active are copies of the
 * product's, kept by triggers (migration 0004; docs/decisions/023) so that the catalogue lists
 * filter, count and sort one distributor's products from this table's indexes alone. They are
 * never written by the application.
 */
export const distributorProducts = pgTable(
  'distributor_products',
  {
    distributorId: integer('distributor_id')
      .notNull()
      .references(() => distributors.id, { onDelete: 'cascade' }),
    /** The product; its key with client_id references products (below). */
    productId: integer('product_id').notNull(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** Buying price per piece for the retailer. */
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    /** Stock in hand, pieces. */
    sih: integer('sih').notNull().default(0),
    isSaleable: boolean('is_saleable').notNull().default(true),
    /** Offered free of charge as a trial (FOC) product. */
    isFoc: boolean('is_foc').notNull().default(false),
    /** Pieces; 0 means no minimum. */
    minOrderQty: integer('min_order_qty').notNull().default(0),
    /** Pieces; 0 means unlimited. */
    maxOrderQty: integer('max_order_qty').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** Copy of products.category_id (trigger). */
    categoryId: integer('category_id'),
    /** Copy of products.sub_category_id (trigger). */
    subCategoryId: integer('sub_category_id'),
    /** Copy of products.brand_id (trigger). */
    brandId: integer('brand_id'),
    /** Copy of products.sub_brand_id (trigger). */
    subBrandId: integer('sub_brand_id'),
    /** Copy of products.active (trigger). */
    productActive: boolean('product_active').notNull().default(true),
  },
  (t) => {
    // The rows a retailer can see; every list reads one distributor's available rows, filtered by
    // a category, sub-category or brand and ordered by price (then product id, the tie-break).
    // The trailing columns let counts run as index-only scans.
    const available = sql`${t.active} and ${t.productActive}`;
    return [
      primaryKey({ columns: [t.distributorId, t.productId] }),
      foreignKey({
        name: 'distributor_products_product_client_fk',
        columns: [t.productId, t.clientId],
        foreignColumns: [products.id, products.clientId],
      }).onDelete('cascade'),
      index('distributor_products_product').on(t.productId),
      index('distributor_products_available_product')
        .on(
          t.distributorId,
          t.productId,
          t.price,
          t.clientId,
          t.isFoc,
          t.categoryId,
          t.subCategoryId,
          t.brandId,
          t.subBrandId,
        )
        .where(available),
      index('distributor_products_available_price')
        .on(
          t.distributorId,
          t.price,
          t.productId,
          t.clientId,
          t.isFoc,
          t.categoryId,
          t.subCategoryId,
          t.brandId,
          t.subBrandId,
        )
        .where(available),
      index('distributor_products_available_category')
        .on(
          t.distributorId,
          t.categoryId,
          t.price,
          t.productId,
          t.clientId,
          t.isFoc,
          t.subCategoryId,
          t.brandId,
          t.subBrandId,
        )
        .where(available),
      index('distributor_products_available_sub_category')
        .on(
          t.distributorId,
          t.subCategoryId,
          t.price,
          t.productId,
          t.clientId,
          t.isFoc,
          t.brandId,
          t.subBrandId,
        )
        .where(available),
      index('distributor_products_available_brand')
        .on(
          t.distributorId,
          t.brandId,
          t.price,
          t.productId,
          t.clientId,
          t.isFoc,
          t.categoryId,
          t.subCategoryId,
          t.subBrandId,
        )
        .where(available),
    ];
  },
);

/**
 * Product attributes for the attribute filter. kind 'list' has values (Single or Multiple
 * selection); kind 'number' has a number per product and kind 'price' reads the distributor's
 * price (both Range selection).
 */
export const attributes = pgTable(
  'attributes',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    selectionMode: text('selection_mode').notNull(),
    unit: text('unit').notNull().default(''),
    seq: integer('seq').notNull().default(0),
  },
  (t) => [uniqueIndex('attributes_client_code').on(t.clientId, t.code)],
);

export const attributeValues = pgTable(
  'attribute_values',
  {
    id: serial('id').primaryKey(),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    seq: integer('seq').notNull().default(0),
  },
  (t) => [uniqueIndex('attribute_values_attribute_value').on(t.attributeId, t.value)],
);

export const productAttributeValues = pgTable(
  'product_attribute_values',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    valueId: integer('value_id')
      .notNull()
      .references(() => attributeValues.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.valueId] }),
    index('product_attribute_values_value').on(t.valueId, t.productId),
  ],
);

export const productAttributeNumbers = pgTable(
  'product_attribute_numbers',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    value: numeric('value', { precision: 14, scale: 3 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.attributeId] }),
    index('product_attribute_numbers_attr_value').on(t.attributeId, t.value),
  ],
);

/**
 * Schemes (promotions). type 'PROMO' applies per order line through its slabs; 'QPS' (quantity
 * purchase scheme) counts the retailer's purchases over the period. distributor_id null: every
 * distributor of the client.
 */
export const schemes = pgTable(
  'schemes',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    distributorId: integer('distributor_id').references(() => distributors.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    narration: text('narration').notNull().default(''),
    type: text('type').notNull().default('PROMO'),
    colour: text('colour').notNull().default('#b45309'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('schemes_client_code').on(t.clientId, t.code),
    index('schemes_client_period').on(t.clientId, t.endsAt),
  ],
);

/** Slabs of a scheme: from min_qty pieces, free goods and/or a percentage off. */
export const schemeSlabs = pgTable(
  'scheme_slabs',
  {
    id: serial('id').primaryKey(),
    schemeId: integer('scheme_id')
      .notNull()
      .references(() => schemes.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull().default(0),
    minQty: integer('min_qty').notNull(),
    /** 0: no upper bound. */
    maxQty: integer('max_qty').notNull().default(0),
    freeQty: integer('free_qty').notNull().default(0),
    /** Free goods; null with free_qty > 0 means the same product. */
    freeProductId: integer('free_product_id').references(() => products.id, { onDelete: 'set null' }),
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2 }).notNull().default('0'),
    narration: text('narration').notNull().default(''),
  },
  (t) => [index('scheme_slabs_scheme').on(t.schemeId, t.seq)],
);

export const schemeProducts = pgTable(
  'scheme_products',
  {
    schemeId: integer('scheme_id')
      .notNull()
      .references(() => schemes.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.schemeId, t.productId] }),
    index('scheme_products_product').on(t.productId),
  ],
);

/** Price-off discounts (the Promotion tab and the discount list). type 'PCT' or 'AMT' (per piece). */
export const discounts = pgTable(
  'discounts',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    distributorId: integer('distributor_id').references(() => distributors.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    type: text('type').notNull(),
    value: numeric('value', { precision: 12, scale: 2 }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('discounts_client_code').on(t.clientId, t.code)],
);

export const discountProducts = pgTable(
  'discount_products',
  {
    discountId: integer('discount_id')
      .notNull()
      .references(() => discounts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.discountId, t.productId] }),
    index('discount_products_product').on(t.productId),
  ],
);

/**
 * Banners. Who sees one depends on its type: RTR one retailer, CH a channel, LOC a state, DIST a
 * distributor's retailers; SCH (opens a scheme), SKU (opens a product) and DL (deep link) are seen
 * by every retailer of the client (restricted to a distributor when distributor_id is set).
 */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    colour: text('colour').notNull().default('#0f766e'),
    imageUrl: text('image_url'),
    retailerId: integer('retailer_id').references(() => retailers.id, { onDelete: 'cascade' }),
    channel: text('channel'),
    state: text('state'),
    distributorId: integer('distributor_id').references(() => distributors.id, { onDelete: 'cascade' }),
    schemeId: integer('scheme_id').references(() => schemes.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    /** DL: a route under /ivy (for example "qpsSchemes" or "products/3"). */
    link: text('link'),
    seq: integer('seq').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('banners_client_type').on(t.clientId, t.type, t.seq)],
);

/** Products shown by a banner (RTR, CH, LOC, DIST and DL banners may list products). */
export const bannerProducts = pgTable(
  'banner_products',
  {
    bannerId: integer('banner_id')
      .notNull()
      .references(() => banners.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.bannerId, t.productId] })],
);

/** Favourites per retailer and distributor. */
export const favourites = pgTable(
  'favourites',
  {
    retailerId: integer('retailer_id')
      .notNull()
      .references(() => retailers.id, { onDelete: 'cascade' }),
    distributorId: integer('distributor_id')
      .notNull()
      .references(() => distributors.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.retailerId, t.distributorId, t.productId] })],
);

/**
 * Curated signals behind the product tabs: RECOMMENDED, HOT_DEAL, OPPORTUNITY, RELEVANT,
 * MUST_TRY, SMART_BASKET. distributor_id / retailer_id null: for every distributor / retailer of
 * the client. suggested_qty (pieces) feeds the suggested order (RELEVANT, SMART_BASKET).
 * Past purchase and best-selling are not stored: they are read from orders.
 */
export const productSignals = pgTable(
  'product_signals',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    distributorId: integer('distributor_id').references(() => distributors.id, { onDelete: 'cascade' }),
    retailerId: integer('retailer_id').references(() => retailers.id, { onDelete: 'cascade' }),
    score: integer('score').notNull().default(0),
    suggestedQty: integer('suggested_qty').notNull().default(0),
  },
  (t) => [
    index('product_signals_kind_product').on(t.clientId, t.kind, t.productId),
    index('product_signals_kind_retailer').on(t.kind, t.retailerId),
  ],
);

/**
 * A delivery address of a retailer. Orders keep a copy of the address they were made for, so
 * deleting an address (deliveryAddressActions) never changes an order.
 */
export const retailerAddresses = pgTable(
  'retailer_addresses',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    retailerId: integer('retailer_id')
      .notNull()
      .references(() => retailers.id, { onDelete: 'cascade' }),
    address1: text('address1').notNull(),
    address2: text('address2').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull(),
    country: text('country').notNull(),
    zip: text('zip').notNull(),
    mobileNo: text('mobile_no').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /** Last used for an order: isAddressSelected. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('retailer_addresses_retailer').on(t.retailerId),
    uniqueIndex('retailer_addresses_one_default').on(t.retailerId).where(sql`${t.isDefault}`),
  ],
);

/**
 * One OrderSubmit that made orders: the idempotency record (docs/decisions/046). A submit names
 * its cart revision, and its Idempotency-Key when it sends one; the same key (or, without a key,
 * the same cart revision) answers the same order ids instead of making orders again. The row is
 * written in the transaction that makes the orders, so it exists exactly when they do.
 */
export const orderSubmissions = pgTable(
  'order_submissions',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    retailerId: integer('retailer_id')
      .notNull()
      .references(() => retailers.id, { onDelete: 'cascade' }),
    distributorId: integer('distributor_id')
      .notNull()
      .references(() => distributors.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key'),
    cartRevision: integer('cart_revision').notNull(),
    /** SHA-256 of the request body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    orderIds: jsonb('order_ids').$type<number[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('order_submissions_key').on(t.retailerId, t.idempotencyKey),
    uniqueIndex('order_submissions_cart').on(t.retailerId, t.distributorId, t.cartRevision),
  ],
);

/** Order numbers: SO followed by this sequence's next value, unique across clients. */
export const orderNoSequence = pgSequence('order_no_seq', { startWith: 100001 });

/** Invoice numbers: INV followed by this sequence's next value. */
export const invoiceNoSequence = pgSequence('invoice_no_seq', { startWith: 500001 });

/**
 * Orders: one per distributor split of a submitted cart. Amounts are the sums of the lines as they
 * were priced at submit (rules/pricing totalCart); the address is copied.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    retailerId: integer('retailer_id')
      .notNull()
      .references(() => retailers.id, { onDelete: 'cascade' }),
    distributorId: integer('distributor_id')
      .notNull()
      .references(() => distributors.id, { onDelete: 'cascade' }),
    orderNo: text('order_no').notNull(),
    /** ORDER_STATUS code (I, B, N, A, S, C, P, H). */
    status: text('status').notNull().default('I'),
    /** Net amount (kept for the catalogue's QPS progress and best sellers). */
    totalAmount: numeric('total_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    submissionId: integer('submission_id').references(() => orderSubmissions.id),
    deliveryDate: text('delivery_date'),
    /** 'standard' or 'express'. */
    deliveryType: text('delivery_type').notNull().default('standard'),
    addressId: integer('address_id').references(() => retailerAddresses.id, { onDelete: 'set null' }),
    /** The address as it was (TRetailerAddress). */
    address: jsonb('address'),
    isFoc: boolean('is_foc').notNull().default(false),
    /**
     * Where the order was taken (ORDER_SOURCES, decision 110): APP (this app, every OrderSubmit and
     * exchange order), SALES_REP (the company's representative), CALL_CENTRE. Shown with
     * isShowOrderResource. Migration 0026.
     */
    orderSource: text('order_source').notNull().default('APP'),
    splitName: text('split_name'),
    lineCount: integer('line_count').notNull().default(0),
    totalQty: integer('total_qty').notNull().default(0),
    freeQty: integer('free_qty').notNull().default(0),
    grossAmount: numeric('gross_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    discAmount: numeric('disc_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    schemeAmount: numeric('scheme_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    taxAmount: numeric('tax_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_client_order_no').on(t.clientId, t.orderNo),
    index('orders_retailer_distributor').on(t.retailerId, t.distributorId, t.createdAt),
    index('orders_retailer_created').on(t.retailerId, t.createdAt),
    index('orders_distributor_created').on(t.distributorId, t.createdAt),
  ],
);

/**
 * Order lines as priced at submit: the product's name, code, image and grouping are copied so the
 * history shows the order as it was. is_free lines are scheme free goods (for_product_id earned
 * them); invoiced_qty counts pieces invoiced so far.
 */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** Pieces. */
    qty: integer('qty').notNull(),
    /** Price per piece at the time of the order. */
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    isFree: boolean('is_free').notNull().default(false),
    forProductId: integer('for_product_id'),
    slabId: integer('slab_id'),
    principalId: integer('principal_id').notNull().default(0),
    productName: text('product_name').notNull().default(''),
    productCode: text('product_code').notNull().default(''),
    imageUrl: text('image_url').notNull().default(''),
    conversionQty: integer('conversion_qty').notNull().default(1),
    uomId: integer('uom_id').notNull().default(1),
    brandId: integer('brand_id').notNull().default(0),
    brandName: text('brand_name').notNull().default(''),
    groupId: integer('group_id').notNull().default(0),
    groupName: text('group_name').notNull().default(''),
    splitId: integer('split_id').notNull().default(0),
    splitName: text('split_name').notNull().default(''),
    discountId: integer('discount_id').notNull().default(0),
    schemeId: integer('scheme_id').notNull().default(0),
    schemeNarration: text('scheme_narration'),
    productPoints: integer('product_points').notNull().default(0),
    taxPercent: numeric('tax_percent', { precision: 6, scale: 2 }).notNull().default('0'),
    lineTotal: numeric('line_total', { precision: 14, scale: 2 }).notNull().default('0'),
    discAmount: numeric('disc_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    schemeAmount: numeric('scheme_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    taxAmount: numeric('tax_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    netAmount: numeric('net_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    invoicedQty: integer('invoiced_qty').notNull().default(0),
  },
  (t) => [index('order_lines_order').on(t.orderId), index('order_lines_product').on(t.productId)],
);

/** Every status an order has had, oldest first; the first row is its creation (I). */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    remarks: text('remarks').notNull().default(''),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order').on(t.orderId, t.changedAt)],
);

/** Invoices of an order (several when it is completed in parts). */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    invoiceNo: text('invoice_no').notNull(),
    invoiceDate: text('invoice_date').notNull(),
    grossAmount: numeric('gross_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    discAmount: numeric('disc_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    schemeAmount: numeric('scheme_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    taxAmount: numeric('tax_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    netAmount: numeric('net_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    /** YYYY-MM-DD the retailer marked the goods delivered (UpdateInvoiceStatus); null while pending. */
    deliveredOn: text('delivered_on'),
    /** When the retailer marked it. */
    deliveryMarkedAt: timestamp('delivery_marked_at', { withTimezone: true }),
    /**
     * What successful payments have paid on it (payment module, decision 090): Unpaid at 0,
     * Partially Paid below net_amount, Paid at it. Stored, not summed from payments, so the lists
     * read one row and a payment's transaction locks the invoice row it changes.
     */
    paidAmount: numeric('paid_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    /**
     * The courier's air waybill (tracking) number once the goods are shipped; null before. Shown with
     * isShowAWBNumber (decision 110). Migration 0026.
     */
    awbNumber: text('awb_number'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_client_no').on(t.clientId, t.invoiceNo),
    index('invoices_order').on(t.orderId),
  ],
);

/**
 * Payments of invoices through the gateway (decision 090): one row per attempt, made by
 * GenerateHash (status initiated) and settled once by the gateway's callback (success, failure or
 * cancelled). txn_id is the gateway's transaction id, which keys the callbacks: a repeated or
 * concurrent callback finds the row already settled and changes nothing.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    retailerId: integer('retailer_id')
      .notNull()
      .references(() => retailers.id, { onDelete: 'cascade' }),
    distributorId: integer('distributor_id')
      .notNull()
      .references(() => distributors.id, { onDelete: 'cascade' }),
    txnId: text('txn_id').notNull().unique(),
    /** The screen's key of the attempt (GenerateHash ReferenceNo), unique per retailer. */
    referenceNo: text('reference_no').notNull(),
    /** A digest of GenerateHash's body: the same ReferenceNo with another body is refused. */
    requestHash: text('request_hash').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    /** initiated, success, failure, cancelled. */
    status: text('status').notNull().default('initiated'),
    /** 'test' (the built-in test gateway), 'payu', or 'offline' (a collection received outside the app, decision 097). */
    gateway: text('gateway').notNull(),
    /** From the gateway's callback: its payment id (mihpayid), mode, bank reference, error. */
    gatewayPaymentId: text('gateway_payment_id'),
    mode: text('mode'),
    bankReference: text('bank_reference'),
    failureReason: text('failure_reason'),
    /** What could not be applied (an invoice paid meanwhile by another payment): kept, not lost. */
    unappliedAmount: numeric('unapplied_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_retailer_reference').on(t.retailerId, t.referenceNo),
    index('payments_retailer').on(t.retailerId, t.createdAt),
  ],
);

/**
 * A payment's share of each invoice it pays: `amount` is planned at GenerateHash, `applied_amount`
 * is what the success callback put on the invoice (0 until then, and for failed payments).
 */
export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    appliedAmount: numeric('applied_amount', { precision: 14, scale: 2 }).notNull().default('0'),
  },
  (t) => [
    primaryKey({ columns: [t.paymentId, t.invoiceId] }),
    index('payment_allocations_invoice').on(t.invoiceId),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    qty: integer('qty').notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    discAmount: numeric('disc_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    schemeAmount: numeric('scheme_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    taxAmount: numeric('tax_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    netAmount: numeric('net_amount', { precision: 14, scale: 2 }).notNull().default('0'),
  },
  (t) => [index('invoice_lines_invoice').on(t.invoiceId)],
);

/** Smart lists: a retailer's saved order templates at a distributor. name_key is the lower-cased name (unique: E018). */
export const orderTemplates = pgTable(
  'order_templates',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    retailerId: integer('retailer_id')
      .notNull()
      .references(() => retailers.id, { onDelete: 'cascade' }),
    distributorId: integer('distributor_id')
      .notNull()
      .references(() => distributors.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameKey: text('name_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('order_templates_retailer_name').on(t.retailerId, t.nameKey)],
);

export const orderTemplateLines = pgTable(
  'order_template_lines',
  {
    templateId: integer('template_id')
      .notNull()
      .references(() => orderTemplates.id, { onDelete: 'cascade' }),
    distributorId: integer('distributor_id')
      .notNull()
      .references(() => distributors.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    principalId: integer('principal_id').notNull(),
    qty: integer('qty').notNull(),
    uomId: integer('uom_id').notNull().default(1),
    seq: integer('seq').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.templateId, t.distributorId, t.productId] })],
);

// ---------------------------------------------------------------------------------------------
// Sales returns (issue 17; docs/decisions/082).
// ---------------------------------------------------------------------------------------------

/** Return reasons of a client (ReasonMaster, /appconfig/reasonmaster). kind SR: sales return. */
export const returnReasons = pgTable(
  'return_reasons',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('SR'),
    code: text('code').notNull(),
    name: text('name').notNull(),
    seq: integer('seq').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('return_reasons_client_kind_code').on(t.clientId, t.kind, t.code)],
);

/** Conditions of returned goods (/appconfig/conditionmaster). */
export const returnConditions = pgTable(
  'return_conditions',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    seq: integer('seq').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('return_conditions_client_code').on(t.clientId, t.code)],
);

/** Return numbers: SRH followed by this sequence's next value, unique across clients. */
export const salesReturnNoSequence = pgSequence('sales_return_no_seq', { startWith: 700001 });

/**
 * A submitted sales return. status is a RETURN_STATUS code (S submitted, A approved, C rejected,
 * P pending, I open); a rejected (C) return gives its pieces back to what may be returned.
 * idempotency_key and request_hash make a retried submit answer the same return.
 */
export const salesReturns = pgTable(
  'sales_returns',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    retailerId: integer('retailer_id')
      .notNull()
      .references(() => retailers.id, { onDelete: 'cascade' }),
    distributorId: integer('distributor_id')
      .notNull()
      .references(() => distributors.id, { onDelete: 'cascade' }),
    returnNo: text('return_no').notNull(),
    status: text('status').notNull().default('S'),
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    invoiceNo: text('invoice_no').notNull().default(''),
    remarks: text('remarks').notNull().default(''),
    lineCount: integer('line_count').notNull().default(0),
    totalQty: integer('total_qty').notNull().default(0),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    /** SR a sales return, EX the return half of an exchange (docs/decisions/084). */
    kind: text('kind').notNull().default('SR'),
    /** The exchange's replacement order (kind EX only). */
    exchangeOrderId: integer('exchange_order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sales_returns_client_no').on(t.clientId, t.returnNo),
    uniqueIndex('sales_returns_key').on(t.retailerId, t.idempotencyKey),
    index('sales_returns_retailer_created').on(t.retailerId, t.createdAt),
    index('sales_returns_retailer_distributor').on(t.retailerId, t.distributorId),
  ],
);

/** A return's lines as submitted: the product and reason names are copied. qty is pieces. */
export const salesReturnItems = pgTable(
  'sales_return_items',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => salesReturns.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    productName: text('product_name').notNull().default(''),
    productCode: text('product_code').notNull().default(''),
    conversionQty: integer('conversion_qty').notNull().default(1),
    reasonId: integer('reason_id').notNull(),
    reasonName: text('reason_name').notNull().default(''),
    caseQty: integer('case_qty').notNull().default(0),
    pieceQty: integer('piece_qty').notNull().default(0),
    qty: integer('qty').notNull(),
    mfgDate: text('mfg_date'),
  },
  (t) => [
    index('sales_return_items_return').on(t.returnId),
    index('sales_return_items_product').on(t.productId),
  ],
);

/** Every status a return has had, oldest first; the first row is its submission (S). */
export const salesReturnStatusHistory = pgTable(
  'sales_return_status_history',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => salesReturns.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    remarks: text('remarks').notNull().default(''),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sales_return_status_history_return').on(t.returnId, t.changedAt)],
);

/** Raw bytes (PostgreSQL bytea) as a Node Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The default file store (integrations/file-store.ts, decision 085): files kept in PostgreSQL, so
 * every server process reads what another wrote with no extra service. key is server-made.
 */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

/**
 * Complaint metadata per client (/Appconfig/ComplaintLovs): type is COMPL_TYPE, COMPL_REASON,
 * COMPL_DISP_MET (method of disposal) or COMPL_RET_TO (where the product goes back to).
 */
export const complaintLovs = pgTable(
  'complaint_lovs',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    seq: integer('seq').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('complaint_lovs_client_type_code').on(t.clientId, t.type, t.code)],
);

/** Complaint reference numbers: CMP followed by this sequence's next value. */
export const complaintNoSequence = pgSequence('complaint_no_seq', { startWith: 900001 });

/**
 * A product complaint raised by a retailer. The product's name and code are copied as they were;
 * the disposal method and where the product goes back to are decided after, by the company.
 */
export const complaints = pgTable(
  'complaints',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    retailerId: integer('retailer_id')
      .notNull()
      .references(() => retailers.id, { onDelete: 'cascade' }),
    distributorId: integer('distributor_id').references(() => distributors.id, { onDelete: 'set null' }),
    referenceNo: text('reference_no').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    productName: text('product_name').notNull().default(''),
    productCode: text('product_code').notNull().default(''),
    typeId: integer('type_id').references(() => complaintLovs.id),
    reasonId: integer('reason_id')
      .notNull()
      .references(() => complaintLovs.id),
    disposalMethodId: integer('disposal_method_id').references(() => complaintLovs.id),
    returnToId: integer('return_to_id').references(() => complaintLovs.id),
    invoiceNo: text('invoice_no').notNull().default(''),
    invoiceDate: text('invoice_date'),
    consumerName: text('consumer_name').notNull().default(''),
    contactNo: text('contact_no').notNull().default(''),
    remarks: text('remarks').notNull().default(''),
    /** A retried AddComplaint with the same key and request answers this complaint again. */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('complaints_client_ref').on(t.clientId, t.referenceNo),
    uniqueIndex('complaints_key').on(t.retailerId, t.idempotencyKey),
    index('complaints_retailer_created').on(t.retailerId, t.createdAt, t.id),
  ],
);

/**
 * A complaint's pictures: id is a random server-made name (never the upload's), the bytes are in
 * the file store under fileKey and thumbKey, re-encoded (decision 085).
 */
export const complaintImages = pgTable(
  'complaint_images',
  {
    id: text('id').primaryKey(),
    complaintId: integer('complaint_id')
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    clientId: integer('client_id').notNull(),
    retailerId: integer('retailer_id').notNull(),
    seq: integer('seq').notNull().default(0),
    fileKey: text('file_key').notNull(),
    thumbKey: text('thumb_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('complaint_images_complaint').on(t.complaintId, t.seq),
    index('complaint_images_retailer_created').on(t.retailerId, t.createdAt),
  ],
);

/**
 * The retailer ledger: one row per debit or credit between a retailer and a distributor (an invoice
 * raised, a payment received, a credit note for an approved return). Rows are written only by
 * modules/ledger postLedgerEntry and never changed (a trigger refuses updates; a correction is a
 * new entry). source_key names what caused the entry ('INV:<invoice id>', 'PAY:<transaction id>',
 * 'CN:<return id>'), so posting the same thing twice writes one row. Debit and credit are exact
 * numeric amounts, at most one of them non-zero. Migration 0020, docs/decisions/092.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    retailerId: integer('retailer_id')
      .notNull()
      .references(() => retailers.id, { onDelete: 'cascade' }),
    distributorId: integer('distributor_id')
      .notNull()
      .references(() => distributors.id, { onDelete: 'cascade' }),
    /** YYYY-MM-DD, the client's local date of the entry. */
    entryDate: text('entry_date').notNull(),
    /** rules/ledger LEDGER_KINDS: INV, PAY, CN, DN, OB. */
    kind: text('kind').notNull(),
    reference: text('reference').notNull().default(''),
    /** The English text (as the distributor would write it; the export's fallback). */
    narration: text('narration').notNull().default(''),
    /**
     * rules/ledger-narration NARRATION_CODES and their parameters, rendered in the reader's language
     * (migration 0021, decision 097); null for text without a code.
     */
    narrationCode: text('narration_code'),
    narrationParams: jsonb('narration_params').$type<Record<string, string>>(),
    debit: numeric('debit', { precision: 14, scale: 2 }).notNull().default('0'),
    credit: numeric('credit', { precision: 14, scale: 2 }).notNull().default('0'),
    sourceKey: text('source_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_entries_source').on(t.clientId, t.sourceKey),
    index('ledger_entries_account').on(t.retailerId, t.distributorId, t.entryDate, t.id),
    check(
      'ledger_entries_amounts',
      sql`${t.debit} >= 0 and ${t.credit} >= 0 and (${t.debit} = 0 or ${t.credit} = 0)`,
    ),
  ],
);

/**
 * Rewards (modules/rewards, docs/decisions/099): the vendors that supply gift products, the
 * attributes gift products are filtered by, the gift products with their price in points, the
 * retailers' redemptions with their lines, and the points ledger. Migration 0022.
 */
export const rewardVendors = pgTable(
  'reward_vendors',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('reward_vendors_client_code').on(t.clientId, t.code)],
);

/** An attribute of gift products (loyaltyEnableAttrMapping): mode Single, Multiple or Range. */
export const rewardAttributes = pgTable(
  'reward_attributes',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mode: text('mode').notNull().default('Multiple'),
    sequence: integer('sequence').notNull().default(0),
  },
  (t) => [index('reward_attributes_client').on(t.clientId, t.sequence)],
);

export const rewardProducts = pgTable(
  'reward_products',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => rewardVendors.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Points one piece costs. */
    points: integer('points').notNull(),
    imageUrl: text('image_url').notNull().default(''),
    /** Attribute values by reward_attributes id: {"1": "Kitchen", "2": "750"}. */
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reward_products_client_code').on(t.clientId, t.code),
    index('reward_products_client_points').on(t.clientId, t.points, t.id),
    check('reward_products_points', sql`${t.points} > 0`),
  ],
);

/**
 * A retailer's redemption of points for gift products (PRODUCT) or cash (CASH). Status by
 * REWARD_STATUS: P pending approval, S approved, R rejected (its points come back once), D
 * delivered by the vendor, C delivery confirmed by the retailer. otp_used_at is when the reward
 * code that confirmed it was used: unique per retailer, so one code confirms one redemption.
 */
export const rewardRedemptions = pgTable(
  'reward_redemptions',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    retailerId: integer('retailer_id')
      .notNull()
      .references(() => retailers.id, { onDelete: 'cascade' }),
    distributorId: integer('distributor_id').references(() => distributors.id, { onDelete: 'set null' }),
    vendorId: integer('vendor_id').references(() => rewardVendors.id, { onDelete: 'set null' }),
    redemptionNo: text('redemption_no').notNull(),
    redeemType: text('redeem_type').notNull(),
    totalPoints: integer('total_points').notNull(),
    totalQty: integer('total_qty').notNull().default(0),
    /** What a CASH redemption pays: points times the cashVoucher conversion rate at the time. */
    cashAmount: numeric('cash_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    status: text('status').notNull(),
    remarks: text('remarks').notNull().default(''),
    otpUsedAt: timestamp('otp_used_at', { withTimezone: true }),
    createdAt: createdAt(),
    statusAt: timestamp('status_at', { withTimezone: true }).notNull().defaultNow(),
    /** YYYY-MM-DD the vendor delivered (D), and when the retailer confirmed it (C). */
    deliveredOn: text('delivered_on'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The submit's Idempotency-Key and the SHA-256 of its body: a repeated submit answers this one. */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
  },
  (t) => [
    uniqueIndex('reward_redemptions_client_no').on(t.clientId, t.redemptionNo),
    uniqueIndex('reward_redemptions_key').on(t.retailerId, t.idempotencyKey),
    uniqueIndex('reward_redemptions_otp').on(t.retailerId, t.otpUsedAt),
    index('reward_redemptions_retailer').on(t.retailerId, t.createdAt.desc(), t.id),
    check('reward_redemptions_points', sql`${t.totalPoints} > 0`),
    check('reward_redemptions_status', sql`${t.status} in ('P', 'S', 'R', 'D', 'C')`),
    check('reward_redemptions_type', sql`${t.redeemType} in ('PRODUCT', 'CASH')`),
  ],
);

export const rewardRedemptionLines = pgTable(
  'reward_redemption_lines',
  {
    id: serial('id').primaryKey(),
    redemptionId: integer('redemption_id')
      .notNull()
      .references(() => rewardRedemptions.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => rewardProducts.id, { onDelete: 'cascade' }),
    productName: text('product_name').notNull(),
    imageUrl: text('image_url').notNull().default(''),
    points: integer('points').notNull(),
    qty: integer('qty').notNull(),
    totalPoints: integer('total_points').notNull(),
  },
  (t) => [index('reward_redemption_lines_redemption').on(t.redemptionId)],
);

/**
 * The points ledger: the balance of a retailer is the sum of its rows, never a stored number.
 * EARN (+, an invoice raised: 'EARN:<invoice id>'), REDEEM (-, a redemption: 'RED:<id>'),
 * REVERSE (+, a rejected redemption given back: 'REV:<id>'), BONUS (+, points the client gives outside
 * invoices: a welcome or festival bonus, 'BONUS:<key>'). source_key is unique per client, so
 * nothing is posted twice; rows are never changed (a trigger refuses updates).
 */
export const rewardPointEntries = pgTable(
  'reward_point_entries',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    retailerId: integer('retailer_id')
      .notNull()
      .references(() => retailers.id, { onDelete: 'cascade' }),
    distributorId: integer('distributor_id').references(() => distributors.id, { onDelete: 'set null' }),
    /** YYYY-MM-DD in the client's zone. */
    entryDate: text('entry_date').notNull(),
    kind: text('kind').notNull(),
    points: integer('points').notNull(),
    reference: text('reference').notNull().default(''),
    narration: text('narration').notNull().default(''),
    sourceKey: text('source_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reward_point_entries_source').on(t.clientId, t.sourceKey),
    index('reward_point_entries_retailer').on(t.retailerId, t.entryDate, t.id),
    check(
      'reward_point_entries_sign',
      sql`(${t.kind} = 'REDEEM' and ${t.points} < 0) or (${t.kind} in ('EARN', 'BONUS', 'REVERSE') and ${t.points} > 0)`,
    ),
  ],
);

/**
 * Loyalty clubs (club enrolment, docs/decisions/102): the client's tiers, lowest first by seq.
 * A club asks for growth over last financial year's achievement, never less than its minimum
 * yearly target of a type (null: it offers no target of that type, E041), and pays its incentive
 * percentage on a quarter whose target is met, plus its bonus when it is above the retailer's
 * current club. Client configuration, written by the seed. Migration 0023.
 */
export const loyaltyClubs = pgTable(
  'loyalty_clubs',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    seq: integer('seq').notNull(),
    incentivePercent: numeric('incentive_percent', { precision: 5, scale: 2 }).notNull().default('0'),
    bonusPercent: numeric('bonus_percent', { precision: 5, scale: 2 }).notNull().default('0'),
    growthPercent: numeric('growth_percent', { precision: 5, scale: 2 }).notNull().default('0'),
    /** Least yearly sales value target (rupees); null: no value target. */
    minValueTarget: numeric('min_value_target', { precision: 14, scale: 2 }),
    /** Least yearly volume target (pieces); null: no volume target. */
    minVolumeTarget: integer('min_volume_target'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('loyalty_clubs_client_code').on(t.clientId, t.code)],
);

/** The club a retailer is in now (set by the company from its past year); none: E035. */
export const retailerClubs = pgTable('retailer_clubs', {
  retailerId: integer('retailer_id')
    .primaryKey()
    .references(() => retailers.id, { onDelete: 'cascade' }),
  clientId: integer('client_id')
    .notNull()
    .references(() => clients.id, { onDelete: 'cascade' }),
  clubId: integer('club_id')
    .notNull()
    .references(() => loyaltyClubs.id, { onDelete: 'cascade' }),
});

/**
 * A retailer's club enrolment for a financial year (fy_start: the year its April falls in): one a
 * year (the unique index refuses a second, even under concurrent submits), with the targets as
 * they were calculated at submit. Achievement is never stored: it is read from the invoices.
 */
export const clubEnrollments = pgTable(
  'club_enrollments',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    retailerId: integer('retailer_id')
      .notNull()
      .references(() => retailers.id, { onDelete: 'cascade' }),
    fyStart: integer('fy_start').notNull(),
    currentClubId: integer('current_club_id')
      .notNull()
      .references(() => loyaltyClubs.id),
    requestedClubId: integer('requested_club_id')
      .notNull()
      .references(() => loyaltyClubs.id),
    /** SV (value, rupees) or PV (volume, pieces). */
    targetType: text('target_type').notNull(),
    lastYearAchievement: numeric('last_year_achievement', { precision: 14, scale: 2 }).notNull(),
    yearlyTarget: numeric('yearly_target', { precision: 14, scale: 2 }).notNull(),
    incentivePercent: numeric('incentive_percent', { precision: 5, scale: 2 }).notNull(),
    bonusPercent: numeric('bonus_percent', { precision: 5, scale: 2 }).notNull(),
    idempotencyKey: text('idempotency_key'),
    /** A digest of the submit's body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('club_enrollments_retailer_year').on(t.retailerId, t.fyStart),
    uniqueIndex('club_enrollments_retailer_key').on(t.retailerId, t.idempotencyKey),
  ],
);

/** The four quarter targets of an enrolment (they add up to its yearly target). */
export const clubEnrollmentQuarters = pgTable(
  'club_enrollment_quarters',
  {
    enrollmentId: integer('enrollment_id')
      .notNull()
      .references(() => clubEnrollments.id, { onDelete: 'cascade' }),
    quarter: integer('quarter').notNull(),
    fromDate: text('from_date').notNull(),
    toDate: text('to_date').notNull(),
    target: numeric('target', { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.enrollmentId, t.quarter] })],
);

/**
 * A retailer's monthly KPI targets, set by the company (decision 110): month YYYY-MM, KPI code
 * (KPI_CODES: SV value in rupees, PV pieces, BSKU billed products, ORD orders) and the target.
 * Achievement is never stored: /KPI/Monthly reads it from the invoices and orders. Migration 0026.
 */
export const kpiTargets = pgTable(
  'kpi_targets',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    retailerId: integer('retailer_id')
      .notNull()
      .references(() => retailers.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    kpi: text('kpi').notNull(),
    target: numeric('target', { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.retailerId, t.month, t.kpi] })],
);

/**
 * The client's support helpline (/Principal/ContactHelpline, decision 104): contacts of type Mobile,
 * Email or ExternalLink in drawer order; the client's supportHelplineSections chooses which types show.
 */
export const helplineContacts = pgTable(
  'helpline_contacts',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    label: text('label').notNull(),
    value: text('value').notNull(),
    note: text('note').notNull().default(''),
    seq: integer('seq').notNull().default(0),
  },
  (t) => [
    index('helpline_contacts_client').on(t.clientId, t.seq),
    check('helpline_contacts_type', sql`${t.type} in ('Mobile', 'Email', 'ExternalLink')`),
  ],
);

/**
 * The client's digital content (/Product/DigitalContent, decision 104): metadata here, the file and
 * its thumbnail in the file store (integrations/file-store.ts) under server-made keys.
 */
export const digitalContent = pgTable(
  'digital_content',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** The extension (png, mp4, pdf, ...; rules/content MEDIA_EXTENSIONS). */
    fileType: text('file_type').notNull(),
    /** image, video or document (rules/content mediaKindOf), kept for the list's filter. */
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    size: integer('size').notNull(),
    fileKey: text('file_key').notNull(),
    /** A PNG drawn by the server (pictures, documents' cover); null: the app draws the type's icon. */
    thumbKey: text('thumb_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('digital_content_client_kind').on(t.clientId, t.kind, t.createdAt, t.id),
    index('digital_content_client_created').on(t.clientId, t.createdAt, t.id),
  ],
);

/**
 * A retailer's notifications (/Notification/*, decision 109): an order status change or a new
 * scheme, with the app screen it opens (Target, e.g. orders/123 or promotion/7). Pushed to the
 * retailer's push subscriptions when made.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    retailerId: integer('retailer_id')
      .notNull()
      .references(() => retailers.id, { onDelete: 'cascade' }),
    /** order or scheme. */
    kind: text('kind').notNull(),
    description: text('description').notNull(),
    /** The app route it opens, relative to the client's base (orders/123, promotion/7). */
    target: text('target').notNull().default(''),
    /**
     * What the text is made of (rules/notification-text: an order's orderNo and status, a
     * scheme's name), rendered in the reader's language; null: `description` as stored.
     */
    params: jsonb('params').$type<Record<string, string>>(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When the push dispatcher took it (decision 123); null: not pushed yet. */
    pushedAt: timestamp('pushed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_retailer_created').on(t.retailerId, t.createdAt, t.id),
    index('notifications_retailer_unread').on(t.retailerId).where(sql`${t.readAt} is null`),
    index('notifications_unpushed').on(t.createdAt, t.id).where(sql`${t.pushedAt} is null`),
    check('notifications_kind', sql`${t.kind} in ('order', 'scheme')`),
  ],
);

/**
 * A retailer's browser push subscriptions (/AppConfig/UpdateFCM, decision 109): the push service
 * endpoint and the browser's keys (p256dh, auth). One row per endpoint; a 404 or 410 from the push
 * service removes it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    retailerId: integer('retailer_id')
      .notNull()
      .references(() => retailers.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The language the device's app was in when it subscribed: its pushes are written in it. */
    language: text('language').notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint').on(t.endpoint),
    index('push_subscriptions_retailer').on(t.retailerId),
  ],
);

/** The deployment's VAPID key pair (one row, id 1), made on first start and shared by every process. */
export const vapidKeys = pgTable(
  'vapid_keys',
  {
    id: integer('id').primaryKey(),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('vapid_keys_one', sql`${t.id} = 1`)],
);

/*
 * The store module (B2C; returns spec section 4; decision 111): the retailer's own categories,
 * brands, products, displays and assets, and its consumers. Every row is the retailer's: every
 * query is scoped by client_id and retailer_id. Codes are unique per retailer, whatever their case.
 */
export const storeCategories = pgTable(
  'store_categories',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    retailerId: integer('retailer_id')
      .notNull()
      .references(() => retailers.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('store_categories_code').on(t.retailerId, sql`lower(${t.code})`)],
);

export const storeBrands = pgTable(
  'store_brands',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    retailerId: integer('retailer_id')
      .notNull()
      .references(() => retailers.id, { onDelete: 'cascade' }),
    /** The category it belongs to (the spec's ParentId). */
    categoryId: integer('category_id')
      .notNull()
      .references(() => storeCategories.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('store_brands_code').on(t.retailerId, sql`lower(${t.code})`),
    index('store_brands_category').on(t.categoryId),
  ],
);

export const storeProducts = pgTable(
  'store_products',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    retailerId: integer('retailer_id')
      .notNull()
      .references(() => retailers.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => storeCategories.id),
    brandId: integer('brand_id')
      .notNull()
      .references(() => storeBrands.id),
    skuCode: text('sku_code').notNull(),
    skuName: text('sku_name').notNull(),
    mrpPrice: numeric('mrp_price', { precision: 8, scale: 2 }).notNull(),
    sellPrice: numeric('sell_price', { precision: 8, scale: 2 }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('store_products_code').on(t.retailerId, sql`lower(${t.skuCode})`),
    index('store_products_name').on(t.retailerId, sql`lower(${t.skuName})`, t.id),
    index('store_products_category').on(t.categoryId),
    index('store_products_brand').on(t.brandId),
    check('store_products_prices', sql`${t.sellPrice} > 0 and ${t.sellPrice} <= ${t.mrpPrice}`),
  ],
);

/** Paid displays (Kind Display, Value its value) and assets (Kind Asset, Value the serial number). */
export const storeAssets = pgTable(
  'store_assets',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    retailerId: integer('retailer_id')
      .notNull()
      .references(() => retailers.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    value: text('value').notNull(),
    vendor: text('vendor').notNull(),
    type: text('type').notNull(),
    reason: text('reason').notNull().default(''),
    condition: text('condition').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('store_assets_retailer').on(t.retailerId, t.kind, t.updatedAt, t.id),
    check('store_assets_kind', sql`${t.kind} in ('Display', 'Asset')`),
  ],
);

/**
 * The retailer's store pictures (decision 122): Kind Banner (a wide picture for the store's front)
 * or Image. The bytes are in the file store under file_key and thumb_key, re-encoded by
 * complaint/images.ts; idempotency_key and request_hash make a retried upload answer the same row.
 */
export const storeMedia = pgTable(
  'store_media',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    retailerId: integer('retailer_id')
      .notNull()
      .references(() => retailers.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    active: boolean('active').notNull().default(true),
    fileKey: text('file_key').notNull(),
    thumbKey: text('thumb_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    size: integer('size').notNull(),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    index('store_media_list').on(t.retailerId, t.kind, t.createdAt, t.id),
    uniqueIndex('store_media_key').on(t.retailerId, t.idempotencyKey),
    check('store_media_kind', sql`${t.kind} in ('Banner', 'Image')`),
  ],
);

/** The retailer's consumers: P pending, A approved, R rejected (kept, shown in neither list). */
export const consumers = pgTable(
  'consumers',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    retailerId: integer('retailer_id')
      .notNull()
      .references(() => retailers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    status: text('status').notNull().default('P'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('consumers_phone').on(t.retailerId, t.phone).where(sql`${t.status} <> 'R'`),
    index('consumers_list').on(t.retailerId, t.status, sql`lower(${t.name})`, t.id),
    check('consumers_status', sql`${t.status} in ('P', 'A', 'R')`),
  ],
);

/**
 * A client's surveys (decision 108): a type, a frequency (once, daily, weekly, monthly: one response
 * per retailer per period), an answering window and whether it is still on. With rows in
 * survey_retailers only those retailers see it; without, every retailer of the client.
 */
export const surveys = pgTable(
  'surveys',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    type: text('type').notNull(),
    frequency: text('frequency').notNull(),
    active: boolean('active').notNull().default(true),
    /** Only the listed retailers (survey_retailers) see it. */
    targeted: boolean('targeted').notNull().default(false),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull().defaultNow(),
    validTo: timestamp('valid_to', { withTimezone: true }),
    seq: integer('seq').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('surveys_client').on(t.clientId, t.active, t.seq, t.id),
    check('surveys_frequency', sql`${t.frequency} in ('once', 'daily', 'weekly', 'monthly')`),
  ],
);

export const surveyRetailers = pgTable(
  'survey_retailers',
  {
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    retailerId: integer('retailer_id')
      .notNull()
      .references(() => retailers.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.surveyId, t.retailerId] }),
    index('survey_retailers_retailer').on(t.retailerId),
  ],
);

/** A survey's questions in order; options [{OptionId, Name}] for the choice types. */
export const surveyQuestions = pgTable(
  'survey_questions',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull().default(0),
    question: text('question').notNull(),
    componentType: text('component_type').notNull(),
    isMultiSelect: boolean('is_multi_select').notNull().default(false),
    uploadType: text('upload_type'),
    options: jsonb('options').notNull().default(sql`'[]'::jsonb`),
    minValue: doublePrecision('min_value'),
    maxValue: doublePrecision('max_value'),
  },
  (t) => [
    index('survey_questions_survey').on(t.surveyId, t.seq),
    check(
      'survey_questions_type',
      sql`${t.componentType} in ('dropdown', 'email', 'number', 'freeText', 'multiselect', 'option', 'percent', 'phone', 'poll', 'text', 'upload')`,
    ),
    check(
      'survey_questions_upload',
      sql`(${t.componentType} = 'upload') = (${t.uploadType} is not null) and (${t.uploadType} is null or ${t.uploadType} in ('camera', 'upload', 'both'))`,
    ),
  ],
);

/** A retailer's response to a survey, one per period (period_key, rules/survey surveyPeriodKey). */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    clientId: integer('client_id').notNull(),
    retailerId: integer('retailer_id')
      .notNull()
      .references(() => retailers.id, { onDelete: 'cascade' }),
    periodKey: text('period_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('survey_responses_period').on(t.surveyId, t.retailerId, t.periodKey),
    index('survey_responses_retailer_created').on(t.retailerId, t.createdAt, t.id),
  ],
);

/** One answer per question of a response: the value as sent (text, option id or ids), trimmed. */
export const surveyAnswers = pgTable(
  'survey_answers',
  {
    responseId: integer('response_id')
      .notNull()
      .references(() => surveyResponses.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => surveyQuestions.id, { onDelete: 'cascade' }),
    value: jsonb('value'),
  },
  (t) => [primaryKey({ columns: [t.responseId, t.questionId] })],
);

/** Pictures of an upload answer: re-encoded JPEGs in the file store under random keys. */
export const surveyFiles = pgTable(
  'survey_files',
  {
    id: text('id').primaryKey(),
    responseId: integer('response_id')
      .notNull()
      .references(() => surveyResponses.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull(),
    clientId: integer('client_id').notNull(),
    retailerId: integer('retailer_id').notNull(),
    seq: integer('seq').notNull().default(0),
    fileKey: text('file_key').notNull(),
    thumbKey: text('thumb_key').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('survey_files_response').on(t.responseId, t.questionId, t.seq),
    index('survey_files_retailer_created').on(t.retailerId, t.createdAt),
  ],
);
