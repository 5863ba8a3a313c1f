/**
 * A piece of a product name: part of what the search matched (`highlighted`) or not.
 * @example const segment: HighlightSegment = { text: 'Headphones', highlighted: true };
 */
export interface HighlightSegment {
  text: string;
  highlighted: boolean;
}

/**
 * A matched range of a name, `[start, end)` in UTF-16 code units (the search's `highlights`).
 * @example
 * ```ts
 * const range: HighlightRange = [5, 15];
 * highlightSegments('Aura Headphones', [range]) // [{ text: 'Aura ', highlighted: false }, { text: 'Headphones', highlighted: true }]
 * ```
 */
export type HighlightRange = readonly number[];

/**
 * Splits a product name into plain and highlighted segments from the search's matched ranges, so a page
 * wraps the matches in `<mark>` as text, never as HTML. The ranges are taken as they come: in any order,
 * clipped to the name, empty, reversed or NaN ones dropped, overlapping or touching ones joined; a range
 * that covers half of a character (a surrogate pair) marks the whole character. The segments always join
 * back to the name, with no empty segment and never two alike in a row.
 * @example highlightSegments('Aura Headphones', [[5, 15]])
 * // [{ text: 'Aura ', highlighted: false }, { text: 'Headphones', highlighted: true }]
 */
export function highlightSegments(
  name: string,
  ranges: readonly HighlightRange[] | null | undefined,
): HighlightSegment[] {
  const marked: boolean[] = [];
  for (const [start = Number.NaN, end = Number.NaN] of ranges ?? []) {
    // NaN bounds fail every comparison: the range marks nothing
    for (let index = Math.max(Math.floor(start), 0); index < Math.min(end, name.length); index++) {
      marked[index] = true;
    }
  }
  const segments: HighlightSegment[] = [];
  let offset = 0;
  // by code point, so the halves of a surrogate pair always stay together
  for (const character of name) {
    const highlighted = marked[offset] === true || marked[offset + character.length - 1] === true;
    offset += character.length;
    const last = segments[segments.length - 1];
    if (last?.highlighted === highlighted) last.text += character;
    else segments.push({ text: character, highlighted });
  }
  return segments;
}
