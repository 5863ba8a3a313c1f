const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Replaces lone UTF-16 surrogates (possible in pasted or truncated text) with U+FFFD, so the text can be
 * URL-encoded and sent; `encodeURIComponent` throws on them.
 * @example wellFormed('a\uD800b') // "a\uFFFDb"
 */
export function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}

/**
 * `encodeURIComponent` that never throws: every path segment, query value and link text of core goes
 * through it.
 * @example encodeComponent('tea & coffee') // "tea%20%26%20coffee"
 */
export function encodeComponent(text: string): string {
  return encodeURIComponent(wellFormed(text));
}
