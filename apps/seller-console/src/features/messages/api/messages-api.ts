import {
  type Http,
  type MESSAGE_FILTERS,
  SellerMessageResponseSchema,
  SellerMessagesResponseSchema,
  type UpdateSellerMessageBody,
} from '@souk/core';
import { wireConsoleArea } from '../../../lib/api-area.js';

export type MessageFilter = (typeof MESSAGE_FILTERS)[number];

export function createMessagesApi(http: Http) {
  return {
    /** GET /seller/messages?page&filter: unread first, then newest. */
    list: (page: number, filter: MessageFilter) =>
      http.send({
        method: 'get',
        path: 'seller/messages',
        searchParams: { page, filter },
        schema: SellerMessagesResponseSchema,
        fallback: 'Failed to load messages',
      }),
    /** PUT /seller/messages/{id}: read/unread, handled/open. */
    update: (id: string, body: UpdateSellerMessageBody) =>
      http.send({
        method: 'put',
        path: `seller/messages/${encodeURIComponent(id)}`,
        json: body,
        schema: SellerMessageResponseSchema,
        fallback: 'Could not update the message',
      }),
    /** POST /seller/messages/{id}/replies: mailed to the shopper with the original quoted. */
    reply: (id: string, body: string) =>
      http.send({
        method: 'post',
        path: `seller/messages/${encodeURIComponent(id)}/replies`,
        json: { body },
        schema: SellerMessageResponseSchema,
        fallback: 'Could not send the reply',
      }),
  };
}
export type MessagesApi = ReturnType<typeof createMessagesApi>;

export let messagesApi: MessagesApi = wireConsoleArea(createMessagesApi, (area) => {
  messagesApi = area;
});
