// mulberry32, seeded: every case of the suite is drawn from it, so a seed always gives the same cases
export { seededRandom } from '../../src/demo/generate-catalogue.js';

/** A whole number in [0, below). */
export function randomIndex(next: () => number, below: number): number {
  return Math.floor(next() * below);
}

/** FNV-1a of a text: a stable sub-seed per case kind. */
export function hashText(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}
