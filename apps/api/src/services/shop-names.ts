import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sellers } from '../db/schema.js';
import type { VersionSource } from '../lib/html-page.js';

/**
 * Whether a shop of that name exists (case-insensitively, as `findShopByName` looks it up), from every
 * shop name read once per catalogue version (`sellers` is a catalogue table: a new or renamed shop bumps
 * it). Asked for every page request that names a shop, before anything is rendered; a failed read
 * answers "exists", so an unreachable database never turns real shops into 404s.
 * @example const shopExists = shopNameLookup(db, version); await shopExists('Pixel-Forge') // true
 */
export function shopNameLookup(db: Db, version: VersionSource): (name: string) => Promise<boolean> {
  let names: Promise<Set<string>> | undefined;
  let readAt: number | undefined;
  const read = async () => {
    const rows = await db.select({ name: sql<string>`lower(${sellers.name})` }).from(sellers);
    return new Set(rows.map((row) => row.name));
  };
  return async (name) => {
    if (!names || readAt !== version.current) {
      // noted before the read: a write while it runs makes the next request read again
      readAt = version.current;
      names = read();
    }
    const current = names;
    try {
      return (await current).has(name.toLowerCase());
    } catch {
      if (names === current) names = undefined;
      return true;
    }
  };
}
