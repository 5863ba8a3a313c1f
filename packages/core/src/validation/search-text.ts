import { encodeComponent } from '../text/encode-component.js';
/**
 * A search ready to submit: the trimmed term to show, and its URL-encoded form for paths and queries.
 * @example
 * ```ts
 * const search: PreparedSearch | null = prepareSearch('  red tea ');
 * search // { term: 'red tea', encoded: 'red%20tea' }
 * ```
 */
export interface PreparedSearch {
  term: string;
  encoded: string;
}

/**
 * Prepares the header search box's text (spec §5): trimmed and URL-encoded; blank text never submits.
 * @example prepareSearch('  red tea ') // { term: 'red tea', encoded: 'red%20tea' }
 * @example prepareSearch('   ') // null
 */
export function prepareSearch(text: string | null | undefined): PreparedSearch | null {
  const term = text?.trim() ?? '';
  if (term === '') return null;
  return { term, encoded: encodeComponent(term) };
}
