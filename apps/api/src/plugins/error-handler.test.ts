import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE, type DatabaseOutage } from '../lib/database-outage.js';
import { registerErrorHandling } from './error-handler.js';

/** A server whose every route fails as a query does when PostgreSQL cannot be reached. */
function unreachableServer() {
  const failures: unknown[] = [];
  const outage: DatabaseOutage = {
    failed: (error) => failures.push(error),
    reachable: () => {},
    down: false,
    stop: () => {},
  };
  const app = Fastify({ logger: false });
  registerErrorHandling(app, { outage });
  const refused = () => {
    throw new Error('Failed query: select 1', {
      cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    });
  };
  app.get('/api/home/shops', refused);
  app.get('/urban-threads', refused);
  return { app, failures };
}

describe('the error mapping during a database outage', () => {
  it('answers an API call 503 with Retry-After and { error }, and tells the outage tracker', async () => {
    const { app, failures } = unreachableServer();
    const response = await app.inject({ method: 'GET', url: '/api/home/shops' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({ error: DATABASE_UNAVAILABLE });
    expect(failures).toHaveLength(1);
  });

  it('answers a page a browser asked for with the same message as a page', async () => {
    const { app } = unreachableServer();
    const response = await app.inject({
      method: 'GET',
      url: '/urban-threads',
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain(DATABASE_UNAVAILABLE);
    // an API call asking for HTML still gets JSON
    const api = await app.inject({ method: 'GET', url: '/api/home/shops', headers: { accept: 'text/html' } });
    expect(api.json()).toEqual({ error: DATABASE_UNAVAILABLE });
  });
});
