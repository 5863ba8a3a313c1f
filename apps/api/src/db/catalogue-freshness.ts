import { sql } from 'drizzle-orm';
import type { CatalogueVersion } from './catalogue-version.js';
import type { Db } from './client.js';

/** How long a `catalogue_changes` row is kept: far beyond the longest a cached answer lives (`MAX_AGE_MS`). */
const KEEP_CHANGES = '1 day';
/** How often a server prunes the log (on a request, not on a timer). */
const PRUNE_EVERY_MS = 10 * 60_000;

/**
 * The longest a cached answer lives on PostgreSQL: a backstop only, far below the log's retention, so a
 * change pruned from the log can never be missed by an answer still cached.
 */
export const FRESHNESS_MAX_AGE_MS = 60 * 60_000;

export interface CatalogueFreshness {
  /**
   * Bumps the process's catalogue version when a catalogue change committed (by any server) that the caches
   * may not include. Awaited before every answer from a cache: a request that starts after a write
   * committed, on any server, never gets an answer read before it.
   */
  refresh(): Promise<void>;
  /** Deletes log rows older than a day; how many. */
  prune(): Promise<number>;
}

interface CheckRow extends Record<string, unknown> {
  snapshot: string;
  changed: boolean;
}

/**
 * Watches `catalogue_changes` (migration 0008: one row per transaction that wrote a table the public
 * catalogue reads, with its transaction id). The caches were started from snapshot S: a logged transaction
 * that S does not see committed after S, so what was cached may lack it. One indexed read per check:
 * the rows at or past S's xmin, tested against S. On a change, S becomes the snapshot of the check itself
 * and the version is bumped in the same tick, so every answer cached from then on was read after S.
 * @example const freshness = watchCatalogueChanges(db, version); await freshness.refresh();
 */
export function watchCatalogueChanges(db: Db, version: CatalogueVersion): CatalogueFreshness {
  let since: string | undefined;
  let prunedAt = Date.now();

  async function prune(): Promise<number> {
    const result = await db.execute(
      sql`delete from catalogue_changes where changed_at < now() - ${KEEP_CHANGES}::interval`,
    );
    return (result as { rowCount?: number | null }).rowCount ?? 0;
  }

  return {
    async refresh() {
      const result = await db.execute<CheckRow>(
        since === undefined
          ? sql`select pg_current_snapshot()::text as snapshot, true as changed`
          : sql`select pg_current_snapshot()::text as snapshot, exists(
              select 1 from catalogue_changes
              where xid >= pg_snapshot_xmin(${since}::pg_snapshot)
                and not pg_visible_in_snapshot(xid, ${since}::pg_snapshot)
            ) as changed`,
      );
      const row = ((result as { rows?: CheckRow[] }).rows ?? (result as unknown as CheckRow[]))[0];
      if (row?.changed) {
        // no await between these two: a check that reads the new snapshot finds the version bumped
        since = row.snapshot;
        version.bump();
      }
      if (Date.now() - prunedAt > PRUNE_EVERY_MS) {
        prunedAt = Date.now();
        prune().catch(() => {
          // pruning is housekeeping: the next period tries again
        });
      }
    },
    prune,
  };
}
