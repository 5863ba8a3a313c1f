import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sellers } from '../db/schema.js';
import type { VersionSource } from '../lib/html-page.js';

/** Every shop's name (lower-cased) and default language, read once per catalogue version. */
function shopDirectory(db: Db, version: VersionSource): () => Promise<Map<string, string>> {
  let shops: Promise<Map<string, string>> | undefined;
  let readAt: number | undefined;
  const read = async () => {
    const rows = await db
      .select({ name: sql<string>`lower(${sellers.name})`, language: sellers.language })
      .from(sellers);
    return new Map(rows.map((row) => [row.name, row.language]));
  };
  return async () => {
    if (!shops || readAt !== version.current) {
      // noted before the read: a write while it runs makes the next request read again
      readAt = version.current;
      shops = read();
    }
    const current = shops;
    try {
      return await current;
    } catch (error) {
      if (shops === current) shops = undefined;
      throw error;
    }
  };
}

/**
 * Whether a shop of that name exists (case-insensitively, as `findShopByName` looks it up), from every
 * shop name read once per catalogue version (`sellers` is a catalogue table: a new or renamed shop bumps
 * it). Asked for every page request that names a shop, before anything is rendered; a failed read
 * answers "exists", so an unreachable database never turns real shops into 404s.
 * @example const shopExists = shopNameLookup(db, version); await shopExists('Pixel-Forge') // true
 */
export function shopNameLookup(db: Db, version: VersionSource): (name: string) => Promise<boolean> {
  const shops = shopDirectory(db, version);
  return async (name) => {
    try {
      return (await shops()).has(name.toLowerCase());
    } catch {
      return true;
    }
  };
}

/**
 * The default language a shop's seller chose (issue 22), by the shop's name, read as `shopNameLookup`
 * reads names; null for an unknown shop or when the database cannot be read (the page is then shown in the
 * shopper's or the spec's language).
 * @example const shopLanguage = shopLanguageLookup(db, version); await shopLanguage('pixel-forge') // "en"
 */
export function shopLanguageLookup(db: Db, version: VersionSource): (name: string) => Promise<string | null> {
  const shops = shopDirectory(db, version);
  return async (name) => {
    try {
      return (await shops()).get(name.toLowerCase()) ?? null;
    } catch {
      return null;
    }
  };
}
