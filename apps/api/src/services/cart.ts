import { MAX_LINE_QUANTITY, type SelectedAddon, SINGLE_SELLER_MESSAGE } from '@souk/core';
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { cartLines, products, type StoredSelectedAddon } from '../db/schema.js';
import { conflict, invalid, notFound, unauthenticated } from '../domain/errors.js';
import type { Owner } from '../domain/owner.js';
import { customerOwner, guestOwner } from '../domain/owner.js';
import { newId } from '../lib/ids.js';
import { resolveAddons } from './addons.js';
import { requireCustomerRow } from './customers.js';
import { lockOwner, ownedBy } from './owner-scope.js';
import { PRODUCT_NOT_FOUND, shownToShoppers } from './products.js';

export const CART_LINE_NOT_FOUND = 'Cart item not found';
export const QUANTITY_LIMIT_MESSAGE = `Quantity cannot exceed ${MAX_LINE_QUANTITY}`;
/** Spec §5: a quantity never goes below 1; removing a line is a delete. */
export const MIN_QUANTITY_MESSAGE = 'Quantity cannot be less than 1';

export interface AddToCartInput {
  productId: string;
  quantity: number;
  addons: readonly SelectedAddon[];
  selectedImage?: string | null | undefined;
  /** The shopper agreed to start a cart in this product's shop while their cart in another shop is kept. */
  startNewCart?: boolean | undefined;
}

/** Two add-on selections are the same line when they choose the same options (order aside). */
function sameAddons(a: readonly StoredSelectedAddon[], b: readonly StoredSelectedAddon[]): boolean {
  if (a.length !== b.length) return false;
  const texts = new Set(a.map((addon) => addon.text));
  return b.every((addon) => texts.has(addon.text));
}

/** The client's chosen image is kept only when it is one of the product's own images. */
function chosenImage(images: readonly string[], requested: string | null | undefined): string | null {
  return requested && images.includes(requested) ? requested : null;
}

/**
 * Adds a product to the owner's cart (POST /home/product/add-to-card). The line's seller is the product's
 * seller and its add-ons are the product's own options at the product's prices; the client's price,
 * discountPrice, bulkPricing, packSize and sellerId are never read. The same product with the same
 * add-ons grows the existing line. Stock is not checked: a line above stock shows as out of stock (spec §4).
 *
 * One seller per cart (spec §5), with parked carts (issue 22): the owner's lines of each shop are that
 * shop's cart, and each shop's cart page, checkout and order hold that shop's lines only. A product of a
 * shop where the owner has no cart yet, while they have one in another shop, is refused with the spec's
 * message unless `startNewCart` says the shopper agreed to start one (the other cart is kept as it is);
 * a product of a shop where their cart already is goes into it.
 * @returns 'created' for a new line, 'incremented' when an existing line grew
 * @throws not found (unknown product), invalid (an add-on not offered, the quantity limit), conflict (another seller's cart)
 */
export async function addToCart(
  db: Db,
  owner: Owner,
  input: AddToCartInput,
): Promise<'created' | 'incremented'> {
  const scope = ownedBy(cartLines, owner);
  if (!scope) throw unauthenticated();
  return db.transaction(async (tx) => {
    await lockOwner(tx, owner);
    if (owner.customerId) await requireCustomerRow(tx, owner.customerId);
    const [product] = await tx
      .select({
        id: products.id,
        sellerId: products.sellerId,
        addons: products.addons,
        images: products.images,
      })
      .from(products)
      .where(and(eq(products.id, input.productId), shownToShoppers))
      .limit(1);
    // an unpublished product is unknown to shoppers
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    const addons = resolveAddons(product.addons, input.addons);

    const lines = await tx
      .select({
        id: cartLines.id,
        sellerId: cartLines.sellerId,
        productId: cartLines.productId,
        quantity: cartLines.quantity,
        addons: cartLines.addons,
      })
      .from(cartLines)
      .where(scope);
    const cartHere = lines.some((line) => line.sellerId === product.sellerId);
    const cartElsewhere = lines.some((line) => line.sellerId !== product.sellerId);
    if (cartElsewhere && !cartHere && !input.startNewCart) throw conflict(SINGLE_SELLER_MESSAGE);

    const image = chosenImage(product.images, input.selectedImage);
    const existing = lines.find((line) => line.productId === product.id && sameAddons(line.addons, addons));
    if (existing) {
      const quantity = existing.quantity + input.quantity;
      if (quantity > MAX_LINE_QUANTITY) throw invalid(QUANTITY_LIMIT_MESSAGE);
      await tx
        .update(cartLines)
        .set(image ? { quantity, selectedImage: image } : { quantity })
        .where(eq(cartLines.id, existing.id));
      return 'incremented';
    }
    await tx.insert(cartLines).values({
      id: newId(),
      sellerId: product.sellerId,
      productId: product.id,
      customerId: owner.customerId,
      sessionId: owner.customerId ? null : owner.sessionId,
      quantity: input.quantity,
      addons,
      selectedImage: image,
    });
    return 'created';
  });
}

/**
 * Moves a line's quantity one step up or down in one guarded UPDATE (no read-modify-write race).
 * Going above stock is allowed (the line then shows as out of stock); going below 1 is refused.
 * @throws not found when the line is unknown or not the caller's, invalid at the bounds
 */
export async function changeQuantity(db: Db, owner: Owner, lineId: string, step: 1 | -1): Promise<void> {
  const scope = ownedBy(cartLines, owner);
  if (!scope) throw notFound(CART_LINE_NOT_FOUND);
  const withinBounds = step > 0 ? lt(cartLines.quantity, MAX_LINE_QUANTITY) : gt(cartLines.quantity, 1);
  const [updated] = await db
    .update(cartLines)
    .set({ quantity: sql`${cartLines.quantity} + ${step}` })
    .where(and(eq(cartLines.id, lineId), scope, withinBounds))
    .returning({ id: cartLines.id });
  if (updated) return;
  const [line] = await db
    .select({ id: cartLines.id })
    .from(cartLines)
    .where(and(eq(cartLines.id, lineId), scope))
    .limit(1);
  if (!line) throw notFound(CART_LINE_NOT_FOUND);
  throw invalid(step > 0 ? QUANTITY_LIMIT_MESSAGE : MIN_QUANTITY_MESSAGE);
}

/** Deletes one of the caller's lines. @throws not found when unknown or not the caller's */
export async function deleteCartLine(db: Db, owner: Owner, lineId: string): Promise<void> {
  const scope = ownedBy(cartLines, owner);
  if (!scope) throw notFound(CART_LINE_NOT_FOUND);
  const [deleted] = await db
    .delete(cartLines)
    .where(and(eq(cartLines.id, lineId), scope))
    .returning({ id: cartLines.id });
  if (!deleted) throw notFound(CART_LINE_NOT_FOUND);
}

/**
 * Replaces a line's add-ons with options its product offers, at the product's prices.
 * @throws not found when unknown or not the caller's, invalid when an add-on is not offered
 */
export async function updateCartLineAddons(
  db: Db,
  owner: Owner,
  lineId: string,
  requested: readonly SelectedAddon[],
): Promise<void> {
  const scope = ownedBy(cartLines, owner);
  if (!scope) throw notFound(CART_LINE_NOT_FOUND);
  const [line] = await db
    .select({ id: cartLines.id, offered: products.addons })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(and(eq(cartLines.id, lineId), scope))
    .limit(1);
  if (!line) throw notFound(CART_LINE_NOT_FOUND);
  const addons = resolveAddons(line.offered, requested);
  const [updated] = await db
    .update(cartLines)
    .set({ addons })
    .where(and(eq(cartLines.id, lineId), scope))
    .returning({ id: cartLines.id });
  if (!updated) throw notFound(CART_LINE_NOT_FOUND);
}

/**
 * Deletes an owner's cart lines of the given products — for placing an order, inside its transaction.
 * @returns the number of lines deleted (0 when the owner is nobody or no product is given)
 * @example await db.transaction(async (tx) => { …; await clearCartLines(tx, owner, productIds); })
 */
export async function clearCartLines(tx: Db, owner: Owner, productIds: readonly string[]): Promise<number> {
  const scope = ownedBy(cartLines, owner);
  if (!scope || productIds.length === 0) return 0;
  const deleted = await tx
    .delete(cartLines)
    .where(and(scope, inArray(cartLines.productId, [...productIds])))
    .returning({ id: cartLines.id });
  return deleted.length;
}

/**
 * Merges a guest session's cart into a customer's, inside the caller's transaction (sign-in, spec §4).
 * Each guest line is added as add-to-cart would add it: an equal line (same product and add-ons) grows,
 * capped at the line maximum; another line moves to the account. Every shop's cart moves (parked carts,
 * issue 22): the guest's cart at one shop joins the account's cart at that shop, and a shop where only
 * the guest had a cart becomes one more of the account's carts. Nothing is deleted.
 * @returns how many guest lines joined the account's carts
 */
export async function mergeGuestCart(tx: Db, sessionId: string, customerId: string): Promise<number> {
  const guest = guestOwner(sessionId);
  const account = customerOwner(customerId);
  const guestScope = ownedBy(cartLines, guest);
  const accountScope = ownedBy(cartLines, account);
  if (!guestScope || !accountScope) return 0;
  await lockOwner(tx, account);
  await lockOwner(tx, guest);
  const columns = {
    id: cartLines.id,
    sellerId: cartLines.sellerId,
    productId: cartLines.productId,
    quantity: cartLines.quantity,
    addons: cartLines.addons,
  };
  const guestLines = await tx.select(columns).from(cartLines).where(guestScope);
  if (guestLines.length === 0) return 0;
  const accountLines = await tx.select(columns).from(cartLines).where(accountScope);

  const moved: string[] = [];
  const absorbed: string[] = [];
  for (const line of guestLines) {
    const equal = accountLines.find(
      (candidate) => candidate.productId === line.productId && sameAddons(candidate.addons, line.addons),
    );
    if (!equal) {
      moved.push(line.id);
      continue;
    }
    equal.quantity = Math.min(MAX_LINE_QUANTITY, equal.quantity + line.quantity);
    await tx.update(cartLines).set({ quantity: equal.quantity }).where(eq(cartLines.id, equal.id));
    absorbed.push(line.id);
  }
  if (moved.length > 0) {
    await tx.update(cartLines).set({ customerId, sessionId: null }).where(inArray(cartLines.id, moved));
  }
  if (absorbed.length > 0) await tx.delete(cartLines).where(inArray(cartLines.id, absorbed));
  return guestLines.length;
}
