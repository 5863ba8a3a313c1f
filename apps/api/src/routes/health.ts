import type { FastifySchema } from 'fastify';
import * as z from 'zod/mini';
import { SECURITY } from '../plugins/openapi.js';
import { health } from '../services/health.js';
import type { App, Deps } from '../types.js';

const HealthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

const HEALTH_ROUTE_SCHEMA = {
  operationId: 'getHealth',
  summary: 'Whether the server and its database answer',
  tags: ['health'],
  security: SECURITY.public,
  response: { 200: HealthSchema },
} satisfies FastifySchema;

/** GET /api/health: answers when the database answers. */
export function healthRoutes(app: App, { database }: Deps): void {
  app.get('/health', { schema: HEALTH_ROUTE_SCHEMA }, async () => health(database));
}
