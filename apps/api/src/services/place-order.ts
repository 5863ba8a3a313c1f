import {
  DEFAULT_CURRENCY,
  fromCents,
  linePriceCents,
  orderTotalCents,
  type SelectedAddon,
  type ShippingInfo,
  sumCents,
  unitPriceCents,
} from '@souk/core';
import { and, eq, gte, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { cartLines, orderLines, orders, products, sellerOrders, sellers } from '../db/schema.js';
import { badRequest, conflict, notFound } from '../errors.js';
import { newId, newOrderNumber } from '../lib/ids.js';
import type { Owner } from '../plugins/identity.js';
import { resolveAddons } from './addons.js';
import { PRODUCT_NOT_FOUND, type ProductFields, productColumns } from './products.js';
import { shippingFeeCents } from './sellers.js';

export const ORDER_PLACED_MESSAGE = 'Order placed successfully';
export const MIXED_CURRENCIES = 'All products of an order must be in the same currency';
export const ORDER_TOO_LARGE = 'This order is too large. Please order fewer items.';
export const ORDER_NUMBER_EXHAUSTED = 'Could not allocate an order number. Please try again.';

/** The 409 text of a line the stock cannot cover. */
export function outOfStockMessage(name: string, available: number): string {
  return available > 0 ? `Only ${available} left of "${name}"` : `"${name}" is out of stock`;
}

/** Money columns are PostgreSQL `integer`: a larger amount would fail the insert with a 5xx. */
const MAX_CENTS = 2_147_483_647;
/** Order numbers are random; a clash is rare, so a few fresh draws always suffice. */
const ORDER_NUMBER_ATTEMPTS = 5;

/** One line as the shopper asked for it; every price is recomputed from the catalogue. */
export interface RequestedLine {
  productId: string;
  quantity: number;
  addons: readonly SelectedAddon[];
}

export interface PlaceOrderInput {
  /** The customer (token) or the guest session; both null for a guest without a session. */
  owner: Owner;
  lines: readonly RequestedLine[];
  shippingInfo: ShippingInfo;
  notes: string;
}

export interface PlaceOrderOptions {
  /** Fee of sellers that set none, in cents. */
  defaultShippingFeeCents: number;
  /** Order-number source; tests inject clashes. */
  orderNumber?: () => string;
}

interface PricedLine {
  id: string;
  product: ProductFields;
  quantity: number;
  addons: SelectedAddon[];
  discountedUnitCents: number;
  lineTotalCents: number;
}

interface PricedPart {
  id: string;
  sellerId: string;
  subtotalCents: number;
  shippingFeeCents: number;
  priceCents: number;
}

/** Email as the guest lookup matches it: trimmed, lower-cased. */
export function contactEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Phone as the guest lookup matches it: digits only, so `082 123-4567` and `0821234567` are the same. */
export function contactPhone(phone: string): string {
  return phone.replace(/\D/g, '');
}

function checkAmount(cents: number): number {
  if (!Number.isSafeInteger(cents) || cents > MAX_CENTS) throw badRequest(ORDER_TOO_LARGE);
  return cents;
}

/** Shipping info as stored: the fields the shopper filled in, nothing undefined. */
function storedShippingInfo(info: ShippingInfo): Record<string, string> {
  const stored: Record<string, string> = {};
  for (const [key, value] of Object.entries(info)) {
    if (typeof value === 'string') stored[key] = value;
  }
  return stored;
}

/** Line ids sort in the shopper's order (the table has no position column). */
function childId(orderId: string, kind: 'L' | 'S', index: number): string {
  return `${orderId}.${kind}${String(index).padStart(3, '0')}`;
}

/**
 * Prices every line from the database with the same core rule as the cart (spec §9), one shipping fee per
 * seller part, total = subtotal + fees. Rejects unknown products (404), add-ons the product does not offer
 * (400) and quantities above stock (409) before anything is written.
 */
async function priceOrder(db: Db, orderId: string, input: PlaceOrderInput, options: PlaceOrderOptions) {
  const productIds = [...new Set(input.lines.map((line) => line.productId))];
  const rows = await db.select(productColumns).from(products).where(inArray(products.id, productIds));
  const byId = new Map(rows.map((row) => [row.id, row]));

  const lines: PricedLine[] = input.lines.map((line, index) => {
    const product = byId.get(line.productId);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    const addons = resolveAddons(product.addons, line.addons);
    const price = fromCents(product.priceCents);
    return {
      id: childId(orderId, 'L', index),
      product,
      quantity: line.quantity,
      addons,
      discountedUnitCents: unitPriceCents(price, product.discount),
      lineTotalCents: checkAmount(
        linePriceCents({
          quantity: line.quantity,
          price,
          discount: product.discount,
          bulkPricing: product.bulkPricing,
          addons,
        }),
      ),
    };
  });

  const currency = lines[0]?.product.currency;
  if (lines.some((line) => line.product.currency !== currency)) throw badRequest(MIXED_CURRENCIES);

  // one product may sit on several lines (different add-ons): stock covers their sum
  const wanted = new Map<string, number>();
  for (const line of lines) wanted.set(line.product.id, (wanted.get(line.product.id) ?? 0) + line.quantity);
  for (const [productId, quantity] of wanted) {
    const product = byId.get(productId);
    if (product && quantity > product.stock) throw conflict(outOfStockMessage(product.name, product.stock));
  }

  const sellerIds = [...new Set(lines.map((line) => line.product.sellerId))];
  const sellerRows = await db
    .select({ id: sellers.id, shippingFeeCents: sellers.shippingFeeCents })
    .from(sellers)
    .where(inArray(sellers.id, sellerIds));
  const fees = new Map(
    sellerRows.map((row) => [row.id, shippingFeeCents(row, options.defaultShippingFeeCents)]),
  );

  const parts: PricedPart[] = sellerIds.map((sellerId, index) => {
    const subtotalCents = checkAmount(
      sumCents(lines.filter((line) => line.product.sellerId === sellerId).map((line) => line.lineTotalCents)),
    );
    const feeCents = fees.get(sellerId) ?? options.defaultShippingFeeCents;
    return {
      id: childId(orderId, 'S', index),
      sellerId,
      subtotalCents,
      shippingFeeCents: feeCents,
      priceCents: checkAmount(orderTotalCents(subtotalCents, fromCents(feeCents))),
    };
  });

  const subtotalCents = checkAmount(sumCents(parts.map((part) => part.subtotalCents)));
  const feeCents = checkAmount(sumCents(parts.map((part) => part.shippingFeeCents)));
  return {
    lines,
    parts,
    wanted,
    currency: currency ?? DEFAULT_CURRENCY,
    subtotalCents,
    shippingFeeCents: feeCents,
    totalCents: checkAmount(orderTotalCents(subtotalCents, fromCents(feeCents))),
  };
}

/** The owner's cart lines of these products; as in `owns()`, a guest never owns a customer's line. */
function ownerCartLines(owner: Owner, productIds: string[]): SQL | undefined {
  const ordered = inArray(cartLines.productId, productIds);
  if (owner.customerId) return and(ordered, eq(cartLines.customerId, owner.customerId));
  if (owner.sessionId) {
    return and(ordered, isNull(cartLines.customerId), eq(cartLines.sessionId, owner.sessionId));
  }
  return undefined;
}

/**
 * Places an order (spec §7 place-order) and returns its id. Lines, fees and totals come from the database
 * only. In one transaction: stock is taken with a conditional `UPDATE … WHERE stock >= q` per product (the
 * row lock serialises concurrent buyers, so stock never goes negative and no order oversells), then the
 * order, its seller parts and frozen lines are written and the owner's cart lines of those products are
 * deleted. Any failure rolls everything back.
 * @throws 404 unknown product, 400 invalid add-on / mixed currencies / too large, 409 out of stock
 */
export async function placeOrder(
  db: Db,
  input: PlaceOrderInput,
  options: PlaceOrderOptions,
): Promise<string> {
  const orderId = newId();
  const priced = await priceOrder(db, orderId, input, options);
  const nextNumber = options.orderNumber ?? (() => newOrderNumber());

  await db.transaction(async (tx) => {
    // ascending id order: two orders sharing products lock them in the same order and cannot deadlock
    for (const productId of [...priced.wanted.keys()].sort()) {
      const quantity = priced.wanted.get(productId) ?? 0;
      const [taken] = await tx
        .update(products)
        .set({ stock: sql`${products.stock} - ${quantity}` })
        .where(and(eq(products.id, productId), gte(products.stock, quantity)))
        .returning({ id: products.id });
      if (!taken) {
        const [now] = await tx
          .select({ name: products.name, stock: products.stock })
          .from(products)
          .where(eq(products.id, productId));
        if (!now) throw notFound(PRODUCT_NOT_FOUND);
        throw conflict(outOfStockMessage(now.name, now.stock));
      }
    }

    let inserted = false;
    for (let attempt = 0; attempt < ORDER_NUMBER_ATTEMPTS && !inserted; attempt++) {
      // ON CONFLICT DO NOTHING instead of catching 23505: a failed statement would abort the transaction
      const rows = await tx
        .insert(orders)
        .values({
          id: orderId,
          orderNumber: nextNumber(),
          customerId: input.owner.customerId,
          sessionId: input.owner.customerId ? null : input.owner.sessionId,
          contactEmail: contactEmail(input.shippingInfo.email),
          contactPhone: contactPhone(input.shippingInfo.phone),
          shippingInfo: storedShippingInfo(input.shippingInfo),
          notes: input.notes,
          currency: priced.currency,
          subtotalCents: priced.subtotalCents,
          shippingFeeCents: priced.shippingFeeCents,
          totalCents: priced.totalCents,
          paymentStatus: 'unpaid',
          deliveryStatus: 'pending',
        })
        .onConflictDoNothing()
        .returning({ id: orders.id });
      inserted = rows.length > 0;
    }
    if (!inserted) throw conflict(ORDER_NUMBER_EXHAUSTED);

    await tx.insert(sellerOrders).values(
      priced.parts.map((part) => ({
        id: part.id,
        orderId,
        sellerId: part.sellerId,
        subtotalCents: part.subtotalCents,
        shippingFeeCents: part.shippingFeeCents,
        priceCents: part.priceCents,
        paymentStatus: 'unpaid',
        deliveryStatus: 'pending',
      })),
    );
    await tx.insert(orderLines).values(
      priced.lines.map((line) => ({
        id: line.id,
        orderId,
        sellerId: line.product.sellerId,
        productId: line.product.id,
        name: line.product.name,
        brand: line.product.brand,
        slug: line.product.slug,
        images: line.product.images,
        quantity: line.quantity,
        unitPriceCents: line.product.priceCents,
        discount: line.product.discount,
        discountedUnitCents: line.discountedUnitCents,
        bulkPricing: line.product.bulkPricing,
        addons: line.addons,
        lineTotalCents: line.lineTotalCents,
        currency: line.product.currency,
        packSize: line.product.packSize,
      })),
    );

    const bought = ownerCartLines(input.owner, [...priced.wanted.keys()]);
    if (bought) await tx.delete(cartLines).where(bought);
  });

  return orderId;
}
