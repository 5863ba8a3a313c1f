/**
 * Text helpers the other families share: {@link encodeComponent} percent-encodes any text for a URL (lone
 * surrogates made well formed first), and {@link linkSegments} splits a description into text and links.
 * No runtime dependencies.
 *
 * @example
 * ```ts
 * import { encodeComponent, linkSegments } from '@souk/core/text';
 * encodeComponent('tea & coffee'); // "tea%20%26%20coffee"
 * linkSegments('See https://a.example/x.');
 * // [{ kind: 'text', text: 'See ' }, { kind: 'link', text: 'https://a.example/x', href: 'https://a.example/x' }, { kind: 'text', text: '.' }]
 * ```
 *
 * @module @souk/core/text
 */
export { encodeComponent, wellFormed } from './encode-component.js';
export type { TextSegment } from './link-segments.js';
export { linkSegments } from './link-segments.js';
