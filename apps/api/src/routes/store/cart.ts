import {
  AddToCartBodySchema,
  CartResponseSchema,
  IdSchema,
  MessageResponseSchema,
  UpdateCartItemBodySchema,
} from '@souk/core';
import * as z from 'zod/mini';
import { customerOwner, guestOwnerOf } from '../../domain/owner.js';
import { ownerFromBody, ownerOf, requireSameCustomer } from '../../plugins/identity.js';
import { SECURITY } from '../../plugins/openapi.js';
import { addToCart, changeQuantity, deleteCartLine, updateCartLineAddons } from '../../services/cart.js';
import { loadCart } from '../../services/cart-view.js';
import type { App, Deps } from '../../types.js';

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
        operationId: 'addToCart',
        summary: "Add a product to a customer's or a guest's cart",
        description:
          "The owner is the body's `userId` (it must be the signed-in customer: 401 without a token, 403 for another id), else the guest `sessionId` of the body. 201 when a line was created, 200 when an existing line grew. Client prices are ignored. 409 when the owner has a cart in another shop and none in this product's shop, unless `startNewCart` is true: a cart then starts here and the other shop's cart is kept (parked carts).",
        tags: ['cart'],
        security: SECURITY.optionalCustomer,
        body: AddToCartBodySchema,
        response: { 200: MessageResponseSchema, 201: MessageResponseSchema },
        errors: [401, 403, 404, 409],
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
        startNewCart: body.startNewCart,
      });
      // 201 when a line was created, 200 when an existing line grew
      return reply.status(outcome === 'created' ? 201 : 200).send({ message: ADDED_TO_CART });
    },
  );

  app.get(
    '/home/product/get-card-product/:userId/:sellerId',
    {
      schema: {
        operationId: 'getCart',
        summary: "A signed-in customer's cart with one seller's shipping fee",
        tags: ['cart'],
        security: SECURITY.customer,
        params: CustomerCartParams,
        response: { 200: CartResponseSchema },
        errors: [401, 403, 404],
      },
    },
    async (request) => {
      const customer = requireSameCustomer(request, request.params.userId);
      return loadCart(db, customerOwner(customer.id), request.params.sellerId, config.shippingFeeDefault);
    },
  );

  app.get(
    '/home/product/get-card-product-guest/:sessionId/:sellerId',
    {
      schema: {
        operationId: 'getGuestCart',
        summary: "A guest session's cart with one seller's shipping fee",
        description: "The session id in the path is the guest's credential (400 when malformed).",
        tags: ['cart'],
        security: SECURITY.public,
        params: GuestCartParams,
        response: { 200: CartResponseSchema },
        errors: [404],
      },
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
      schema: {
        operationId: 'removeFromCart',
        summary: "Remove a line from the caller's cart",
        tags: ['cart'],
        security: SECURITY.customerOrGuest,
        params: CartLineParams,
        response: { 200: MessageResponseSchema },
        errors: [404],
      },
    },
    async (request) => {
      await deleteCartLine(db, ownerOf(request), request.params.cartId);
      return { message: REMOVED_FROM_CART };
    },
  );

  app.put(
    '/home/product/quantity-inc/:cartId',
    {
      schema: {
        operationId: 'increaseCartQuantity',
        summary: 'Add one to the quantity of a cart line',
        description: 'Refused (400) at the line limit; above the stock the line shows as out of stock.',
        tags: ['cart'],
        security: SECURITY.customerOrGuest,
        params: CartLineParams,
        response: { 200: MessageResponseSchema },
        errors: [404],
      },
    },
    async (request) => {
      await changeQuantity(db, ownerOf(request), request.params.cartId, 1);
      return { message: QUANTITY_UPDATED };
    },
  );

  app.put(
    '/home/product/quantity-dec/:cartId',
    {
      schema: {
        operationId: 'decreaseCartQuantity',
        summary: 'Take one from the quantity of a cart line',
        description: 'Refused (400) below a quantity of 1.',
        tags: ['cart'],
        security: SECURITY.customerOrGuest,
        params: CartLineParams,
        response: { 200: MessageResponseSchema },
        errors: [404],
      },
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
        operationId: 'updateCartItem',
        summary: 'Replace the add-ons of a cart line',
        tags: ['cart'],
        security: SECURITY.customerOrGuest,
        params: CartLineParams,
        body: UpdateCartItemBodySchema,
        response: { 200: MessageResponseSchema },
        errors: [404],
      },
    },
    async (request) => {
      await updateCartLineAddons(db, ownerOf(request), request.params.cartId, request.body.addons);
      return { message: CART_ITEM_UPDATED };
    },
  );
}
