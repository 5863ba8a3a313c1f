// each whitespace character becomes one hyphen, matching what per-keystroke replacement produces
const WHITESPACE = /\s/g;

/**
 * The shop-name input's value as the visitor types (spec §2 "Shop not found"): spaces become hyphens.
 * Nothing is trimmed here, so a half-typed name keeps its shape.
 * @example normalizeShopInput('my shop') // "my-shop"
 */
export function normalizeShopInput(typed: string): string {
  return typed.replace(WHITESPACE, '-');
}

/**
 * The shop name to look up on submit (spec §5): trimmed, spaces become hyphens; `null` when nothing is
 * left, which also keeps the submit button disabled.
 * @example prepareShopLookup('  my shop ') // "my-shop"
 * @example prepareShopLookup('   ') // null
 */
export function prepareShopLookup(text: string | null | undefined): string | null {
  const name = normalizeShopInput(text?.trim() ?? '');
  return name === '' ? null : name;
}
