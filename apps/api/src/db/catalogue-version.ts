/** The tables the public catalogue reads (products, shops, banners, reviews, content tabs). */
const CATALOGUE_TABLES = new Set([
  'sellers',
  'categories',
  'products',
  'banners',
  'reviews',
  'content_tabs',
  'product_slug_redirects',
]);

/** Statements that never change rows. */
const READ_ONLY = new Set([
  'select',
  'begin',
  'commit',
  'rollback',
  'savepoint',
  'release',
  'set',
  'show',
  'vacuum',
  'analyze',
]);

const TARGET =
  /^(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+(?:only\s+)?(?:"?\w+"?\.)?"?(\w+)"?/i;

/**
 * True when this SQL may change what a public catalogue read returns. Errs on the side of yes: only plain
 * reads and writes to tables the catalogue never reads (carts, orders, payments...) count as no.
 * @example changesCatalogue('update "products" set "stock" = 1') // true
 * @example changesCatalogue('delete from "cart_lines" where "id" = $1') // false
 */
export function changesCatalogue(sql: string): boolean {
  for (const part of sql.split(';')) {
    const statement = part.trim();
    const head = /^\w+/.exec(statement)?.[0].toLowerCase();
    if (head === undefined || READ_ONLY.has(head)) continue;
    if (head === 'with' && !/\b(?:insert|delete|update)\b/i.test(statement)) continue;
    const table = TARGET.exec(statement)?.[1]?.toLowerCase();
    if (table !== undefined && !CATALOGUE_TABLES.has(table)) continue;
    return true;
  }
  return false;
}

/**
 * A counter of committed catalogue changes. Bumped after the change is committed, so a read that starts
 * (and captures the version) after the bump sees the new rows, and a read that captured an older version
 * can only ever be stored under that older version.
 */
export class CatalogueVersion {
  #current = 0;

  get current(): number {
    return this.#current;
  }

  bump(): void {
    this.#current++;
  }
}
