import {
  AddToWishlistBodySchema,
  AddToWishlistResponseSchema,
  DeleteWishlistResponseSchema,
  IdSchema,
  WishlistResponseSchema,
} from '@souk/core';
import * as z from 'zod/mini';
import { customerOwner, guestOwnerOf } from '../../domain/owner.js';
import { ownerFromBody, ownerOf, requireSameCustomer } from '../../plugins/identity.js';
import { SECURITY } from '../../plugins/openapi.js';
import { addToWishlist, deleteWishlistItem, listWishlist } from '../../services/wishlist.js';
import type { App, Deps } from '../../types.js';

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
      schema: {
        operationId: 'addToWishlist',
        summary: "Add a product to a customer's or a guest's wishlist",
        description:
          "The owner is the body's `userId` (it must be the signed-in customer: 401 without a token, 403 for another id), else the guest `sessionId` of the body. Only the product is stored; the display fields of the body are ignored. 409 when the product is already listed.",
        tags: ['wishlist'],
        security: SECURITY.optionalCustomer,
        body: AddToWishlistBodySchema,
        response: { 201: AddToWishlistResponseSchema },
        errors: [401, 403, 404, 409],
      },
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
      schema: {
        operationId: 'getWishlist',
        summary: "A signed-in customer's wishlist",
        tags: ['wishlist'],
        security: SECURITY.customer,
        params: CustomerParams,
        response: { 200: WishlistResponseSchema },
        errors: [401, 403],
      },
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
      schema: {
        operationId: 'getGuestWishlist',
        summary: "A guest session's wishlist",
        description: "The session id in the path is the guest's credential (400 when malformed).",
        tags: ['wishlist'],
        security: SECURITY.public,
        params: GuestParams,
        response: { 200: WishlistResponseSchema },
      },
    },
    async (request) => {
      const wishlists = await listWishlist(db, guestOwnerOf(request.params.sessionId));
      return { wishlists, wishlistCount: wishlists.length };
    },
  );

  app.delete(
    '/home/product/delete-wishlist-product/:wishlistId',
    {
      schema: {
        operationId: 'removeFromWishlist',
        summary: "Remove an item from the caller's wishlist",
        tags: ['wishlist'],
        security: SECURITY.customerOrGuest,
        params: WishlistItemParams,
        response: { 200: DeleteWishlistResponseSchema },
        errors: [404],
      },
    },
    async (request) => {
      await deleteWishlistItem(db, ownerOf(request), request.params.wishlistId);
      return { message: REMOVED_FROM_WISHLIST, wishlistId: request.params.wishlistId };
    },
  );
}
