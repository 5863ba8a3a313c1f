export { encodeComponent, wellFormed } from './encode-component.js';
export type { TextSegment } from './link-segments.js';
export { linkSegments } from './link-segments.js';
