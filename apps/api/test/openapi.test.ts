import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConfig, lint } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { createTestContext, type TestContext } from './harness.js';

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters: { name: string; in: string; required?: boolean; schema: { enum?: string[] } }[];
  requestBody?: unknown;
  responses: Record<string, { $ref?: string }>;
}

interface OpenApiDocument {
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown>; responses: Record<string, unknown> };
}

let ctx: TestContext;
let document: OpenApiDocument;
let dir: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  document = response.json();
  dir = mkdtempSync(join(tmpdir(), 'souk-openapi-'));
});
afterAll(async () => {
  await ctx.close();
  rmSync(dir, { recursive: true, force: true });
});

function operations(): (Operation & { method: string; path: string })[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ ...operation, method, path })),
  );
}

/** A URL for the operation: path parameters filled with a placeholder (or their first allowed value). */
function urlOf({ path, parameters }: Operation & { path: string }, query = ''): string {
  const filled = path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const parameter = parameters.find((item) => item.in === 'path' && item.name === name);
    return parameter?.schema.enum?.[0] ?? 'unknown-id';
  });
  return `${filled}${query}`;
}

describe('the OpenAPI document', () => {
  it('describes the calls under /api only, also when the front ends are served', async () => {
    const paths = Object.keys(document.paths);
    expect(paths.length).toBeGreaterThan(50);
    expect(paths.filter((path) => !path.startsWith('/api/'))).toEqual([]);

    // built front ends register one route per asset file: none of them is an API call
    for (const name of ['storefront', 'portal']) {
      mkdirSync(join(dir, name, 'assets'), { recursive: true });
      writeFileSync(join(dir, name, 'index.html'), `<!doctype html><title>${name}</title>`);
      writeFileSync(join(dir, name, 'assets', 'index-AbCd1234Ef.js'), 'console.log(1)');
    }
    const withFrontends = await buildApp({
      config: ctx.config,
      database: ctx.database,
      logger: false,
      frontends: [
        { name: 'search-portal', dist: join(dir, 'portal'), paths: ['/', '/search-products/*'] },
        { name: 'storefront', dist: join(dir, 'storefront'), paths: ['/*'] },
      ],
    });
    try {
      const served = (await withFrontends.inject({ method: 'GET', url: '/api/openapi.json' })).json();
      expect(Object.keys(served.paths)).toEqual(paths);
    } finally {
      await withFrontends.close();
    }
  });

  it('names every call once, in camelCase, with a one-line summary, known tags and its security', () => {
    const tagNames = document.tags.map((tag) => tag.name);
    const ids = operations().map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const operation of operations()) {
      const where = `${operation.method.toUpperCase()} ${operation.path}`;
      expect(operation.operationId, where).toMatch(/^[a-z][A-Za-z0-9]+$/);
      expect(operation.summary, where).toMatch(/^[^\n]{10,120}$/);
      expect(operation.tags?.length, where).toBe(1);
      expect(tagNames, where).toContain(operation.tags?.[0]);
      expect(operation.security, where).toBeInstanceOf(Array);
      for (const requirement of operation.security ?? []) {
        for (const scheme of Object.keys(requirement)) {
          expect(document.components.securitySchemes, where).toHaveProperty(scheme);
        }
      }
      const errors = Object.entries(operation.responses).filter(([status]) => status.startsWith('4'));
      expect(errors.length, where).toBeGreaterThan(0);
      for (const [status, response] of errors) {
        expect(response.$ref, `${where} ${status}`).toMatch(/^#\/components\/responses\//);
      }
    }
    // every tag groups at least one call
    expect(new Set(operations().map((operation) => operation.tags?.[0]))).toEqual(new Set(tagNames));
  });

  it('answers an anonymous call with a documented status: 401 where a sign-in is required', async () => {
    // calls without a body: a body-taking call would stop at validation first
    for (const operation of operations().filter((item) => !item.requestBody)) {
      const where = `${operation.operationId}`;
      const response = await ctx.app.inject({
        method: operation.method.toUpperCase() as 'GET',
        url: urlOf(operation),
      });
      expect(Object.keys(operation.responses), where).toContain(String(response.statusCode));
      // `security: []` is public; a list without `{}` requires one of its schemes
      const security = operation.security ?? [];
      const anonymous = security.length === 0 || security.some((item) => Object.keys(item).length === 0);
      const asGuest = security.some((requirement) => 'guestSession' in requirement);
      if (!anonymous && !asGuest) expect(response.statusCode, where).toBe(401);
      if (anonymous) expect([401, 403], where).not.toContain(response.statusCode);
    }
  });

  it('refuses a NUL character in any call with 400 { error }, as every call documents', async () => {
    for (const operation of operations()) {
      const response = await ctx.app.inject({
        method: operation.method.toUpperCase() as 'GET',
        url: urlOf(operation, '?probe=%00'),
      });
      expect(response.statusCode, operation.operationId).toBe(400);
      expect(response.json(), operation.operationId).toEqual({ error: expect.any(String) });
      expect(operation.responses['400']?.$ref).toBe('#/components/responses/BadRequest');
    }
  });

  it("passes Redocly's recommended rules with no error", async () => {
    const file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(document, null, 2));
    const problems = await lint({ ref: file, config: await createConfig({ extends: ['recommended'] }) });
    const describe = (severity: string) =>
      problems
        .filter((problem) => problem.severity === severity)
        .map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer ?? ''}: ${problem.message}`);
    expect(describe('error')).toEqual([]);
    // the spec's own paths (the wire contract) overlap: a seller id could read as a literal segment
    expect(describe('warn')).toEqual([
      expect.stringMatching(/^no-ambiguous-paths .*price-range-latest-product.*\{sellerId\}\/products/),
      expect.stringMatching(/^no-ambiguous-paths .*query-products.*price-range-latest-product/),
      // the console's `/seller/orders|messages|reviews/…` beside the spec's `/seller/{sellerId}/…`: a
      // literal segment wins in the router, and seller ids are UUIDs
      expect.stringMatching(
        /^no-ambiguous-paths .*\{sellerId\}\/payment-methods.*\/seller\/orders\/\{orderNumber\}/,
      ),
      expect.stringMatching(
        /^no-ambiguous-paths .*\{sellerId\}\/payment-methods.*\/seller\/messages\/\{id\}/,
      ),
      expect.stringMatching(/^no-ambiguous-paths .*\{sellerId\}\/payment-methods.*\/seller\/reviews\/\{id\}/),
    ]);
  });
});
