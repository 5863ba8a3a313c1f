import MiniSearch from 'minisearch';
import type { SearchDocument, SearchEngine } from '../../src/services/search/engine.js';

/** An engine as the suite drives it: build an index once, then ask for the first results of a query. */
export interface EngineUnderTest {
  label: string;
  build(documents: readonly SearchDocument[]): void;
  /** The ids of the first `limit` results, best first. */
  search(query: string, limit: number): string[];
}

/** Souk's engine, indexing with `upsert` and searching as the API does (`limit` results, nothing else). */
export function soukEngine(create: () => Pick<SearchEngine, 'upsert' | 'search'>): EngineUnderTest {
  let engine: Pick<SearchEngine, 'upsert' | 'search'> | undefined;
  return {
    label: 'Souk',
    build(documents) {
      engine = create();
      for (const document of documents) engine.upsert(document);
    },
    search(query, limit) {
      if (!engine) throw new Error('build first');
      return engine.search(query, { limit }).ids;
    },
  };
}

/** MiniSearch as the issue names it: the four fields, `fuzzy: 0.2, prefix: true`, no boosts. */
export function miniSearchEngine(): EngineUnderTest {
  let index: MiniSearch<SearchDocument> | undefined;
  return {
    label: 'MiniSearch',
    build(documents) {
      index = new MiniSearch<SearchDocument>({
        fields: ['name', 'brand', 'category', 'description'],
        searchOptions: { fuzzy: 0.2, prefix: true },
      });
      index.addAll(documents);
    },
    search(query, limit) {
      if (!index) throw new Error('build first');
      return index
        .search(query)
        .slice(0, limit)
        .map((result) => String(result.id));
    },
  };
}
