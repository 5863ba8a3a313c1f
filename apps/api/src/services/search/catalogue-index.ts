import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products } from '../../db/schema.js';
import { chargedCents } from '../products.js';
import { type SearchDocument, SearchEngine } from './engine.js';
import { soleWriterVersion } from './sole-writer.js';

/**
 * The search engine of one database, loaded from it and kept current.
 *
 * Freshness: migration 0004's triggers log every change to a column the engine reads in
 * `search_changes`, in the change's own transaction. Before each search the index reads the log past
 * the last row it applied and reloads those products, so a search sees every change committed before
 * it started, by this server or by another one on the same PostgreSQL.
 *
 * The log's `seq` numbers are taken when a row is written, not when its transaction commits: a reader
 * can see 12 before 11 commits. A missing number is kept as a gap and asked for again with each read
 * until it arrives or until every transaction that was running when the gap was seen has ended (the
 * snapshot's `xmin` has passed the `xmax` of the read that saw the gap) — then it was a rollback.
 */

/** Products read per statement while loading: each holds PGlite's one connection briefly. */
const LOAD_CHUNK = 5000;
/** Log rows older than this are pruned (a server that has not read them since reloads everything). */
const PRUNE_AFTER = '1 hour';
/** How often a server prunes the log at most. */
const PRUNE_EVERY_MS = 60_000;
/** Numbers below the first read's newest that are checked for transactions still open. */
const FIRST_READ_WINDOW = 1000n;
/** More open gaps than this (a flood of rollbacks) and the oldest are given up. */
const MAX_GAPS = 10_000;

/**
 * Each product as the engine reads it, under the engine's own names. Only published products are indexed:
 * a product read again that is no longer published is removed (`#reload`). The trigger does not watch
 * `published`; the writes that flip it log the product themselves (search-changes.ts).
 */
const documentColumns = sql`${products.id} as "id", ${products.sellerId} as "sellerId", ${products.name} as "name", ${products.brand} as "brand", ${products.category} as "category", ${products.description} as "description", ${chargedCents} as "chargedCents", ${products.rating} as "rating", (extract(epoch from ${products.createdAt}) * 1000)::float8 as "createdAt", ${products.reviewCount} as "popularity"`;

/** Runs a statement answering one `json` text column and parses it. */
export async function readJson<T>(db: Db, query: SQL): Promise<T | undefined> {
  const { rows } = (await db.execute(query)) as unknown as { rows: { json: string | null }[] };
  const json = rows[0]?.json;
  return json ? (JSON.parse(json) as T) : undefined;
}

interface LogRead {
  changes: [string, string][] | null;
  xmin: string;
  xmax: string;
  pruned: string;
  newest: string | null;
}

/**
 * The log rows `changes` selects (`seq`, `product_id`) with the snapshot's bounds, how far the log was
 * pruned and `newest`, in one statement so that all of it is one snapshot.
 */
function readLog(db: Db, changes: SQL, newest: SQL): Promise<LogRead | undefined> {
  return readJson<LogRead>(
    db,
    sql`select json_build_object(
      'changes', (select json_agg(json_build_array(c.seq::text, c.product_id) order by c.seq) from (${changes}) c),
      'xmin', pg_snapshot_xmin(pg_current_snapshot())::text,
      'xmax', pg_snapshot_xmax(pg_current_snapshot())::text,
      'pruned', (select through::text from search_changes_pruned),
      'newest', ${newest}
    )::text as json`,
  );
}

/** What a build found: for the start-up log line and the benchmark. */
export interface IndexBuild {
  products: number;
  words: number;
  ms: number;
  /** Heap the index took, measured around the build (approximate: other work shares the heap). */
  heapBytes: number;
}

export class CatalogueIndex {
  #engine: SearchEngine | undefined;
  #cursor = 0n;
  /** Missing log numbers, each with the `xmax` of the read that found it missing. */
  readonly #gaps = new Map<bigint, bigint>();
  #running: Promise<void> | null = null;
  #next: Promise<void> | null = null;
  #lastPrune = 0;
  /** The sole writer's count of catalogue writes at the last log read (embedded database only). */
  #syncedAt = -1;
  lastBuild: IndexBuild | undefined;

  constructor(private readonly db: Db) {}

  /**
   * The engine with every change committed before this call: loads the catalogue on the first call,
   * then reads the change log.
   */
  async current(): Promise<SearchEngine> {
    const version = soleWriterVersion(this.db);
    if (this.#engine && version !== undefined && version === this.#syncedAt) return this.#engine;
    await this.#sync();
    // read before the sync: a write committed during it moves the count and the next search reads again
    if (version !== undefined) this.#syncedAt = version;
    return this.#engine as SearchEngine;
  }

  /**
   * One read at a time; a caller arriving during a read waits for the next one, which starts after it
   * (the running read may have begun before the caller's change committed).
   */
  #sync(): Promise<void> {
    if (!this.#running) {
      this.#running = this.#syncOnce().finally(() => {
        this.#running = null;
      });
      return this.#running;
    }
    this.#next ??= this.#running
      .catch(() => undefined)
      .then(() => {
        this.#next = null;
        return this.#sync();
      });
    return this.#next;
  }

  async #syncOnce(): Promise<void> {
    if (!this.#engine) {
      await this.#build();
      return;
    }
    const gaps = [...this.#gaps.keys()].map(String);
    const read = await readLog(
      this.db,
      sql`select seq, product_id from search_changes where seq > ${this.#cursor.toString()}::bigint union all select seq, product_id from search_changes where seq = any(${sql.param(gaps)}::bigint[])`,
      sql`null`,
    );
    if (!read) return;
    const pruned = BigInt(read.pruned);
    if (pruned > this.#cursor || [...this.#gaps.keys()].some((gap) => gap <= pruned)) {
      await this.#build();
      return;
    }
    const changes = read.changes ?? [];
    if (changes.some(([, id]) => id === '*')) {
      await this.#build();
      return;
    }
    this.#advance(changes, BigInt(read.xmin), BigInt(read.xmax));
    if (changes.length > 0) await this.#reload([...new Set(changes.map(([, id]) => id))]);
    await this.#pruneNow();
  }

  /** Moves the cursor past `changes`, recording the numbers they skip and dropping settled gaps. */
  #advance(changes: [string, string][], xmin: bigint, xmax: bigint): void {
    for (const [text] of changes) {
      const seq = BigInt(text);
      if (this.#gaps.delete(seq)) continue;
      const from = seq - this.#cursor > BigInt(MAX_GAPS) ? seq - BigInt(MAX_GAPS) : this.#cursor + 1n;
      for (let missing = from; missing < seq; missing++) this.#gaps.set(missing, xmax);
      if (seq > this.#cursor) this.#cursor = seq;
    }
    // every transaction that could still write a gap's row has ended, and this read did not see it
    for (const [gap, seenAt] of this.#gaps) if (xmin >= seenAt) this.#gaps.delete(gap);
    while (this.#gaps.size > MAX_GAPS) {
      const oldest = this.#gaps.keys().next().value as bigint;
      this.#gaps.delete(oldest);
    }
  }

  async #reload(ids: string[]): Promise<void> {
    const engine = this.#engine as SearchEngine;
    const rows =
      (await readJson<SearchDocument[]>(
        this.db,
        sql`select json_agg(r)::text as json from (select ${documentColumns} from ${products} where ${products.id} = any(${sql.param(ids)}::text[]) and ${products.published}) r`,
      )) ?? [];
    const found = new Set<string>();
    for (const row of rows) {
      engine.upsert(row);
      found.add(row.id);
    }
    for (const id of ids) if (!found.has(id)) engine.remove(id);
  }

  /** Loads every product into a new engine, the log position first so no change is missed. */
  async #build(): Promise<void> {
    const started = performance.now();
    const heapBefore = process.memoryUsage().heapUsed;
    const head = await readLog(
      this.db,
      sql`select seq, product_id from search_changes where seq > (select coalesce(max(seq), 0) from search_changes) - ${FIRST_READ_WINDOW.toString()}::bigint`,
      sql`(select coalesce(max(seq), (select case when is_called then last_value else 0 end from search_changes_seq_seq))::text from search_changes)`,
    );
    const engine = new SearchEngine();
    let after = '';
    for (;;) {
      const rows =
        (await readJson<SearchDocument[]>(
          this.db,
          sql`select json_agg(r)::text as json from (select ${documentColumns} from ${products} where ${products.id} > ${after} and ${products.published} order by ${products.id} limit ${LOAD_CHUNK}) r`,
        )) ?? [];
      for (const row of rows) engine.upsert(row);
      if (rows.length < LOAD_CHUNK) break;
      after = (rows[rows.length - 1] as SearchDocument).id;
    }
    // the log's recent numbers: one missing may belong to a transaction still open
    this.#gaps.clear();
    const newest = BigInt(head?.newest ?? '0');
    const floor = newest > FIRST_READ_WINDOW ? newest - FIRST_READ_WINDOW : 0n;
    this.#cursor = floor;
    this.#advance(
      (head?.changes ?? []).filter(([seq]) => BigInt(seq) > floor),
      BigInt(head?.xmin ?? '0'),
      BigInt(head?.xmax ?? '0'),
    );
    this.#cursor = newest > this.#cursor ? newest : this.#cursor;
    this.#engine = engine;
    this.lastBuild = {
      products: engine.size,
      words: engine.vocabulary,
      ms: performance.now() - started,
      heapBytes: Math.max(0, process.memoryUsage().heapUsed - heapBefore),
    };
  }

  /** Deletes log rows older than {@link PRUNE_AFTER}, now and then, and records how far it went. */
  async #pruneNow(): Promise<void> {
    const now = Date.now();
    if (now - this.#lastPrune < PRUNE_EVERY_MS) return;
    this.#lastPrune = now;
    await this.db.execute(
      sql`with pruned as (delete from search_changes where changed_at < now() - ${PRUNE_AFTER}::interval returning seq) update search_changes_pruned set through = greatest(through, coalesce((select max(seq) from pruned), 0))`,
    );
  }
}

const indexes = new WeakMap<Db, CatalogueIndex>();

/** The search index of `db` (one per database connection, so two servers in one process keep two). */
export function catalogueIndex(db: Db): CatalogueIndex {
  let index = indexes.get(db);
  if (!index) {
    index = new CatalogueIndex(db);
    indexes.set(db, index);
  }
  return index;
}
