import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

/** GET /api/health: the server answers once its database answers. */
export async function health(database: Database): Promise<{ status: 'ok'; database: Database['driver'] }> {
  await database.db.execute(sql`select 1`);
  return { status: 'ok', database: database.driver };
}
