import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
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
 * Orders: the minimal header the catalogue needs (past purchase, best-selling, QPS progress).
 * The cart and order issue extends it (addresses, delivery dates, totals breakdown, idempotency).
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
    totalAmount: numeric('total_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('orders_client_order_no').on(t.clientId, t.orderNo),
    index('orders_retailer_distributor').on(t.retailerId, t.distributorId, t.createdAt),
    index('orders_distributor_created').on(t.distributorId, t.createdAt),
  ],
);

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
  },
  (t) => [index('order_lines_order').on(t.orderId), index('order_lines_product').on(t.productId)],
);
