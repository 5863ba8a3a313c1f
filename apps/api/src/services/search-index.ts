import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { neededTrigrams, TRIGRAM_CODES, TrigramQuery, TrigramTexts, trigramsOf } from './trigrams.js';

/**
 * The global search's in-process index of product names: every name's pg_trgm trigrams, for every
 * trigram the names holding it, and each product's creation time (which ties of relevance need). With
 * it the search finds typo matches (`text <% lower(name)`) and the name-similarity part of its relevance
 * without making the database compute `word_similarity` row by row (≈ 10 µs a row on PGlite, the cost
 * that dominated every search), with the very same results: trigrams.ts computes word_similarity
 * exactly as pg_trgm does, and every build checks that against the database.
 *
 * Freshness: migration 0002 keeps `product_names_version`, bumped by a trigger in the transaction of
 * every statement that inserts or deletes products or updates their id, name or creation time. The
 * index carries the version it was read at; each search reads the current one in its first statement
 * and uses the index only when they match, so a change by this server or by another one on the same
 * PostgreSQL is seen by the next search (which asks the database alone until the index is rebuilt, in
 * the background). Stock, price and review writes leave the version alone.
 */

/** Names read per statement while building: each holds PGlite's one connection ≈ 20 ms at most. */
const BUILD_CHUNK = 2000;
/** The first search waits this long for the first build at most, then asks the database alone. */
const FIRST_BUILD_WAIT_MS = 5000;
/**
 * A rebuild starts at least this long after the previous one started, and at least four times as long
 * as that one took after it ended: names edited one after another never keep the database busy with
 * rebuilds more than a fifth of the time.
 */
const REBUILD_INTERVAL_MS = 1000;
const REBUILD_PAUSE_FACTOR = 4;
/** More names than this the index cannot read (non-ASCII letters) and it is not worth keeping. */
const MAX_DELEGATED = 2000;

/** Codepoint order: the order of the database's C (or C.UTF-8) collation, which the build checks. */
export function compareIds(left: string, right: string): number {
  if (left === right) return 0;
  const length = Math.min(left.length, right.length);
  for (let index = 0; index < length; index++) {
    const a = left.charCodeAt(index);
    const b = right.charCodeAt(index);
    if (a === b) continue;
    // a surrogate (a code point above U+FFFF) sorts after every BMP character
    const surrogateA = a >= 0xd800 && a <= 0xdfff;
    const surrogateB = b >= 0xd800 && b <= 0xdfff;
    if (surrogateA !== surrogateB) return surrogateA ? 1 : -1;
    return a < b ? -1 : 1;
  }
  return left.length - right.length;
}

/** FNV-1a over the UTF-16 code units. */
function hashId(id: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < id.length; index++) hash = Math.imul(hash ^ id.charCodeAt(index), 0x01000193);
  return hash >>> 0;
}

export interface FuzzyMatch {
  id: string;
  similarity: number;
}

export class NameIndex {
  readonly #texts: TrigramTexts;
  /** 1 for a name the index reads, 0 for one only the database reads. */
  readonly #readable: Uint8Array;
  /** For each trigram, the names holding it: `#holders[#offsets[code] .. #offsets[code + 1])`. */
  readonly #offsets: Uint32Array;
  readonly #holders: Int32Array;
  /** Open addressing over {@link ids} by {@link hashId}: 3–5 times sooner than a Map of 100 000 ids. */
  readonly #slots: Int32Array;
  /** Scratch for {@link fuzzy}: trigrams of the search each name holds. */
  readonly #counts: Uint16Array;
  /** Products whose names only the database can read (letters outside ASCII). */
  readonly delegated: readonly string[];

  constructor(
    /** `product_names_version` when the names were read. */
    readonly version: string,
    /** pg_trgm.word_similarity_threshold: `<%` holds when word_similarity reaches it. */
    readonly threshold: number,
    readonly ids: readonly string[],
    /** Each name's trigrams in order, `null` for a name only the database can read. */
    trigrams: readonly (Uint16Array | null)[],
    /** Each product's `date_part('epoch', created_at)` (the version follows it too). */
    private readonly created: Float64Array,
  ) {
    const texts = new TrigramTexts(trigrams);
    this.#texts = texts;
    this.#readable = new Uint8Array(ids.length);
    const delegated: string[] = [];
    const offsets = new Uint32Array(TRIGRAM_CODES + 1);
    let size = 1;
    while (size < ids.length * 2) size *= 2;
    this.#slots = new Int32Array(size).fill(-1);
    trigrams.forEach((list, index) => {
      let slot = hashId(ids[index] as string) & (size - 1);
      while (this.#slots[slot] !== -1) slot = (slot + 1) & (size - 1);
      this.#slots[slot] = index;
      if (!list) delegated.push(ids[index] as string);
      else this.#readable[index] = 1;
      for (const code of texts.codesOf(index)) offsets[code + 1] = (offsets[code + 1] as number) + 1;
    });
    this.delegated = delegated;
    for (let code = 0; code < TRIGRAM_CODES; code++)
      offsets[code + 1] = (offsets[code + 1] as number) + (offsets[code] as number);
    const holders = new Int32Array(offsets[TRIGRAM_CODES] as number);
    const next = offsets.slice(0, TRIGRAM_CODES);
    for (let index = 0; index < ids.length; index++)
      for (const code of texts.codesOf(index)) {
        holders[next[code] as number] = index;
        next[code] = (next[code] as number) + 1;
      }
    this.#offsets = offsets;
    this.#holders = holders;
    this.#counts = new Uint16Array(ids.length);
  }

  get size(): number {
    return this.ids.length;
  }

  /** The position of a product in the index, -1 for one it does not know. */
  positionOf(id: string): number {
    const mask = this.#slots.length - 1;
    for (let slot = hashId(id) & mask; ; slot = (slot + 1) & mask) {
      const position = this.#slots[slot] as number;
      if (position === -1 || this.ids[position] === id) return position;
    }
  }

  /** `date_part('epoch', created_at)` of the product at `position`. */
  createdAt(position: number): number {
    return this.created[position] as number;
  }

  /**
   * `word_similarity(search, lower(name))` of the product at `position`, `undefined` when the database
   * must say (a name with letters outside ASCII, or a product the index does not know).
   */
  similarityAt(query: TrigramQuery, position: number): number | undefined {
    return position >= 0 && this.#readable[position] ? this.#texts.similarity(query, position) : undefined;
  }

  /** {@link similarityAt} by product id. */
  similarity(query: TrigramQuery, id: string): number | undefined {
    return this.similarityAt(query, this.positionOf(id));
  }

  /** Whether {@link similarityAt} answers for the product at `position`. */
  reads(position: number): boolean {
    return position >= 0 && this.#readable[position] === 1;
  }

  /**
   * The products whose names match `search <% lower(name)`, but for `except` and the {@link delegated}
   * ones. A name can only reach the threshold if it holds that share of the search's trigrams
   * (word_similarity is at most the share), so only those names are compared — what pg_trgm's GIN index
   * does too.
   */
  fuzzy(query: TrigramQuery, except: readonly string[] = []): FuzzyMatch[] {
    const distinct = query.codes.length;
    if (distinct === 0) return [];
    const needed = neededTrigrams(this.threshold, distinct);
    const counts = this.#counts;
    // marked past any count of trigrams: never a candidate
    for (const id of except) {
      const position = this.positionOf(id);
      if (position >= 0) counts[position] = 0xffff;
    }
    const candidates: number[] = [];
    for (const code of query.codes) {
      const end = this.#offsets[code + 1] as number;
      for (let at = this.#offsets[code] as number; at < end; at++) {
        const holder = this.#holders[at] as number;
        const current = counts[holder] as number;
        if (current === 0xffff) continue;
        counts[holder] = current + 1;
        if (current + 1 === needed) candidates.push(holder);
      }
    }
    counts.fill(0);
    const matches: FuzzyMatch[] = [];
    for (const index of candidates) {
      const similarity = this.#texts.similarityFrom(query, index, this.threshold);
      if (similarity >= this.threshold) matches.push({ id: this.ids[index] as string, similarity });
    }
    return matches;
  }
}

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown): T[] => (result as Rows<T>).rows;

/** Reads `product_names_version` (as text: node-postgres reads bigint as a string, PGlite as a number). */
export async function readNamesVersion(db: Db): Promise<string> {
  const [row] = rowsOf<{ version: string }>(
    await db.execute(sql`select version::text as version from product_names_version`),
  );
  if (!row) throw new Error('product_names_version has no row');
  return row.version;
}

/** Strings whose order tells a codepoint collation (C, POSIX, C.UTF-8) from a linguistic one. */
const COLLATION_PROBE = ['a', 'B', '_', '-', '0', 'Z', 'z', 'aa', 'a-', 'a b', 'ab', 'A', '~', 'é', 'e', 'ß'];
/** Texts pg_trgm must read as trigrams.ts does. */
const SIMILARITY_PROBE = ['a', 'cotton', 'lether', 'leather boots', 't-shirt 4k', 'AB–cd'];

/**
 * Why this database cannot have a name index, or `undefined`: the search breaks ties by product id in
 * JavaScript (so the ids must sort as the database sorts them) and the trigram reading must be the
 * database's own (checked on sample names).
 */
async function unsupported(db: Db, sampleNames: string[]): Promise<string | undefined> {
  const [collation] = rowsOf<{ sorted: string[] }>(
    await db.execute(
      sql`select array_agg(s order by s) as sorted from unnest(${sql.param(COLLATION_PROBE)}::text[]) as s`,
    ),
  );
  const expected = [...COLLATION_PROBE].sort(compareIds);
  if (JSON.stringify(collation?.sorted) !== JSON.stringify(expected))
    return 'the database collation is not a codepoint (C) collation';
  const names = sampleNames.filter((name) => trigramsOf(name)).slice(0, 50);
  const texts = SIMILARITY_PROBE.flatMap((text) => names.map(() => text));
  const targets = SIMILARITY_PROBE.flatMap(() => names);
  const checked = rowsOf<{ similarity: number }>(
    await db.execute(
      sql`select word_similarity(t.text, lower(t.target))::float8 as similarity from unnest(${sql.param(texts)}::text[], ${sql.param(targets)}::text[]) with ordinality as t(text, target, position) order by t.position`,
    ),
  );
  for (let index = 0; index < texts.length; index++) {
    const text = trigramsOf(texts[index] as string);
    const target = trigramsOf((targets[index] as string).toLowerCase());
    if (!text || !target) continue;
    if (new TrigramQuery(text).wordSimilarity(target) !== checked[index]?.similarity)
      return `pg_trgm reads "${targets[index]}" differently`;
  }
  return undefined;
}

/**
 * Reads every product name, in chunks so that a large catalogue never holds the (single, on PGlite)
 * connection for long. `undefined` when the names changed while they were read: the caller tries later.
 */
async function buildNameIndex(db: Db): Promise<NameIndex | string | undefined> {
  const version = await readNamesVersion(db);
  const [setting] = rowsOf<{ threshold: number }>(
    // null until pg_trgm is loaded in the session (and then its default, 0.6)
    await db.execute(
      sql`select coalesce(current_setting('pg_trgm.word_similarity_threshold', true), '0.6')::float8 as threshold`,
    ),
  );
  const ids: string[] = [];
  const trigrams: (Uint16Array | null)[] = [];
  const created: number[] = [];
  let after: string | undefined;
  let delegated = 0;
  for (;;) {
    // one row of arrays: PGlite hands rows over one by one at ≈ 8 µs each
    const where = after === undefined ? sql`` : sql`where id > ${after}`;
    const [row] = rowsOf<{ json: string }>(
      await db.execute(
        sql`select json_build_object('ids', coalesce(array_agg(id), '{}'), 'names', coalesce(array_agg(name), '{}'), 'created', coalesce(array_agg(created), '{}'))::text as json from (select id, name, date_part('epoch', created_at) as created from products ${where} order by id limit ${BUILD_CHUNK}) chunk`,
      ),
    );
    const arrays = JSON.parse(row?.json ?? '{}') as { ids?: string[]; names?: string[]; created?: number[] };
    const chunk = (arrays.ids ?? []).map((id, index) => ({
      id,
      name: arrays.names?.[index] ?? '',
      created: arrays.created?.[index] ?? 0,
    }));
    if (ids.length === 0) {
      const reason = await unsupported(
        db,
        chunk.map((row) => row.name),
      );
      if (reason) return reason;
    }
    for (const row of chunk) {
      const list = trigramsOf(row.name);
      if (!list) delegated++;
      ids.push(row.id);
      trigrams.push(list);
      created.push(row.created);
    }
    if (delegated > MAX_DELEGATED) return `more than ${MAX_DELEGATED} names with letters outside ASCII`;
    if (chunk.length < BUILD_CHUNK) break;
    // the greatest id read (the keyset of the next chunk), whatever order the arrays came in
    after = chunk.reduce(
      (greatest, { id }) => (compareIds(id, greatest) > 0 ? id : greatest),
      chunk[0]?.id ?? '',
    );
  }
  if ((await readNamesVersion(db)) !== version) return undefined;
  return new NameIndex(version, setting?.threshold ?? 0.6, ids, trigrams, Float64Array.from(created));
}

interface IndexState {
  index?: NameIndex;
  /** Set when this database cannot have an index: searches ask the database alone. */
  unsupported?: string;
  building?: Promise<void>;
  lastBuildStarted: number;
  /** When the next build may start. */
  nextBuild: number;
}

const states = new WeakMap<Db, IndexState>();

function stateOf(db: Db): IndexState {
  let state = states.get(db);
  if (!state) {
    state = { lastBuildStarted: 0, nextBuild: 0 };
    states.set(db, state);
  }
  return state;
}

function startBuild(db: Db, state: IndexState): Promise<void> {
  if (state.building) return state.building;
  const started = Date.now();
  state.lastBuildStarted = started;
  state.building = buildNameIndex(db)
    .then(
      (built) => {
        if (typeof built === 'string') {
          if (!state.unsupported)
            console.warn(`Global search: no name index (${built}); searches ask the database`);
          state.unsupported = built;
          state.index = undefined;
        } else if (built) state.index = built;
      },
      () => {
        // the database closed or failed mid-build: the next search tries again
      },
    )
    .finally(() => {
      const ended = Date.now();
      state.nextBuild = Math.max(
        started + REBUILD_INTERVAL_MS,
        ended + REBUILD_PAUSE_FACTOR * (ended - started),
      );
      state.building = undefined;
    });
  return state.building;
}

/**
 * The name index of `db` if there is one (maybe of an older version: compare with the version the
 * search reads). The very first call builds it and waits for it a while; a later one without an index
 * (a build that failed) starts another in the background.
 */
export async function nameIndexOf(db: Db): Promise<NameIndex | undefined> {
  const state = stateOf(db);
  if (state.unsupported) return undefined;
  if (!state.index && !state.building) {
    if (state.lastBuildStarted !== 0) refreshNameIndex(db);
    else {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        startBuild(db, state),
        new Promise((resolve) => {
          timer = setTimeout(resolve, FIRST_BUILD_WAIT_MS);
          timer.unref();
        }),
      ]);
      clearTimeout(timer);
    }
  }
  return state.index;
}

/** Called by a search that found the index older than the names: rebuilds it in the background. */
export function refreshNameIndex(db: Db): void {
  const state = stateOf(db);
  if (state.unsupported || state.building || Date.now() < state.nextBuild) return;
  void startBuild(db, state);
}

/** For tests: the state of `db`'s index, and a way to wait for a build in progress. */
export const nameIndexState = {
  of: (db: Db) => {
    const state = stateOf(db);
    return { index: state.index, unsupported: state.unsupported, building: state.building };
  },
  /** Builds (or rebuilds) now and waits. */
  rebuild: async (db: Db): Promise<NameIndex | undefined> => {
    const state = stateOf(db);
    await state.building;
    await startBuild(db, state);
    return state.index;
  },
  /** Forgets the index, as if the server had just started. */
  reset: (db: Db) => {
    states.delete(db);
  },
  /** Makes the searches on `db` ask the database alone, until {@link nameIndexState.reset}. */
  disable: (db: Db) => {
    const state = stateOf(db);
    state.unsupported = 'disabled';
    state.index = undefined;
  },
};
