import {
  AddToCartBodySchema,
  CartResponseSchema,
  IdSchema,
  MessageResponseSchema,
  UpdateCartItemBodySchema,
} from '@souk/core';
import * as z from 'zod/mini';
import type { App, Deps } from '../app.js';
import { customerOwner, guestOwnerOf, ownerFromBody } from '../lib/owner-scope.js';
import { ownerOf, requireSameCustomer } from '../plugins/identity.js';
import { addToCart, changeQuantity, deleteCartLine, updateCartLineAddons } from '../services/cart.js';
import { loadCart } from '../services/cart-view.js';

const CustomerCartParams = z.object({ userId: IdSchema, sellerId: IdSchema });
const GuestCartParams = z.object({ sessionId: z.string().check(z.maxLength(128)), sellerId: IdSchema });
const CartLineParams = z.object({ cartId: IdSchema });

export const ADDED_TO_CART = 'Product added to cart';
export const QUANTITY_UPDATED = 'Quantity updated';
export const REMOVED_FROM_CART = 'Product removed from cart';
export const CART_ITEM_UPDATED = 'Cart item updated';

/**
 * Cart calls of spec §7. Lines belong to a customer (token) or a guest session; a line is reachable by id
 * only by its owner (customer by token, guest by the x-guest-session header), else 404.
 */
export function cartRoutes(app: App, { db, config }: Deps): void {
  app.post(
    '/home/product/add-to-card',
    {
      schema: {
        body: AddToCartBodySchema,
        response: { 200: MessageResponseSchema, 201: MessageResponseSchema },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const owner = ownerFromBody(request, body);
      const outcome = await addToCart(db, owner, {
        productId: body.productId,
        quantity: body.quantity,
        addons: body.addons,
        selectedImage: body.selectedImage,
      });
      // 201 when a line was created, 200 when an existing line grew
      return reply.status(outcome === 'created' ? 201 : 200).send({ message: ADDED_TO_CART });
    },
  );

  app.get(
    '/home/product/get-card-product/:userId/:sellerId',
    {
      schema: { params: CustomerCartParams, response: { 200: CartResponseSchema } },
    },
    async (request) => {
      const customer = requireSameCustomer(request, request.params.userId);
      return loadCart(db, customerOwner(customer.id), request.params.sellerId, config.shippingFeeDefault);
    },
  );

  app.get(
    '/home/product/get-card-product-guest/:sessionId/:sellerId',
    {
      schema: { params: GuestCartParams, response: { 200: CartResponseSchema } },
    },
    async (request) =>
      loadCart(
        db,
        guestOwnerOf(request.params.sessionId),
        request.params.sellerId,
        config.shippingFeeDefault,
      ),
  );

  app.delete(
    '/home/product/delete-card-product/:cartId',
    {
      schema: { params: CartLineParams, response: { 200: MessageResponseSchema } },
    },
    async (request) => {
      await deleteCartLine(db, ownerOf(request), request.params.cartId);
      return { message: REMOVED_FROM_CART };
    },
  );

  app.put(
    '/home/product/quantity-inc/:cartId',
    {
      schema: { params: CartLineParams, response: { 200: MessageResponseSchema } },
    },
    async (request) => {
      await changeQuantity(db, ownerOf(request), request.params.cartId, 1);
      return { message: QUANTITY_UPDATED };
    },
  );

  app.put(
    '/home/product/quantity-dec/:cartId',
    {
      schema: { params: CartLineParams, response: { 200: MessageResponseSchema } },
    },
    async (request) => {
      await changeQuantity(db, ownerOf(request), request.params.cartId, -1);
      return { message: QUANTITY_UPDATED };
    },
  );

  app.put(
    '/home/product/update-cart-item/:cartId',
    {
      schema: {
        params: CartLineParams,
        body: UpdateCartItemBodySchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await updateCartLineAddons(db, ownerOf(request), request.params.cartId, request.body.addons);
      return { message: CART_ITEM_UPDATED };
    },
  );
}
