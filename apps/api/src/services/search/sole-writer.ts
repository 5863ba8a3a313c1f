import type { CatalogueVersion } from '../../db/catalogue-version.js';
import type { Db } from '../../db/client.js';

/**
 * On the embedded database this process is the only writer, and its count of committed catalogue writes
 * (`CatalogueVersion`) says whether anything a search reads can have changed since it last looked: the
 * search index skips its change-log read and the result pages reuse the products they read, until the
 * count moves. On PostgreSQL other servers write too, so nothing is registered and every search reads.
 */
const versions = new WeakMap<Db, CatalogueVersion>();

/** Called once by the app on the embedded database. */
export function trustSoleWriter(db: Db, version: CatalogueVersion): void {
  versions.set(db, version);
}

/** The count of committed catalogue writes when this process is `db`'s only writer, else undefined. */
export function soleWriterVersion(db: Db): number | undefined {
  return versions.get(db)?.current;
}
