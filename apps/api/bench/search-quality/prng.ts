/**
 * mulberry32, seeded: every case of the suite is drawn from it, so a seed always gives the same cases.
 * @example const next = seededRandom(42); next() // a number in [0, 1)
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

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
