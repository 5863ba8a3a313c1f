import * as z from 'zod/mini';

/**
 * Most reports one `application/reports+json` post may carry.
 * @example CSP_REPORTS_MAX // 20
 */
export const CSP_REPORTS_MAX = 20;

const text = z.optional(z.string().check(z.maxLength(8192)));
const position = z.optional(z.number().check(z.int(), z.nonnegative()));

/**
 * A violation as `report-uri` sends it (`Content-Type: application/csp-report`), the fields read.
 * @example LegacyCspReportSchema.parse({ 'csp-report': { 'blocked-uri': 'inline', 'line-number': 12 } }) // { 'csp-report': { 'blocked-uri': 'inline', 'line-number': 12 } }
 */
export const LegacyCspReportSchema = z.object({
  'csp-report': z.object({
    'document-uri': text,
    'violated-directive': text,
    'effective-directive': text,
    'blocked-uri': text,
    'source-file': text,
    'line-number': position,
    'column-number': position,
    'script-sample': text,
    disposition: text,
  }),
});

/**
 * A report as the Reporting API (`report-to`) sends it, in an `application/reports+json` array.
 * @example ReportingApiReportSchema.parse({ type: 'csp-violation', body: { blockedURL: 'inline', lineNumber: 12 } }).body?.blockedURL // "inline"
 */
export const ReportingApiReportSchema = z.object({
  type: z.string().check(z.maxLength(64)),
  url: text,
  body: z.optional(
    z.object({
      documentURL: text,
      effectiveDirective: text,
      blockedURL: text,
      sourceFile: text,
      lineNumber: position,
      columnNumber: position,
      sample: text,
      disposition: text,
    }),
  ),
});

/**
 * POST /api/csp-reports body: either format browsers send Content-Security-Policy violations in.
 * @example CspReportBodySchema.safeParse([{ type: 'csp-violation', body: { blockedURL: 'eval' } }]).success // true
 * @example CspReportBodySchema.safeParse([]).success // false
 */
export const CspReportBodySchema = z.union([
  LegacyCspReportSchema,
  z.array(ReportingApiReportSchema).check(z.minLength(1), z.maxLength(CSP_REPORTS_MAX)),
]);
/**
 * A `POST /api/csp-reports` body, in either format, as {@link CspReportBodySchema} parses it.
 * @example
 * ```ts
 * const body: CspReportBody = [
 *   { type: 'csp-violation', url: 'https://tea.example/', body: { effectiveDirective: 'img-src', blockedURL: 'data' } },
 * ];
 * ```
 */
export type CspReportBody = z.infer<typeof CspReportBodySchema>;

/**
 * One violation, whichever format it came in.
 * @example
 * ```ts
 * const violations: CspViolation[] = cspViolations({ 'csp-report': { 'violated-directive': 'script-src' } });
 * violations[0]?.directive // "script-src"
 * ```
 */
export interface CspViolation {
  document: string | undefined;
  directive: string | undefined;
  blocked: string | undefined;
  source: string | undefined;
  line: number | undefined;
  column: number | undefined;
  sample: string | undefined;
  disposition: string | undefined;
}

/**
 * The violations of a report body, in one shape; Reporting API reports of other types are skipped.
 * @example cspViolations({ 'csp-report': { 'blocked-uri': 'inline', 'effective-directive': 'script-src-elem' } })[0]?.directive // "script-src-elem"
 */
export function cspViolations(body: CspReportBody): CspViolation[] {
  if (!Array.isArray(body)) {
    const report = body['csp-report'];
    return [
      {
        document: report['document-uri'],
        directive: report['effective-directive'] ?? report['violated-directive'],
        blocked: report['blocked-uri'],
        source: report['source-file'],
        line: report['line-number'],
        column: report['column-number'],
        sample: report['script-sample'],
        disposition: report.disposition,
      },
    ];
  }
  return body.flatMap((report) =>
    report.type === 'csp-violation' && report.body
      ? [
          {
            document: report.body.documentURL ?? report.url,
            directive: report.body.effectiveDirective,
            blocked: report.body.blockedURL,
            source: report.body.sourceFile,
            line: report.body.lineNumber,
            column: report.body.columnNumber,
            sample: report.body.sample,
            disposition: report.body.disposition,
          },
        ]
      : [],
  );
}
