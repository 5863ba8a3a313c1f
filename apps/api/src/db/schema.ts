import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Money is stored in integer minor units (cents), as @souk/core computes it. */
const cents = (name: string) => integer(name);
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** Bulk tier as stored: the wire shape, prices in major units with ≤ 2 decimals. */
export interface StoredBulkTier {
  quantity: number;
  price: number;
  perItemPrice?: number;
  description?: string;
}
export interface StoredAddon {
  question: string;
  type: string;
  options: { text: string; price: number }[];
}
export interface StoredSelectedAddon {
  text: string;
  price: number;
}

export const sellers = pgTable(
  'sellers',
  {
    id: text('id').primaryKey(),
    /** The shop's path name, e.g. `urban-threads`; unique case-insensitively. */
    name: text('name').notNull(),
    shopName: text('shop_name').notNull(),
    image: text('image').notNull().default(''),
    countryCode: text('country_code').notNull().default('27'),
    currency: text('currency').notNull().default('USD'),
    /** The BCP 47 locale the shop's prices are printed in (core's SHOP_LOCALES). */
    locale: text('locale').notNull().default('en-US'),
    /** The language shoppers see the shop in unless they or their browser choose one (core's SHOP_LANGUAGES). */
    language: text('language').notNull().default('en'),
    supportEmail: text('support_email').notNull().default(''),
    supportPhone: text('support_phone').notNull().default(''),
    supportHours: text('support_hours').notNull().default(''),
    supportAddress: text('support_address').notNull().default(''),
    socialLinks: jsonb('social_links').$type<Record<string, string>>().notNull().default({}),
    linksContent: jsonb('links_content').$type<Record<string, string>>().notNull().default({}),
    shippingFeeCents: cents('shipping_fee_cents'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('sellers_name_lower_idx').on(sql`lower(${table.name})`)],
);

export const customers = pgTable(
  'customers',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('customers_email_lower_idx').on(sql`lower(${table.email})`)],
);

export const categories = pgTable(
  'categories',
  {
    id: text('id').primaryKey(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    image: text('image').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (table) => [uniqueIndex('categories_seller_name_idx').on(table.sellerId, table.name)],
);

export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    priceCents: cents('price_cents').notNull(),
    /** Discount percent, 0–100 (two decimals at most). */
    discount: doublePrecision('discount').notNull().default(0),
    stock: integer('stock').notNull().default(0),
    showStockQuantity: boolean('show_stock_quantity').notNull().default(true),
    packSize: integer('pack_size').notNull().default(1),
    bulkPricing: jsonb('bulk_pricing').$type<StoredBulkTier[]>().notNull().default([]),
    addons: jsonb('addons').$type<StoredAddon[]>().notNull().default([]),
    brand: text('brand').notNull().default(''),
    category: text('category').notNull().default(''),
    currency: text('currency').notNull().default('USD'),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    seoImage: text('seo_image'),
    seoKeywords: text('seo_keywords'),
    /** Average review rating, one decimal; kept in step with reviews in the same transaction. */
    rating: doublePrecision('rating').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    /** Shown to shoppers (listings, search, product page, portal); an unpublished product is the seller's draft. */
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('products_seller_slug_idx').on(table.sellerId, table.slug),
    index('products_seller_created_idx').on(table.sellerId, table.createdAt),
    index('products_seller_price_idx').on(table.sellerId, table.priceCents),
    index('products_seller_category_idx').on(table.sellerId, table.category),
  ],
);

export const banners = pgTable(
  'banners',
  {
    id: text('id').primaryKey(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    image: text('image').notNull(),
    productId: text('product_id').references(() => products.id, { onDelete: 'set null' }),
    link: text('link'),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('banners_seller_idx').on(table.sellerId, table.position)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    review: text('review').notNull(),
    rating: integer('rating').notNull(),
    /** Hidden by the seller: left out of the shop's pages, ratings and distributions at once. */
    hidden: boolean('hidden').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index('reviews_product_idx').on(table.productId, table.createdAt)],
);

export const cartLines = pgTable(
  'cart_lines',
  {
    id: text('id').primaryKey(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    sessionId: text('session_id'),
    quantity: integer('quantity').notNull(),
    addons: jsonb('addons').$type<StoredSelectedAddon[]>().notNull().default([]),
    selectedImage: text('selected_image'),
    createdAt: createdAt(),
  },
  (table) => [
    index('cart_lines_customer_idx').on(table.customerId),
    index('cart_lines_session_idx').on(table.sessionId),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    sessionId: text('session_id'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('wishlist_customer_product_idx')
      .on(table.customerId, table.productId)
      .where(sql`${table.customerId} is not null`),
    uniqueIndex('wishlist_session_product_idx')
      .on(table.sessionId, table.productId)
      .where(sql`${table.sessionId} is not null`),
  ],
);

/**
 * A signed-in customer's recently viewed products, per shop (issue 22): one row per (customer, product), the
 * last view's time ordering the list; at most 12 per (customer, shop), trimmed by every write. A guest's list
 * lives in their browser and joins the account at sign-in.
 */
export const recentlyViewedProducts = pgTable(
  'recently_viewed_products',
  {
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    sellerId: text('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.customerId, table.productId] }),
    index('recently_viewed_customer_seller_idx').on(table.customerId, table.sellerId, table.viewedAt),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    /** No dashes: payment references carry it as their second dash-separated part (spec §4). */
    orderNumber: text('order_number').notNull(),
    customerId: text('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    sessionId: text('session_id'),
    /** Normalized contact of the shipping info, for the guest lookup. */
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
    shippingInfo: jsonb('shipping_info').$type<Record<string, string>>().notNull(),
    notes: text('notes').notNull().default(''),
    currency: text('currency').notNull(),
    subtotalCents: cents('subtotal_cents').notNull(),
    shippingFeeCents: cents('shipping_fee_cents').notNull(),
    totalCents: cents('total_cents').notNull(),
    paymentStatus: text('payment_status').notNull().default('unpaid'),
    deliveryStatus: text('delivery_status').notNull().default('pending'),
    paymentMethod: text('payment_method'),
    paymentDetails: jsonb('payment_details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('orders_number_idx').on(table.orderNumber),
    index('orders_customer_idx').on(table.customerId, table.createdAt),
    index('orders_contact_email_idx').on(table.contactEmail),
    index('orders_contact_phone_idx').on(table.contactPhone),
  ],
);

/** One seller's part of an order (`authorOrdersData`). */
export const sellerOrders = pgTable(
  'seller_orders',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sellerId: text('seller_id')
      .notNull()
      .references(() => sellers.id),
    subtotalCents: cents('subtotal_cents').notNull(),
    shippingFeeCents: cents('shipping_fee_cents').notNull(),
    priceCents: cents('price_cents').notNull(),
    paymentStatus: text('payment_status').notNull().default('unpaid'),
    deliveryStatus: text('delivery_status').notNull().default('pending'),
    /** Set when the seller ships it (both required then): the shopper's shipped mail carries them. */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    /** Why the seller cancelled it, or rejected its payment. */
    cancelReason: text('cancel_reason'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('seller_orders_order_idx').on(table.orderId),
    index('seller_orders_seller_idx').on(table.sellerId, table.deliveryStatus),
  ],
);

/** Order lines: the product facts and prices frozen at order time. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sellerId: text('seller_id')
      .notNull()
      .references(() => sellers.id),
    productId: text('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    brand: text('brand').notNull().default(''),
    slug: text('slug').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    quantity: integer('quantity').notNull(),
    unitPriceCents: cents('unit_price_cents').notNull(),
    discount: doublePrecision('discount').notNull().default(0),
    discountedUnitCents: cents('discounted_unit_cents').notNull(),
    bulkPricing: jsonb('bulk_pricing').$type<StoredBulkTier[]>().notNull().default([]),
    addons: jsonb('addons').$type<StoredSelectedAddon[]>().notNull().default([]),
    lineTotalCents: cents('line_total_cents').notNull(),
    currency: text('currency').notNull(),
    packSize: integer('pack_size').notNull().default(1),
  },
  (table) => [index('order_lines_order_idx').on(table.orderId)],
);

/** A seller's payment configuration. `secrets` never leaves the server. */
export const paymentConfigs = pgTable('payment_configs', {
  sellerId: text('seller_id')
    .primaryKey()
    .references(() => sellers.id, { onDelete: 'cascade' }),
  enabledMethods: jsonb('enabled_methods').$type<string[]>().notNull().default([]),
  methodOrder: jsonb('method_order').$type<string[]>().notNull().default([]),
  /** Public settings per method (publishable keys, client ids, bank details, instructions…). */
  settings: jsonb('settings').$type<Record<string, Record<string, unknown>>>().notNull().default({}),
  /** Provider secrets per method; read only by payment services. */
  secrets: jsonb('secrets').$type<Record<string, Record<string, string>>>().notNull().default({}),
});

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: text('id').primaryKey(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
    /** First opened in the seller console. */
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    /** Marked handled by the seller (and cleared again if they reopen it). */
    handledAt: timestamp('handled_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('contact_messages_seller_idx').on(table.sellerId, table.createdAt)],
);

/** A seller's answer to a contact message, mailed to the shopper with the original quoted. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: text('id').primaryKey(),
    messageId: text('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    sellerId: text('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    /** The account that wrote it (null once that account is deleted). */
    accountId: text('account_id').references(() => sellerAccounts.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('contact_replies_message_idx').on(table.messageId, table.createdAt)],
);

/** Site-wide content tabs served by GET /content/{tab}. */
export const contentTabs = pgTable('content_tabs', {
  tab: text('tab').primaryKey(),
  body: text('body').notNull(),
});

/**
 * Payments: one row per provider payment (a PaymentIntent, a PayPal order, a PayFast `pf_payment_id`, a
 * CyberSource transaction, an offline reference). `(method, provider_ref)` is unique, so a replayed webhook,
 * ITN or confirm can never record a payment twice.
 */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sellerId: text('seller_id')
      .notNull()
      .references(() => sellers.id),
    method: text('method').notNull(),
    providerRef: text('provider_ref').notNull(),
    amountCents: cents('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** created → succeeded | failed; offline: pending_approval → approved | rejected. */
    status: text('status').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payments_method_ref_idx').on(table.method, table.providerRef),
    index('payments_order_idx').on(table.orderId),
  ],
);

/** Seller accounts: sign in to approve offline payments (seller screens are out of scope). */
export const sellerAccounts = pgTable(
  'seller_accounts',
  {
    id: text('id').primaryKey(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('seller_accounts_email_lower_idx').on(sql`lower(${table.email})`)],
);

/**
 * A signed-in seller console: the token names it (`sid`), and it must be live for the token to count, so
 * signing out, "sign out everywhere" and a password change end it at once.
 */
export const sellerSessions = pgTable(
  'seller_sessions',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => sellerAccounts.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('seller_sessions_account_idx').on(table.accountId, table.createdAt)],
);

/**
 * A requested password reset. The mailed link's token is derived from the id with a server key (never
 * stored), so the table alone cannot forge a link; `used_at` makes it single-use.
 */
export const sellerPasswordResets = pgTable(
  'seller_password_resets',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => sellerAccounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('seller_password_resets_account_idx').on(table.accountId)],
);

/**
 * A shopper's requested password reset, shaped like the seller's (`seller_password_resets`): the link's token
 * is derived from the id under the customer links' key, `used_at` makes it single-use.
 */
export const customerPasswordResets = pgTable(
  'customer_password_resets',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('customer_password_resets_customer_idx').on(table.customerId)],
);

/**
 * The outbox: domain events written in the same transaction as the change they report (`events/outbox.ts`),
 * delivered after commit by the dispatcher (`events/dispatcher.ts`) to every subscriber at least once.
 * `delivered_to` lists the subscribers done with it; a claim (`locked_by` until `locked_until`) keeps two
 * instances from delivering it at once, and lapses should the instance die.
 */
export const events = pgTable(
  'events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** pending → done (every subscriber took it) | failed (a subscriber kept failing: retries exhausted). */
    status: text('status').notNull().default('pending'),
    deliveredTo: jsonb('delivered_to').$type<string[]>().notNull().default([]),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    doneAt: timestamp('done_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('events_due_idx').on(table.nextAttemptAt, table.createdAt).where(sql`${table.status} = 'pending'`),
    // an order's timeline in the seller console reads its events
    index('events_order_idx').on(sql`(${table.payload} ->> 'orderId')`, table.createdAt),
  ],
);

/**
 * Each mail an event causes, claimed before it is sent: `(event_id, template, recipient)` is unique, so a
 * redelivered event (another instance, a retry) never mails twice. sending → sent | failed (the SMTP server
 * refused it: a later delivery of the event tries again).
 */
export const mailDeliveries = pgTable(
  'mail_deliveries',
  {
    id: text('id').primaryKey(),
    eventId: text('event_id').notNull(),
    template: text('template').notNull(),
    recipient: text('recipient').notNull(),
    status: text('status').notNull(),
    attempts: integer('attempts').notNull().default(1),
    messageId: text('message_id'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [uniqueIndex('mail_deliveries_event_idx').on(table.eventId, table.template, table.recipient)],
);

/** What a seller should know of their shop (a subscriber writes them from events): one per event. */
export const sellerNotifications = pgTable(
  'seller_notifications',
  {
    id: text('id').primaryKey(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    /** The event it tells of: unique, so a redelivered event notifies once. */
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('seller_notifications_event_idx').on(table.eventId, table.sellerId),
    index('seller_notifications_seller_idx').on(table.sellerId, table.createdAt),
  ],
);

/**
 * A product's former slug: the old address answers 301 with the product's current one. The pair is unique per
 * shop; a new product taking an old slug removes its redirect.
 */
export const productSlugRedirects = pgTable(
  'product_slug_redirects',
  {
    sellerId: text('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('product_slug_redirects_seller_slug_idx').on(table.sellerId, table.slug),
    index('product_slug_redirects_product_idx').on(table.productId),
  ],
);

/**
 * An uploaded image, content-addressed: `id` is the hash of the uploaded bytes (32 hex), so the same upload
 * is stored once. Its variants (AVIF and WebP per width, one JPEG) are generated at upload and stored under
 * `{id}/…` in media storage (disk or S3).
 */
export const mediaAssets = pgTable('media_assets', {
  id: text('id').primaryKey(),
  /** Decoded size after orientation is applied. */
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /** The decoded source format (`jpeg`, `png`, `webp`, `avif`, `gif`, `svg` for rendered demo art…). */
  sourceFormat: text('source_format').notNull(),
  /** Stored variant file names, e.g. `['320.avif', '320.webp', …, '960.jpg']`. */
  variants: jsonb('variants').$type<string[]>().notNull().default([]),
  bytes: integer('bytes').notNull().default(0),
  createdAt: createdAt(),
});

/** Which shop uploaded which image (a seller's media library); an image may be shared by content address. */
export const mediaUploads = pgTable(
  'media_uploads',
  {
    sellerId: text('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    mediaId: text('media_id')
      .notNull()
      .references(() => mediaAssets.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('media_uploads_seller_media_idx').on(table.sellerId, table.mediaId)],
);

/**
 * A self-service shop opening waiting for its e-mail to be verified. Nothing exists until the mailed link
 * is followed: then the seller, its account and its empty shop are made in one transaction and `used_at`
 * is set. The link's token is derived from the id with a server key (never stored), as for password resets.
 */
export const sellerSignups = pgTable(
  'seller_signups',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** The shop's path name asked for (`/{name}`), held until the sign-up expires. */
    name: text('name').notNull(),
    shopName: text('shop_name').notNull(),
    countryCode: text('country_code').notNull(),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('seller_signups_name_idx').on(sql`lower(${table.name})`),
    index('seller_signups_email_idx').on(sql`lower(${table.email})`),
  ],
);

/**
 * A signed-in customer's session. The customer token names it (`sid`); a token whose session is revoked,
 * expired or gone is refused, so logout, a password change and "sign out everywhere" end it at once on every
 * server sharing the database.
 */
export const customerSessions = pgTable(
  'customer_sessions',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('customer_sessions_customer_idx').on(table.customerId, table.createdAt)],
);

/**
 * Fixed-window request counters shared by every server (per-address rate limits of sign-in, registration,
 * contact, reviews…) when no Redis is configured: one row per (limit, client) key and window.
 */
export const limitCounters = pgTable('limit_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * Timestamped attempts of sliding-window limits shared by every server (failed sign-ins per account and
 * address, taken-e-mail registrations) when no Redis is configured. Rows older than their window are purged.
 */
export const limitEvents = pgTable(
  'limit_events',
  {
    id: text('id').primaryKey(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('limit_events_key_at_idx').on(table.key, table.at)],
);

/**
 * A shopper's subscription to a shop (issue 22), double opt-in: `pending` until the mailed confirm link is
 * followed, `confirmed`, `unsubscribed` from the signed link of a later mail. `kind` names what is subscribed
 * to (`newsletter`, `back_in_stock`, `price_drop`), `topic` what of it (empty for the newsletter, the
 * product's id for an alert). One row per shop, kind, topic and normalised (trimmed, lower-case)
 * address: subscribing again moves the same row, so links already mailed name it still.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    topic: text('topic').notNull().default(''),
    email: text('email').notNull(),
    status: text('status').$type<'pending' | 'confirmed' | 'unsubscribed'>().notNull(),
    createdAt: createdAt(),
    /** Any change of status; the last confirm mail asked for sets it too. */
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** When the last confirm link was asked for: the link works SUBSCRIPTION_CONFIRM_HOURS from then. */
    requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true, mode: 'date' }),
    /**
     * A price-drop alert's baseline: the product's effective price at sign-up, then at its last mail; a drop
     * is mailed only below it. Null for the other kinds.
     */
    alertPriceCents: cents('alert_price_cents'),
  },
  (table) => [
    uniqueIndex('subscriptions_address_idx').on(table.sellerId, table.kind, table.topic, table.email),
    index('subscriptions_list_idx').on(table.sellerId, table.kind, table.createdAt),
  ],
);
