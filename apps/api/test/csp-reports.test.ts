import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CSP_REPORT_IP_LIMIT } from '../src/routes/store/csp-reports.js';
import { insertSeller } from './fixtures.js';
import { createTestContext, type TestContext } from './harness.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

let nextIp = 1;
/** Each test posts from its own address, so the per-IP rate limit of one test never reaches another. */
const freshIp = () => `203.0.113.${nextIp++}`;

function post(body: unknown, contentType: string, ip = freshIp()) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/csp-reports',
    remoteAddress: ip,
    headers: { 'content-type': contentType },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const LEGACY = {
  'csp-report': {
    'document-uri': 'http://localhost/tea/payment',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'blocked-uri': 'https://evil.example/skimmer.js',
    'original-policy': "default-src 'self'",
    disposition: 'enforce',
    'status-code': 200,
  },
};

const REPORTING_API = [
  {
    type: 'csp-violation',
    age: 10,
    url: 'http://localhost/tea',
    user_agent: 'Chromium',
    body: {
      documentURL: 'http://localhost/tea',
      effectiveDirective: 'frame-src',
      blockedURL: 'https://frames.example/',
      sourceFile: 'http://localhost/assets/index-AbCd1234.js',
      lineNumber: 1,
      columnNumber: 200,
      disposition: 'enforce',
      statusCode: 200,
    },
  },
  { type: 'deprecation', age: 1, url: 'http://localhost/tea', body: { id: 'x' } },
];

describe('POST /api/csp-reports', () => {
  it('takes a report-uri report and logs one warn line naming what was blocked', async () => {
    const warn = vi.spyOn(ctx.app.log, 'warn');
    try {
      const response = await post(LEGACY, 'application/csp-report');
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      const lines = warn.mock.calls.filter(([, message]) => message === 'content security policy violation');
      expect(lines).toHaveLength(1);
      expect(lines[0]?.[0]).toMatchObject({
        csp: {
          document: 'http://localhost/tea/payment',
          directive: 'script-src-elem',
          blocked: 'https://evil.example/skimmer.js',
          disposition: 'enforce',
        },
      });
    } finally {
      warn.mockRestore();
    }
  });

  it('takes Reporting API batches, logging the CSP violations among them', async () => {
    const warn = vi.spyOn(ctx.app.log, 'warn');
    try {
      const response = await post(REPORTING_API, 'application/reports+json');
      expect(response.statusCode).toBe(204);
      const lines = warn.mock.calls.filter(([, message]) => message === 'content security policy violation');
      expect(lines).toHaveLength(1);
      expect(lines[0]?.[0]).toMatchObject({
        csp: {
          directive: 'frame-src',
          blocked: 'https://frames.example/',
          source: 'http://localhost/assets/index-AbCd1234.js',
          line: 1,
          column: 200,
        },
      });
    } finally {
      warn.mockRestore();
    }
  });

  it('refuses bodies that are no report with 400 naming the field', async () => {
    const wrongShape = await post({ 'csp-report': { 'line-number': 'ten' } }, 'application/csp-report');
    expect(wrongShape.statusCode).toBe(400);
    expect(wrongShape.json().error).toMatch(/line-number|csp-report/);
    const notJson = await post('{"csp-report":', 'application/csp-report');
    expect(notJson.statusCode).toBe(400);
    const emptyBatch = await post([], 'application/reports+json');
    expect(emptyBatch.statusCode).toBe(400);
    const otherType = await post('csp', 'text/plain');
    expect(otherType.statusCode).toBe(400);
  });

  it('refuses bodies over 16 KiB', async () => {
    const big = {
      'csp-report': {
        'script-sample': 'x'.repeat(8000),
        'source-file': 'y'.repeat(8000),
        'blocked-uri': 'z'.repeat(2000),
      },
    };
    const response = await post(big, 'application/csp-report');
    expect(response.statusCode).toBe(413);
  });

  it('limits reports per address', async () => {
    const ip = freshIp();
    for (let i = 0; i < CSP_REPORT_IP_LIMIT.max; i += 1) {
      expect((await post(LEGACY, 'application/csp-report', ip)).statusCode).toBe(204);
    }
    expect((await post(LEGACY, 'application/csp-report', ip)).statusCode).toBe(429);
    expect((await post(LEGACY, 'application/csp-report', freshIp())).statusCode).toBe(204);
  });
});

describe('security headers of API answers', () => {
  it('trim the referrer, forbid sniffing and framing, deny unused features, and send no HSTS over http', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['permissions-policy']).toContain('camera=()');
    expect(response.headers['permissions-policy']).toContain('payment=()');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('replay on answers the public cache keeps', async () => {
    const seller = await insertSeller(ctx.db);
    const url = `/api/home/seller/${seller.id}/query-products?pageNumber=1`;
    const first = await ctx.app.inject({ method: 'GET', url });
    const second = await ctx.app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(second.headers['x-cache']).toBe('hit');
    for (const name of [
      'referrer-policy',
      'x-content-type-options',
      'permissions-policy',
      'content-security-policy',
    ]) {
      expect(second.headers[name]).toBeDefined();
      expect(second.headers[name]).toBe(first.headers[name]);
    }
  });
});

describe('HSTS', () => {
  it('is sent on every answer when PUBLIC_URL is https', async () => {
    const secure = await createTestContext({ PUBLIC_URL: 'https://shop.example.com' });
    try {
      const response = await secure.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    } finally {
      await secure.close();
    }
  });
});
