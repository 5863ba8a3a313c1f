/**
 * Spec §5 "Single-seller cart": the text of every refusal to mix two sellers in one cart or one order.
 * @example SINGLE_SELLER_MESSAGE // "You can only add products from one seller at a time. Please complete or clear your current cart first."
 */
export const SINGLE_SELLER_MESSAGE =
  /*i18n*/ 'You can only add products from one seller at a time. Please complete or clear your current cart first.';

/**
 * True when the given seller ids name one seller at most (spec §5: a cart, and so an order, holds one
 * seller's products at a time).
 * @example isSingleSeller(['s1', 's1']) // true
 * @example isSingleSeller(['s1', 's2']) // false
 */
export function isSingleSeller(sellerIds: Iterable<string>): boolean {
  let first: string | undefined;
  for (const id of sellerIds) {
    if (first === undefined) first = id;
    else if (id !== first) return false;
  }
  return true;
}
