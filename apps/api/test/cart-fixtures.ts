import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import { cartLines, wishlistItems } from '../src/db/schema.js';
import type { TestContext } from './harness.js';

type Headers = Record<string, string>;

/** Add-ons a test product offers: one single-choice question and one checkbox question. */
export const OFFERED_ADDONS = [
  {
    question: 'Size',
    type: 'Drop-Down List',
    options: [
      { text: 'Small', price: 0 },
      { text: 'Large', price: 2.5 },
    ],
  },
  {
    question: 'Extras',
    type: 'Checkboxes',
    options: [
      { text: 'Gift wrap', price: 1.5 },
      { text: 'Card', price: 0.5 },
    ],
  },
];

/** POST /api/home/product/add-to-card */
export function addToCart(ctx: TestContext, payload: Record<string, unknown>, headers: Headers = {}) {
  return ctx.app.inject({ method: 'POST', url: '/api/home/product/add-to-card', payload, headers });
}

/** POST /api/home/product/add-to-wishlist */
export function addToWishlist(ctx: TestContext, payload: Record<string, unknown>, headers: Headers = {}) {
  return ctx.app.inject({ method: 'POST', url: '/api/home/product/add-to-wishlist', payload, headers });
}

/** The cart lines a customer owns, oldest first. */
export function customerLines(db: Db, customerId: string) {
  return db
    .select()
    .from(cartLines)
    .where(eq(cartLines.customerId, customerId))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
}

/** The cart lines a guest session owns, oldest first. */
export function guestLines(db: Db, sessionId: string) {
  return db
    .select()
    .from(cartLines)
    .where(eq(cartLines.sessionId, sessionId))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
}

/** Every cart line, for "nothing changed" checks. */
export function allLines(db: Db) {
  return db.select().from(cartLines).orderBy(asc(cartLines.id));
}

/** Every wishlist item, for "nothing changed" checks. */
export function allWishlistItems(db: Db) {
  return db.select().from(wishlistItems).orderBy(asc(wishlistItems.id));
}

/** The wishlist items a customer owns. */
export function customerWishlist(db: Db, customerId: string) {
  return db.select().from(wishlistItems).where(eq(wishlistItems.customerId, customerId));
}

/** The wishlist items a guest session owns (no customer). */
export function guestWishlist(db: Db, sessionId: string) {
  return db
    .select()
    .from(wishlistItems)
    .where(and(eq(wishlistItems.sessionId, sessionId), isNull(wishlistItems.customerId)));
}
