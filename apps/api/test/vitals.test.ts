import { VITALS_BATCH_MAX, type VitalReport, type VitalsSummary } from '@souk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VITALS_IP_LIMIT } from '../src/routes/store/vitals.js';
import { createVitalsStore, nearestRank, VITALS_MAX_ROUTES } from '../src/services/vitals.js';
import { createTestContext, type TestContext } from './harness.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

let nextIp = 1;
/** Each test posts from its own address, so the per-IP rate limit of one test never reaches another. */
const freshIp = () => `203.0.113.${nextIp++}`;

function report(overrides: Partial<VitalReport> = {}): VitalReport {
  return { name: 'LCP', value: 1000, route: '/:sellerName', id: 'v5-1-1', ...overrides };
}

function post(body: unknown, { ip = '198.51.100.1', contentType = 'application/json' } = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/vitals',
    remoteAddress: ip,
    headers: { 'content-type': contentType },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function summary(): Promise<VitalsSummary> {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/vitals' });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const statsOf = async (route: string, name: string) =>
  (await summary()).vitals.find((row) => row.route === route && row.name === name);

describe('POST /api/vitals', () => {
  it('takes a batch as JSON and answers 204 without a body', async () => {
    const response = await post(
      [report({ route: '/json' }), report({ route: '/json', name: 'CLS', value: 0.1 })],
      {
        ip: freshIp(),
      },
    );
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await statsOf('/json', 'LCP')).toEqual({
      route: '/json',
      name: 'LCP',
      count: 1,
      p50: 1000,
      p75: 1000,
      p95: 1000,
    });
    expect(await statsOf('/json', 'CLS')).toMatchObject({ count: 1, p75: 0.1 });
  });

  it('takes the text/plain body navigator.sendBeacon sends', async () => {
    const response = await post(JSON.stringify([report({ route: '/beacon', name: 'INP', value: 88 })]), {
      ip: freshIp(),
      contentType: 'text/plain;charset=UTF-8',
    });
    expect(response.statusCode).toBe(204);
    expect(await statsOf('/beacon', 'INP')).toMatchObject({ count: 1, p50: 88 });
  });

  it('answers 400 { error } for bad JSON, empty bodies, poisoned keys and invalid reports', async () => {
    const ip = freshIp();
    const bad: [unknown, string][] = [
      ['not json', 'text/plain'],
      ['[{"name":"LCP"', 'application/json'],
      ['', 'text/plain'],
      ['[{"__proto__":{"x":1},"name":"LCP","value":1,"route":"/","id":"a"}]', 'text/plain'],
      [[], 'application/json'],
      [report(), 'application/json'],
      [Array(VITALS_BATCH_MAX + 1).fill(report()), 'text/plain'],
      [[report({ value: -1 })], 'application/json'],
      [[report({ value: 600_001 })], 'application/json'],
      [[{ ...report(), value: '12' }], 'application/json'],
      [[report({ name: 'CLS', value: 101 })], 'application/json'],
      [[{ ...report(), name: 'FID' }], 'application/json'],
      [[report({ route: '/search-products/tea?page=2' })], 'application/json'],
      [[report({ route: '/a@example.com' })], 'application/json'],
      [[report({ route: `/${'a'.repeat(200)}` })], 'application/json'],
      [[report({ id: '' })], 'application/json'],
      ['null', 'text/plain'],
    ];
    for (const [body, contentType] of bad) {
      const response = await post(body, { ip, contentType });
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json()).toEqual({ error: expect.any(String) });
    }
    expect((await summary()).vitals.some((row) => row.route.startsWith('/search-products'))).toBe(false);
  });

  it('refuses other content types and bodies over the limit', async () => {
    const ip = freshIp();
    const form = await post('name=LCP', { ip, contentType: 'application/x-www-form-urlencoded' });
    expect(form.statusCode).toBe(415);
    const huge = await post(JSON.stringify([report({ id: 'x'.repeat(20_000) })]), {
      ip,
      contentType: 'text/plain',
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ error: 'Request body is too large' });
  });

  it('rate-limits each IP, not everyone', async () => {
    const ip = freshIp();
    for (let i = 0; i < VITALS_IP_LIMIT.max; i++) {
      expect((await post([report({ route: '/limited' })], { ip })).statusCode).toBe(204);
    }
    const limited = await post([report({ route: '/limited' })], { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: expect.any(String) });
    expect((await post([report({ route: '/limited' })], { ip: freshIp() })).statusCode).toBe(204);
    expect(await statsOf('/limited', 'LCP')).toMatchObject({ count: VITALS_IP_LIMIT.max + 1 });
  });
});

describe('GET /api/vitals', () => {
  it('answers nearest-rank p50/p75/p95 per route and metric', async () => {
    // 1..20 in a shuffled order: nearest rank ⌈p·n⌉ gives p50 = 10th, p75 = 15th, p95 = 19th value
    const values = [7, 19, 3, 12, 1, 20, 15, 9, 4, 17, 11, 2, 14, 6, 18, 10, 5, 16, 8, 13];
    const ip = freshIp();
    const response = await post(
      values.map((value, index) =>
        report({ route: '/percentiles/:id', name: 'TTFB', value, id: `v5-${index}` }),
      ),
      { ip },
    );
    expect(response.statusCode).toBe(204);
    expect(await statsOf('/percentiles/:id', 'TTFB')).toEqual({
      route: '/percentiles/:id',
      name: 'TTFB',
      count: 20,
      p50: 10,
      p75: 15,
      p95: 19,
    });
    const body = await summary();
    expect(body).toMatchObject({ windowSize: 1000, maxRoutes: VITALS_MAX_ROUTES, dropped: 0 });
    expect(Number.isNaN(Date.parse(body.since))).toBe(false);
  });

  it('is listed in the OpenAPI document', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const document = response.json() as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(document.paths['/api/vitals'] ?? {}).sort()).toEqual(['get', 'post']);
  });
});

describe('the vitals store', () => {
  it('takes the nearest rank, never interpolating', () => {
    expect(nearestRank([5], 50)).toBe(5);
    expect(nearestRank([1, 2, 3, 4], 50)).toBe(2);
    expect(nearestRank([1, 2, 3, 4], 75)).toBe(3);
    expect(nearestRank([1, 2, 3, 4], 95)).toBe(4);
    expect(nearestRank([1, 2, 3, 4], 0)).toBe(1);
    expect(nearestRank([1, 2, 3, 4], 100)).toBe(4);
  });

  it('keeps only the last windowSize samples per route and metric', () => {
    const store = createVitalsStore({ windowSize: 4 });
    store.record([1, 2, 3, 4, 100, 200].map((value) => report({ value })));
    expect(store.summary().vitals).toEqual([
      { route: '/:sellerName', name: 'LCP', count: 4, p50: 4, p75: 100, p95: 200 },
    ]);
  });

  it('tracks at most maxRoutes routes and counts the reports it drops', () => {
    const store = createVitalsStore({ maxRoutes: 2 });
    expect(store.record([report({ route: '/a' }), report({ route: '/b' }), report({ route: '/c' })])).toBe(1);
    expect(store.record([report({ route: '/a', name: 'INP' }), report({ route: '/d' })])).toBe(1);
    const { vitals, dropped } = store.summary();
    expect(dropped).toBe(2);
    expect(vitals.map((row) => `${row.route} ${row.name}`)).toEqual(['/a INP', '/a LCP', '/b LCP']);
  });

  it('caps the routes through the API too', async () => {
    const before = (await summary()).vitals.length;
    const ip = freshIp();
    for (let batch = 0; batch < 6; batch++) {
      const reports = Array.from({ length: 20 }, (_, index) => report({ route: `/cap/${batch}-${index}` }));
      expect((await post(reports, { ip })).statusCode).toBe(204);
    }
    const after = await summary();
    expect(new Set(after.vitals.map((row) => row.route)).size).toBe(VITALS_MAX_ROUTES);
    expect(after.dropped).toBeGreaterThan(0);
    expect(after.vitals.length).toBeGreaterThan(before);
  });
});
