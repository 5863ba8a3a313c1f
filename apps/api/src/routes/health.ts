import { sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { App, Deps } from '../app.js';

const HealthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

/** GET /api/health: answers when the database answers. */
export function healthRoutes(app: App, { db, database }: Deps): void {
  app.get('/health', { schema: { response: { 200: HealthSchema } } }, async () => {
    await db.execute(sql`select 1`);
    return { status: 'ok' as const, database: database.driver };
  });
}
