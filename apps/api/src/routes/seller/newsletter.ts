import { SubscribersQuerySchema, SubscribersResponseSchema } from '@souk/core';
import { SECURITY } from '../../plugins/openapi.js';
import { sellerAccountOf } from '../../plugins/seller-auth.js';
import { listSubscribers, subscribersCsv } from '../../services/subscriptions.js';
import type { App, Deps } from '../../types.js';

/** The signed-in seller's newsletter subscribers: counts and a page of the list, and the CSV export. */
export function sellerNewsletterRoutes(app: App, { db }: Deps): void {
  app.get(
    '/seller/newsletter',
    {
      schema: {
        operationId: 'listNewsletterSubscribers',
        summary: "The shop's newsletter subscribers: counts by state and a page of the list, newest first",
        tags: ['seller-console'],
        security: SECURITY.seller,
        querystring: SubscribersQuerySchema,
        response: { 200: SubscribersResponseSchema },
        errors: [401],
      },
    },
    async (request) =>
      listSubscribers(db, sellerAccountOf(request).sellerId, 'newsletter', request.query.page),
  );

  app.get(
    '/seller/newsletter/export',
    {
      schema: {
        operationId: 'exportNewsletterSubscribers',
        summary: "The shop's confirmed newsletter subscribers as CSV",
        description:
          'Columns `email`, `subscribed_at`, `confirmed_at`; a cell starting with `=`, `+`, `-` or `@` is prefixed with a quote so a spreadsheet never runs it.',
        tags: ['seller-console'],
        security: SECURITY.seller,
        errors: [401],
        openapi: {
          responses: {
            200: { description: 'The CSV file', content: { 'text/csv': { schema: { type: 'string' } } } },
          },
        },
      },
    },
    async (request, reply) => {
      const csv = await subscribersCsv(db, sellerAccountOf(request).sellerId, 'newsletter');
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="newsletter-subscribers.csv"')
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
}
