import {
  ReplySellerMessageBodySchema,
  SellerIdParamsSchema,
  SellerMessageResponseSchema,
  SellerMessagesQuerySchema,
  SellerMessagesResponseSchema,
  UpdateSellerMessageBodySchema,
} from '@souk/core';
import { SECURITY } from '../../plugins/openapi.js';
import { sellerAccountOf } from '../../plugins/seller-auth.js';
import {
  listSellerMessages,
  MESSAGE_UPDATED,
  REPLY_SENT,
  replyToSellerMessage,
  updateSellerMessage,
} from '../../services/seller-console/seller-messages.js';
import type { App, Deps } from '../../types.js';

/** The contact-form messages of the signed-in seller's shop: list, mark read or handled, reply. */
export function sellerMessageRoutes(app: App, { db }: Deps): void {
  app.get(
    '/seller/messages',
    {
      schema: {
        operationId: 'listSellerMessages',
        summary: "A page of the shop's contact messages with their replies, unread first, then newest",
        tags: ['seller-console'],
        security: SECURITY.seller,
        querystring: SellerMessagesQuerySchema,
        response: { 200: SellerMessagesResponseSchema },
        errors: [401],
      },
    },
    async (request) => ({
      success: true,
      ...(await listSellerMessages(db, sellerAccountOf(request).sellerId, request.query)),
    }),
  );

  app.put(
    '/seller/messages/:id',
    {
      schema: {
        operationId: 'updateSellerMessage',
        summary: 'Mark a message of the shop read or unread, handled or open',
        tags: ['seller-console'],
        security: SECURITY.seller,
        params: SellerIdParamsSchema,
        body: UpdateSellerMessageBodySchema,
        response: { 200: SellerMessageResponseSchema },
        errors: [401, 404],
      },
    },
    async (request) => ({
      success: true,
      message: MESSAGE_UPDATED,
      contactMessage: await updateSellerMessage(
        db,
        sellerAccountOf(request).sellerId,
        request.params.id,
        request.body,
      ),
    }),
  );

  app.post(
    '/seller/messages/:id/replies',
    {
      schema: {
        operationId: 'replySellerMessage',
        summary: 'Answer a message of the shop: the reply is mailed to the shopper with the original quoted',
        tags: ['seller-console'],
        security: SECURITY.seller,
        params: SellerIdParamsSchema,
        body: ReplySellerMessageBodySchema,
        response: { 201: SellerMessageResponseSchema },
        errors: [401, 404],
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const contactMessage = await replyToSellerMessage(
        db,
        sellerAccountOf(request),
        request.params.id,
        request.body.body,
      );
      return reply.status(201).send({ success: true, message: REPLY_SENT, contactMessage });
    },
  );
}
