import {
  AddToWishlistBodySchema,
  AddToWishlistResponseSchema,
  DeleteWishlistResponseSchema,
  IdSchema,
  WishlistResponseSchema,
} from '@souk/core';
import * as z from 'zod/mini';
import type { App, Deps } from '../app.js';
import { customerOwner, guestOwnerOf, ownerFromBody } from '../lib/owner-scope.js';
import { ownerOf, requireSameCustomer } from '../plugins/identity.js';
import { addToWishlist, deleteWishlistItem, listWishlist } from '../services/wishlist.js';

const CustomerParams = z.object({ userId: IdSchema });
const GuestParams = z.object({ sessionId: z.string().check(z.maxLength(128)) });
const WishlistItemParams = z.object({ wishlistId: IdSchema });

export const ADDED_TO_WISHLIST = 'Product added to wishlist';
export const REMOVED_FROM_WISHLIST = 'Product removed from wishlist';

/**
 * Wishlist calls of spec §7: per customer or guest session, no duplicates per owner; an item is reachable
 * by id only by its owner, else 404.
 */
export function wishlistRoutes(app: App, { db }: Deps): void {
  app.post(
    '/home/product/add-to-wishlist',
    {
      schema: { body: AddToWishlistBodySchema, response: { 201: AddToWishlistResponseSchema } },
    },
    async (request, reply) => {
      const owner = ownerFromBody(request, request.body);
      const wishlist = await addToWishlist(db, owner, request.body.productId);
      return reply.status(201).send({ message: ADDED_TO_WISHLIST, wishlist });
    },
  );

  app.get(
    '/home/product/get-wishlist-products/:userId',
    {
      schema: { params: CustomerParams, response: { 200: WishlistResponseSchema } },
    },
    async (request) => {
      const customer = requireSameCustomer(request, request.params.userId);
      const wishlists = await listWishlist(db, customerOwner(customer.id));
      return { wishlists, wishlistCount: wishlists.length };
    },
  );

  app.get(
    '/home/product/get-wishlist-products-guest/:sessionId',
    {
      schema: { params: GuestParams, response: { 200: WishlistResponseSchema } },
    },
    async (request) => {
      const wishlists = await listWishlist(db, guestOwnerOf(request.params.sessionId));
      return { wishlists, wishlistCount: wishlists.length };
    },
  );

  app.delete(
    '/home/product/delete-wishlist-product/:wishlistId',
    {
      schema: { params: WishlistItemParams, response: { 200: DeleteWishlistResponseSchema } },
    },
    async (request) => {
      await deleteWishlistItem(db, ownerOf(request), request.params.wishlistId);
      return { message: REMOVED_FROM_WISHLIST, wishlistId: request.params.wishlistId };
    },
  );
}
