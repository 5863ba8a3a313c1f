import { SearchEngine } from '../src/services/search/engine.js';
import { main } from './search-quality/main.js';

/**
 * `pnpm bench:search-quality [--products 100000] [--names 400] [--seed 42] [--ci] [--json]`: the search
 * engine's typo, prefix and exact-name quality against MiniSearch (bench/NOTES.md tells how the cases are
 * made). Exits 1 when a target of the issue is missed: quality is deterministic, so CI runs it.
 */
main(process.argv.slice(2), () => new SearchEngine()).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 2;
  },
);
