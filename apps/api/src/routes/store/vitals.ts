import { VitalsBatchSchema, VitalsSummarySchema } from '@souk/core';
import { SECURITY } from '../../plugins/openapi.js';
import { createVitalsStore } from '../../services/vitals.js';
import type { App, Deps } from '../../types.js';

/** A full batch of 20 reports is ≈ 3 KB; anything far larger is not a browser's beacon. */
export const VITALS_BODY_LIMIT = 16 * 1024;
/** Per IP: a page sends a beacon each time it is hidden, a few per page view at most. */
export const VITALS_IP_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

/**
 * POST /vitals takes the web-vitals reports of shoppers' browsers (spec §7 Other); GET /vitals answers
 * p50/p75/p95 per route and metric over the last samples, to compare field data with the lab's. The store
 * lives in this process's memory: a restart clears it.
 */
export function vitalsRoutes(app: App, _deps: Deps): void {
  const store = createVitalsStore();

  // its own scope: the text/plain parser below applies to these routes only
  app.register(async (plugin) => {
    const scope = plugin as unknown as App;
    // navigator.sendBeacon with a string sends text/plain: parse it as JSON with Fastify's safe parser
    // (rejects __proto__ / constructor.prototype keys); bad JSON becomes 400 through the error mapping
    scope.removeContentTypeParser('text/plain');
    scope.addContentTypeParser(
      'text/plain',
      { parseAs: 'string', bodyLimit: VITALS_BODY_LIMIT },
      scope.getDefaultJsonParser('error', 'error'),
    );

    scope.post(
      '/vitals',
      {
        schema: {
          operationId: 'reportVitals',
          summary: "Record a batch of web-vitals reports from a shopper's browser",
          description:
            '`navigator.sendBeacon` sends the JSON as `text/plain`: both are accepted. Limited to 16 KiB and per address.',
          tags: ['vitals'],
          security: SECURITY.public,
          consumes: ['application/json', 'text/plain'],
          body: VitalsBatchSchema,
          openapi: { responses: { 204: { description: 'Recorded' } } },
        },
        bodyLimit: VITALS_BODY_LIMIT,
        config: { rateLimit: VITALS_IP_LIMIT },
      },
      async (request, reply) => {
        store.record(request.body);
        return reply.status(204).send();
      },
    );

    scope.get(
      '/vitals',
      {
        schema: {
          operationId: 'getVitalsSummary',
          summary: 'p50, p75 and p95 of the recent web-vitals reports per route and metric',
          tags: ['vitals'],
          security: SECURITY.public,
          response: { 200: VitalsSummarySchema },
        },
        config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      },
      async () => store.summary(),
    );
  });
}
