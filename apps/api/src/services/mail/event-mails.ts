import {
  consolePaths,
  isAlertKind,
  isOfflineMethod,
  PASSWORD_RESET_MINUTES,
  PAYMENT_METHOD_LABELS,
  type PaymentMethodId,
  paths,
  SELLER_PASSWORD_RESET_MINUTES,
  SIGNUP_VALID_HOURS,
  SUBSCRIPTION_CONFIRM_HOURS,
} from '@souk/core';
import type { MailLine, MailName, MailProps, MailShop, MailTotals, OrderPlacedPayment } from '@souk/emails';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  contactMessages,
  contactReplies,
  customerPasswordResets,
  customers,
  orderLines,
  orders,
  products,
  reviews,
  sellerAccounts,
  sellerOrders,
  sellerPasswordResets,
  sellerSignups,
  sellers,
  subscriptions,
} from '../../db/schema.js';
import { resetLinkToken } from '../../lib/reset-tokens.js';
import { confirmLinkToken, unsubscribeLinkToken } from '../../lib/subscription-tokens.js';
import { loadPaymentConfig } from '../payments/seller-payment-config.js';
import { confirmLinkExpiry } from '../subscriptions.js';

/** What mails need from the configuration: the public origin links start with, the key reset links use. */
export interface MailSettings {
  publicUrl: string;
  jwtSecret: string;
}

/** One mail an event causes: its template and props, its address, and the key its delivery is kept under. */
export type EventMail = {
  [N in MailName]: {
    name: N;
    props: MailProps[N];
    to: string;
    replyTo?: string;
    /** Extra headers, e.g. a subscription mail's `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 8058). */
    headers?: Record<string, string>;
    /** `mail_deliveries.template`: the template, and the shop when one event mails one address per shop. */
    deliveryKey: string;
  };
}[MailName];

type SellerRow = typeof sellers.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

function mail<N extends MailName>(
  name: N,
  to: string,
  props: MailProps[N],
  extra: { replyTo?: string; deliveryKey?: string; headers?: Record<string, string> } = {},
): EventMail {
  return {
    name,
    to,
    props,
    deliveryKey: extra.deliveryKey ?? name,
    ...(extra.replyTo ? { replyTo: extra.replyTo } : {}),
    ...(extra.headers ? { headers: extra.headers } : {}),
  } as EventMail;
}

function methodLabel(method: string): string {
  return PAYMENT_METHOD_LABELS[method as PaymentMethodId] ?? method;
}

/** An absolute address on the shop's public origin; a logo given as a full URL stays as it is. */
function absolute(publicUrl: string, path: string): string {
  return `${publicUrl}${path}`;
}

function logoUrl(publicUrl: string, image: string): string | undefined {
  if (/^https?:\/\//i.test(image)) return image;
  // inline data and blank images do not travel in mail: the shop's name stands alone
  if (image.startsWith('/')) return absolute(publicUrl, image);
  return undefined;
}

function shopOf(settings: MailSettings, seller: SellerRow): MailShop {
  return {
    name: seller.shopName,
    logoUrl: logoUrl(settings.publicUrl, seller.image),
    url: absolute(settings.publicUrl, paths.shop(seller.name)),
    supportEmail: seller.supportEmail || undefined,
    supportPhone: seller.supportPhone || undefined,
    supportHours: seller.supportHours || undefined,
    supportAddress: seller.supportAddress || undefined,
    locale: seller.locale,
  };
}

async function sellerById(db: Db, sellerId: string): Promise<SellerRow | undefined> {
  const [row] = await db.select().from(sellers).where(eq(sellers.id, sellerId)).limit(1);
  return row;
}

/** Every seller account of a shop: each is mailed what concerns the shop. */
async function sellerAddresses(db: Db, sellerId: string): Promise<string[]> {
  const rows = await db
    .select({ email: sellerAccounts.email })
    .from(sellerAccounts)
    .where(eq(sellerAccounts.sellerId, sellerId))
    .orderBy(asc(sellerAccounts.createdAt), asc(sellerAccounts.id));
  return rows.map((row) => row.email);
}

async function orderById(db: Db, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return row;
}

/** The shopper's address: the order's contact, else the e-mail of its shipping details. */
function shopperAddress(order: OrderRow): string | undefined {
  return order.contactEmail || order.shippingInfo.email || undefined;
}

function shopperName(order: OrderRow): string {
  return order.shippingInfo.name?.trim() || 'there';
}

/** Where the shopper follows an order: a customer's order page, a guest's order tracking. */
function shopperOrderUrl(settings: MailSettings, seller: SellerRow, order: OrderRow): string {
  return absolute(
    settings.publicUrl,
    order.customerId ? paths.orderDetails(seller.name, order.orderNumber) : paths.myOrders(seller.name),
  );
}

function consoleOrderUrl(settings: MailSettings, orderNumber: string): string {
  return absolute(settings.publicUrl, consolePaths.order(orderNumber));
}

/** One shop's part of an order: its lines and its amounts only (another shop's part is not its to see). */
async function shopPart(
  db: Db,
  order: OrderRow,
  seller: Pick<SellerRow, 'id' | 'locale'>,
): Promise<{ lines: MailLine[]; totals: MailTotals }> {
  const sellerId = seller.id;
  const rows = await db
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.orderId, order.id), eq(orderLines.sellerId, sellerId)))
    .orderBy(asc(orderLines.id));
  const [part] = await db
    .select()
    .from(sellerOrders)
    .where(and(eq(sellerOrders.orderId, order.id), eq(sellerOrders.sellerId, sellerId)))
    .limit(1);
  const lines = rows.map((row) => ({
    name: row.name,
    quantity: row.quantity,
    addons: row.addons.map((addon) => addon.text),
    totalCents: row.lineTotalCents,
  }));
  const subtotalCents = part?.subtotalCents ?? lines.reduce((sum, line) => sum + line.totalCents, 0);
  const shippingFeeCents = part?.shippingFeeCents ?? 0;
  return {
    lines,
    totals: {
      currency: order.currency,
      locale: seller.locale,
      subtotalCents,
      shippingFeeCents,
      totalCents: part?.priceCents ?? subtotalCents + shippingFeeCents,
    },
  };
}

function shipTo(order: OrderRow): string[] {
  const info = order.shippingInfo;
  return [
    info.name,
    info.address,
    [info.area, info.city].filter(Boolean).join(', '),
    [info.province, info.post].filter(Boolean).join(' '),
  ].filter((line): line is string => !!line?.trim());
}

/** The facts of an order event's shop and order; null when either is gone (nothing left to tell). */
async function orderContext(db: Db, orderId: string, sellerId: string) {
  const [order, seller] = await Promise.all([orderById(db, orderId), sellerById(db, sellerId)]);
  return order && seller ? { order, seller } : null;
}

/** A subscription with its shop, or undefined when either is gone. */
async function subscriptionContext(db: Db, subscriptionId: string) {
  const [row] = await db
    .select({ subscription: subscriptions, seller: sellers })
    .from(subscriptions)
    .innerJoin(sellers, eq(sellers.id, subscriptions.sellerId))
    .where(eq(subscriptions.id, subscriptionId))
    .limit(1);
  return row;
}

/** An alert's product, of the alert's shop. */
async function alertProduct(db: Db, sellerId: string, productId: string) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, productId), eq(products.sellerId, sellerId)))
    .limit(1);
  return row;
}

/** An alert mail due to one confirmed subscription: the subscriber sends it, then moves the subscription on. */
export interface AlertMail {
  subscriptionId: string;
  mail: EventMail;
}

/**
 * The mails of a product's back-in-stock or price-drop event: one per confirmed subscription of that kind
 * on the product, each with its own signed unsubscribe link and the List-Unsubscribe headers, kept under
 * the subscription (`mail_deliveries.template` = template and subscription id). A back-in-stock mail is
 * due only while the product is still in stock and shown; a price-drop mail only to subscriptions whose
 * last price (at sign-up, or at their last mail) the new one is below.
 */
export async function alertMails(
  db: Db,
  settings: MailSettings,
  type: 'product.back_in_stock' | 'product.price_dropped',
  payload: { productId: string; sellerId: string; oldPriceCents: number; newPriceCents: number },
): Promise<AlertMail[]> {
  const [seller, product] = await Promise.all([
    sellerById(db, payload.sellerId),
    alertProduct(db, payload.sellerId, payload.productId),
  ]);
  if (!seller || !product?.published) return [];
  if (type === 'product.back_in_stock' && product.stock === 0) return [];
  const kind = type === 'product.back_in_stock' ? 'back_in_stock' : 'price_drop';
  const waiting = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.sellerId, seller.id),
        eq(subscriptions.kind, kind),
        eq(subscriptions.topic, product.id),
        eq(subscriptions.status, 'confirmed'),
        kind === 'price_drop'
          ? sql`coalesce(${subscriptions.alertPriceCents}, ${payload.oldPriceCents}) > ${payload.newPriceCents}`
          : undefined,
      ),
    )
    .orderBy(asc(subscriptions.confirmedAt), asc(subscriptions.id));
  const shop = shopOf(settings, seller);
  const productUrl = absolute(settings.publicUrl, paths.productDetails(seller.name, product.slug));
  return waiting.map((subscription) => {
    const token = unsubscribeLinkToken(settings.jwtSecret, subscription.id);
    const common = {
      shop,
      email: subscription.email,
      productName: product.name,
      productUrl,
      currency: product.currency,
      unsubscribeUrl: absolute(settings.publicUrl, paths.newsletter(seller.name, 'unsubscribe', token)),
    };
    const extra = {
      headers: unsubscribeHeaders(settings, subscription.id),
      deliveryKey: `${kind === 'back_in_stock' ? 'back-in-stock' : 'price-drop'}:${subscription.id}`,
    };
    return {
      subscriptionId: subscription.id,
      mail:
        kind === 'back_in_stock'
          ? mail('back-in-stock', subscription.email, { ...common, priceCents: payload.newPriceCents }, extra)
          : mail(
              'price-drop',
              subscription.email,
              {
                ...common,
                // the drop the shopper sees is from the price they last heard of
                oldPriceCents: subscription.alertPriceCents ?? payload.oldPriceCents,
                newPriceCents: payload.newPriceCents,
              },
              extra,
            ),
    };
  });
}

/**
 * The headers every mail of a confirmed subscription carries: `List-Unsubscribe` with the API's signed
 * one-click address (RFC 2369; no mailto, since no mailbox here reads unsubscribe mails) and
 * `List-Unsubscribe-Post` (RFC 8058), so a mail client's own Unsubscribe button ends the subscription with
 * one POST, without opening a page.
 */
export function unsubscribeHeaders(settings: MailSettings, subscriptionId: string): Record<string, string> {
  const token = unsubscribeLinkToken(settings.jwtSecret, subscriptionId);
  return {
    'List-Unsubscribe': `<${settings.publicUrl}/api/subscriptions/unsubscribe?token=${encodeURIComponent(token)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/**
 * The mails each kind of event causes, from its payload, ready to render: the shopper's, and each seller
 * account's of the shop it concerns (the mail subscriber picks by the event's type). They are built from the
 * database as it is now, so a redelivered event mails the same facts.
 *
 * The shopper's "order placed" mail follows the payment, not `order.placed`: an order is placed before its
 * payment method is chosen. For a bank transfer or cash on delivery it goes out on
 * `payment.approval_requested`, with the bank details, instructions and payment reference; for an online
 * method (card, PayPal, PayFast) on `order.paid`, as the receipt. `order.paid` of an offline method is the
 * seller's approval: the shopper then gets "payment approved".
 */
export const MAILS_OF = {
  'order.placed': async (
    db: Db,
    settings: MailSettings,
    payload: { orderId: string; sellerIds: string[] },
  ): Promise<EventMail[]> => {
    const order = await orderById(db, payload.orderId);
    if (!order) return [];
    const mails: EventMail[] = [];
    for (const sellerId of payload.sellerIds) {
      const seller = await sellerById(db, sellerId);
      if (!seller) continue;
      const { lines, totals } = await shopPart(db, order, seller);
      const props: MailProps['new-order'] = {
        shop: shopOf(settings, seller),
        orderNumber: order.orderNumber,
        customer: {
          name: order.shippingInfo.name ?? '',
          email: shopperAddress(order) ?? '',
          phone: order.contactPhone,
        },
        shipTo: shipTo(order),
        notes: order.notes,
        lines,
        totals,
        consoleUrl: consoleOrderUrl(settings, order.orderNumber),
      };
      for (const to of await sellerAddresses(db, sellerId)) mails.push(mail('new-order', to, props));
    }
    return mails;
  },

  'payment.approval_requested': async (
    db: Db,
    settings: MailSettings,
    payload: {
      orderId: string;
      sellerId: string;
      method: string;
      paymentReference: string;
      amountCents: number;
      currency: string;
    },
  ): Promise<EventMail[]> => {
    const context = await orderContext(db, payload.orderId, payload.sellerId);
    if (!context) return [];
    const { order, seller } = context;
    const shop = shopOf(settings, seller);
    const { method, paymentReference, amountCents, currency } = payload;
    const mails: EventMail[] = [];
    const to = shopperAddress(order);
    if (to) {
      const config = await loadPaymentConfig(db, seller.id, null);
      // only the public settings a payment page shows: never a secret
      const payment: OrderPlacedPayment =
        method === 'eft'
          ? {
              kind: 'eft',
              paymentReference,
              bankDetails: config.settings.bankTransfer?.bankDetails ?? {},
              instructions: config.settings.bankTransfer?.instructions ?? '',
            }
          : {
              kind: 'cashOnDelivery',
              paymentReference,
              instructions: config.settings.cashOnDelivery?.instructions ?? '',
            };
      mails.push(
        mail('order-placed', to, {
          shop,
          customerName: shopperName(order),
          orderNumber: order.orderNumber,
          ...(await shopPart(db, order, seller)),
          payment,
          orderUrl: shopperOrderUrl(settings, seller, order),
        }),
      );
    }
    const props: MailProps['payment-awaiting-approval'] = {
      shop,
      orderNumber: order.orderNumber,
      customerName: order.shippingInfo.name ?? '',
      methodLabel: methodLabel(method),
      paymentReference,
      amountCents,
      currency,
      consoleUrl: consoleOrderUrl(settings, order.orderNumber),
    };
    for (const address of await sellerAddresses(db, seller.id)) {
      mails.push(mail('payment-awaiting-approval', address, props));
    }
    return mails;
  },

  'order.paid': async (
    db: Db,
    settings: MailSettings,
    payload: { orderId: string; sellerId: string; method: string; amountCents: number; currency: string },
  ): Promise<EventMail[]> => {
    const context = await orderContext(db, payload.orderId, payload.sellerId);
    const to = context && shopperAddress(context.order);
    if (!context || !to) return [];
    const { order, seller } = context;
    const shop = shopOf(settings, seller);
    const orderUrl = shopperOrderUrl(settings, seller, order);
    if (isOfflineMethod(payload.method)) {
      return [
        mail('payment-approved', to, {
          shop,
          customerName: shopperName(order),
          orderNumber: order.orderNumber,
          methodLabel: methodLabel(payload.method),
          amountCents: payload.amountCents,
          currency: payload.currency,
          orderUrl,
        }),
      ];
    }
    return [
      mail('order-placed', to, {
        shop,
        customerName: shopperName(order),
        orderNumber: order.orderNumber,
        ...(await shopPart(db, order, seller)),
        payment: { kind: 'online', methodLabel: methodLabel(payload.method) },
        orderUrl,
      }),
    ];
  },

  'payment.rejected': async (
    db: Db,
    settings: MailSettings,
    payload: {
      orderId: string;
      sellerId: string;
      method: string;
      paymentReference: string;
      reason: string;
    },
  ): Promise<EventMail[]> => {
    const context = await orderContext(db, payload.orderId, payload.sellerId);
    const to = context && shopperAddress(context.order);
    if (!context || !to) return [];
    const { order, seller } = context;
    return [
      mail('payment-rejected', to, {
        shop: shopOf(settings, seller),
        customerName: shopperName(order),
        orderNumber: order.orderNumber,
        methodLabel: methodLabel(payload.method),
        paymentReference: payload.paymentReference,
        reason: payload.reason,
        orderUrl: shopperOrderUrl(settings, seller, order),
      }),
    ];
  },

  'order.status_changed': async (
    db: Db,
    settings: MailSettings,
    payload: {
      orderId: string;
      sellerId: string;
      to: string;
      carrier?: string | undefined;
      trackingNumber?: string | undefined;
    },
  ): Promise<EventMail[]> => {
    // processing and delivered are the seller's bookkeeping; shipped is news for the shopper
    if (payload.to !== 'shipped') return [];
    const context = await orderContext(db, payload.orderId, payload.sellerId);
    const to = context && shopperAddress(context.order);
    if (!context || !to) return [];
    const { order, seller } = context;
    const [part] = await db
      .select({ carrier: sellerOrders.carrier, trackingNumber: sellerOrders.trackingNumber })
      .from(sellerOrders)
      .where(and(eq(sellerOrders.orderId, order.id), eq(sellerOrders.sellerId, seller.id)))
      .limit(1);
    return [
      mail('order-shipped', to, {
        shop: shopOf(settings, seller),
        customerName: shopperName(order),
        orderNumber: order.orderNumber,
        carrier: payload.carrier ?? part?.carrier ?? '',
        trackingNumber: payload.trackingNumber ?? part?.trackingNumber ?? '',
        ...(await shopPart(db, order, seller)),
        orderUrl: shopperOrderUrl(settings, seller, order),
      }),
    ];
  },

  'order.cancelled': async (
    db: Db,
    settings: MailSettings,
    payload: {
      orderId: string;
      sellerIds: string[];
      by?: 'shopper' | 'seller' | undefined;
      reason?: string | undefined;
    },
  ): Promise<EventMail[]> => {
    const order = await orderById(db, payload.orderId);
    const to = order && shopperAddress(order);
    if (!order || !to) return [];
    const mails: EventMail[] = [];
    // one mail per shop of the order, each from its shop with its own lines
    for (const sellerId of payload.sellerIds) {
      const seller = await sellerById(db, sellerId);
      if (!seller) continue;
      mails.push(
        mail(
          'order-cancelled',
          to,
          {
            shop: shopOf(settings, seller),
            customerName: shopperName(order),
            orderNumber: order.orderNumber,
            by: payload.by ?? 'shopper',
            reason: payload.reason,
            ...(await shopPart(db, order, seller)),
            orderUrl: shopperOrderUrl(settings, seller, order),
          },
          { deliveryKey: `order-cancelled:${sellerId}` },
        ),
      );
    }
    return mails;
  },

  'contact.received': async (
    db: Db,
    settings: MailSettings,
    payload: { messageId: string },
  ): Promise<EventMail[]> => {
    const [message] = await db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, payload.messageId))
      .limit(1);
    const seller = message && (await sellerById(db, message.sellerId));
    if (!message || !seller) return [];
    const props: MailProps['new-message'] = {
      shop: shopOf(settings, seller),
      name: message.name,
      email: message.email,
      subject: message.subject,
      message: message.message,
      consoleUrl: absolute(settings.publicUrl, consolePaths.messages()),
    };
    // answering the mail answers the shopper
    return (await sellerAddresses(db, seller.id)).map((to) =>
      mail('new-message', to, props, { replyTo: message.email }),
    );
  },

  'contact.replied': async (
    db: Db,
    settings: MailSettings,
    payload: { replyId: string },
  ): Promise<EventMail[]> => {
    const [row] = await db
      .select({ reply: contactReplies, message: contactMessages })
      .from(contactReplies)
      .innerJoin(contactMessages, eq(contactMessages.id, contactReplies.messageId))
      .where(eq(contactReplies.id, payload.replyId))
      .limit(1);
    const seller = row && (await sellerById(db, row.message.sellerId));
    if (!row || !seller) return [];
    const shop = shopOf(settings, seller);
    return [
      mail(
        'message-reply',
        row.message.email,
        {
          shop,
          customerName: row.message.name,
          subject: row.message.subject,
          reply: row.reply.body,
          original: {
            message: row.message.message,
            sentAt: row.message.createdAt.toUTCString().replace(/ GMT$/, ' UTC'),
          },
        },
        // the shopper's answer reaches the shop's support address, when it has one
        seller.supportEmail ? { replyTo: seller.supportEmail } : {},
      ),
    ];
  },

  'seller.password_reset_requested': async (
    db: Db,
    settings: MailSettings,
    payload: { resetId: string },
  ): Promise<EventMail[]> => {
    const [row] = await db
      .select({ reset: sellerPasswordResets, account: sellerAccounts })
      .from(sellerPasswordResets)
      .innerJoin(sellerAccounts, eq(sellerAccounts.id, sellerPasswordResets.accountId))
      .where(eq(sellerPasswordResets.id, payload.resetId))
      .limit(1);
    // a used or lapsed link is no use to anyone: no mail
    if (!row || row.reset.usedAt || row.reset.expiresAt.getTime() <= Date.now()) return [];
    const seller = await sellerById(db, row.account.sellerId);
    if (!seller) return [];
    const token = resetLinkToken(settings.jwtSecret, 'seller', row.reset.id);
    return [
      mail('password-reset', row.account.email, {
        shop: shopOf(settings, seller),
        email: row.account.email,
        resetUrl: absolute(settings.publicUrl, consolePaths.resetPassword(token)),
        validMinutes: SELLER_PASSWORD_RESET_MINUTES,
      }),
    ];
  },

  'seller.signup_requested': async (
    db: Db,
    settings: MailSettings,
    payload: { signupId: string } | { accountId: string },
  ): Promise<EventMail[]> => {
    if ('accountId' in payload) {
      const [account] = await db
        .select()
        .from(sellerAccounts)
        .where(eq(sellerAccounts.id, payload.accountId))
        .limit(1);
      const seller = account && (await sellerById(db, account.sellerId));
      if (!account || !seller) return [];
      return [
        mail('signup-account-exists', account.email, {
          shop: shopOf(settings, seller),
          email: account.email,
          loginUrl: absolute(settings.publicUrl, consolePaths.login()),
          forgotPasswordUrl: absolute(settings.publicUrl, consolePaths.forgotPassword()),
        }),
      ];
    }
    const [signup] = await db
      .select()
      .from(sellerSignups)
      .where(eq(sellerSignups.id, payload.signupId))
      .limit(1);
    // a used or lapsed link is no use to anyone: no mail
    if (!signup || signup.usedAt || signup.expiresAt.getTime() <= Date.now()) return [];
    const token = resetLinkToken(settings.jwtSecret, 'signup', signup.id);
    return [
      mail('verify-signup', signup.email, {
        // no storefront yet: the shop's name links to the console's sign-up page
        shop: { name: signup.shopName, url: absolute(settings.publicUrl, consolePaths.signup()) },
        email: signup.email,
        shopUrl: absolute(settings.publicUrl, paths.shop(signup.name)),
        verifyUrl: absolute(settings.publicUrl, consolePaths.verifySignup(token)),
        validHours: SIGNUP_VALID_HOURS,
      }),
    ];
  },

  'customer.password_reset_requested': async (
    db: Db,
    settings: MailSettings,
    payload: { resetId: string; sellerName: string },
  ): Promise<EventMail[]> => {
    const [row] = await db
      .select({ reset: customerPasswordResets, customer: customers })
      .from(customerPasswordResets)
      .innerJoin(customers, eq(customers.id, customerPasswordResets.customerId))
      .where(eq(customerPasswordResets.id, payload.resetId))
      .limit(1);
    // a used or lapsed link is no use to anyone: no mail
    if (!row || row.reset.usedAt || row.reset.expiresAt.getTime() <= Date.now()) return [];
    const [seller] = await db
      .select()
      .from(sellers)
      .where(sql`lower(${sellers.name}) = lower(${payload.sellerName})`)
      .limit(1);
    if (!seller) return [];
    const token = resetLinkToken(settings.jwtSecret, 'customer', row.reset.id);
    return [
      mail('customer-password-reset', row.customer.email, {
        shop: shopOf(settings, seller),
        customerName: row.customer.name.trim() || 'there',
        email: row.customer.email,
        resetUrl: absolute(settings.publicUrl, paths.resetPassword(seller.name, token)),
        validMinutes: PASSWORD_RESET_MINUTES,
      }),
    ];
  },

  'review.created': async (
    db: Db,
    settings: MailSettings,
    payload: { reviewId: string },
  ): Promise<EventMail[]> => {
    const [row] = await db
      .select({ review: reviews, product: products })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(eq(reviews.id, payload.reviewId))
      .limit(1);
    const seller = row && (await sellerById(db, row.product.sellerId));
    if (!row || !seller) return [];
    const props: MailProps['new-review'] = {
      shop: shopOf(settings, seller),
      productName: row.product.name,
      productUrl: absolute(settings.publicUrl, paths.productDetails(seller.name, row.product.slug)),
      reviewerName: row.review.name,
      rating: row.review.rating,
      review: row.review.review,
      consoleUrl: absolute(settings.publicUrl, consolePaths.reviews()),
    };
    return (await sellerAddresses(db, seller.id)).map((to) => mail('new-review', to, props));
  },

  'subscription.confirm_requested': async (
    db: Db,
    settings: MailSettings,
    payload: { subscriptionId: string },
  ): Promise<EventMail[]> => {
    const row = await subscriptionContext(db, payload.subscriptionId);
    // confirmed or ended since it was asked for: the link is no use to anyone
    if (row?.subscription.status !== 'pending') return [];
    const expiresAt = confirmLinkExpiry(row.subscription.requestedAt);
    if (expiresAt.getTime() <= Date.now()) return [];
    const token = confirmLinkToken(settings.jwtSecret, row.subscription.id, expiresAt);
    const confirmUrl = absolute(settings.publicUrl, paths.newsletter(row.seller.name, 'confirm', token));
    const kind = row.subscription.kind;
    if (isAlertKind(kind)) {
      const product = await alertProduct(db, row.seller.id, row.subscription.topic);
      if (!product) return [];
      return [
        mail('alert-confirm', row.subscription.email, {
          shop: shopOf(settings, row.seller),
          email: row.subscription.email,
          kind,
          productName: product.name,
          productUrl: absolute(settings.publicUrl, paths.productDetails(row.seller.name, product.slug)),
          confirmUrl,
          validHours: SUBSCRIPTION_CONFIRM_HOURS,
        }),
      ];
    }
    if (kind !== 'newsletter') return [];
    return [
      mail('newsletter-confirm', row.subscription.email, {
        shop: shopOf(settings, row.seller),
        email: row.subscription.email,
        confirmUrl,
        validHours: SUBSCRIPTION_CONFIRM_HOURS,
      }),
    ];
  },

  // an alert's confirmation mails nothing: the alert itself is the next mail (`subscribers/alerts.ts`)
  'subscription.confirmed': async (
    db: Db,
    settings: MailSettings,
    payload: { subscriptionId: string },
  ): Promise<EventMail[]> => {
    const row = await subscriptionContext(db, payload.subscriptionId);
    if (row?.subscription.status !== 'confirmed' || row.subscription.kind !== 'newsletter') return [];
    const token = unsubscribeLinkToken(settings.jwtSecret, row.subscription.id);
    return [
      mail(
        'newsletter-welcome',
        row.subscription.email,
        {
          shop: shopOf(settings, row.seller),
          email: row.subscription.email,
          unsubscribeUrl: absolute(
            settings.publicUrl,
            paths.newsletter(row.seller.name, 'unsubscribe', token),
          ),
        },
        { headers: unsubscribeHeaders(settings, row.subscription.id) },
      ),
    ];
  },
};
