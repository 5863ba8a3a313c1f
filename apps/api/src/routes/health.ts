import type { FastifySchema } from 'fastify';
import * as z from 'zod/mini';
import { SECURITY } from '../plugins/openapi.js';
import { health, readiness } from '../services/health.js';
import type { App, Deps } from '../types.js';

const HealthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

const HEALTH_ROUTE_SCHEMA = {
  operationId: 'getHealth',
  summary: 'Liveness: the server process answers (the database is not asked)',
  tags: ['health'],
  security: SECURITY.public,
  response: { 200: HealthSchema },
} satisfies FastifySchema;

const READINESS_ROUTE_SCHEMA = {
  operationId: 'getReadiness',
  summary: 'Readiness: the database answers; 503 with Retry-After while it cannot be reached',
  tags: ['health'],
  security: SECURITY.public,
  response: { 200: HealthSchema },
} satisfies FastifySchema;

/** GET /api/health (liveness) and GET /api/health/ready (readiness, what the load balancer checks). */
export function healthRoutes(app: App, { database, outage }: Deps): void {
  app.get('/health', { schema: HEALTH_ROUTE_SCHEMA }, async () => health(database));
  app.get('/health/ready', { schema: READINESS_ROUTE_SCHEMA }, async () => readiness(database, outage));
}
