import { sql } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Db } from './client.js';
import { sellers } from './schema.js';

/** Fills the demo shops on a database that has no seller yet. */
export async function seedDemoIfEmpty(db: Db, config: Pick<Config, 'shippingFeeDefault'>): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(sellers);
  if ((row?.count ?? 0) > 0) return false;
  await seedDemo(db, config);
  return true;
}

/** Placeholder until the demo catalogue is written. */
export async function seedDemo(_db: Db, _config: Pick<Config, 'shippingFeeDefault'>): Promise<void> {}
