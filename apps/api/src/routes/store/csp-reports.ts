import { CspReportBodySchema, cspViolations } from '@souk/core';
import { SECURITY } from '../../plugins/openapi.js';
import type { App, Deps } from '../../types.js';

/** Twenty reports with their samples fit easily; anything far larger is not a browser's report. */
export const CSP_REPORT_BODY_LIMIT = 16 * 1024;
/** Per IP: a page with a broken policy reports each blocked load, but not hundreds a minute. */
export const CSP_REPORT_IP_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

/** The browsers' two report formats: `report-uri` (legacy) and the Reporting API (`report-to`). */
const REPORT_TYPES = ['application/csp-report', 'application/reports+json'];

/**
 * POST /csp-reports takes the Content-Security-Policy violations browsers report for the shop's pages
 * (`plugins/content-security-policy.ts` names it in every page's policy): each is logged as one warn line, so a
 * script the payment page was not meant to load shows up in the logs.
 */
export function cspReportRoutes(app: App, _deps: Deps): void {
  // its own scope: the report parsers apply to this route only
  app.register(async (plugin) => {
    const scope = plugin as unknown as App;
    // Fastify's JSON parser (refuses __proto__ / constructor.prototype keys); bad JSON is a 400
    for (const type of REPORT_TYPES) {
      scope.addContentTypeParser(
        type,
        { parseAs: 'string', bodyLimit: CSP_REPORT_BODY_LIMIT },
        scope.getDefaultJsonParser('error', 'error'),
      );
    }

    scope.post(
      '/csp-reports',
      {
        schema: {
          operationId: 'reportCspViolations',
          summary: 'Record Content-Security-Policy violation reports from a browser',
          description:
            'Browsers post `application/csp-report` (report-uri) or `application/reports+json` (report-to); `application/json` is accepted too. Limited to 16 KiB and per address.',
          tags: ['security'],
          security: SECURITY.public,
          consumes: [...REPORT_TYPES, 'application/json'],
          body: CspReportBodySchema,
          openapi: { responses: { 204: { description: 'Recorded' } } },
        },
        bodyLimit: CSP_REPORT_BODY_LIMIT,
        config: { rateLimit: CSP_REPORT_IP_LIMIT },
      },
      async (request, reply) => {
        for (const violation of cspViolations(request.body)) {
          request.log.warn({ csp: violation, ip: request.ip }, 'content security policy violation');
        }
        return reply.status(204).send();
      },
    );
  });
}
