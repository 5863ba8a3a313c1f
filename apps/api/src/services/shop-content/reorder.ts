import type { Db } from '../../db/client.js';
import { invalid } from '../../domain/errors.js';

export type ReorderTx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const REORDER_MISMATCH = 'ids: List every item of the shop exactly once';

/**
 * A new order must name each of the shop's items exactly once: a missing, repeated or foreign id would
 * leave two items at one position or move another seller's row.
 * @throws invalid otherwise
 */
export function checkReorder(current: readonly string[], ids: readonly string[]): void {
  const known = new Set(current);
  const unique = new Set(ids);
  if (unique.size !== ids.length || ids.length !== known.size || ids.some((id) => !known.has(id))) {
    throw invalid(REORDER_MISMATCH);
  }
}
