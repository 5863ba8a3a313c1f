/** A piece of a product name: part of what the search matched (`highlighted`) or not. */
export interface HighlightSegment {
  text: string;
  highlighted: boolean;
}

/** A matched range of a name, `[start, end)` in UTF-16 code units (the search's `highlights`). */
export type HighlightRange = readonly [start: number, end: number];

/**
 * Splits a product name into plain and highlighted segments from the search's matched ranges, so a page
 * wraps the matches in `<mark>` as text, never as HTML. The ranges are taken as they come: in any order,
 * clipped to the name, empty, reversed or NaN ones dropped, overlapping or touching ones joined; a bound inside
 * a character (a fraction, or between the halves of a surrogate pair) widens to take the whole character.
 * The segments always join back to the name, with no empty segment and never two alike in a row.
 * @example highlightSegments('Aura Headphones', [[5, 15]])
 * // [{ text: 'Aura ', highlighted: false }, { text: 'Headphones', highlighted: true }]
 */
export function highlightSegments(
  name: string,
  ranges: readonly HighlightRange[] | null | undefined,
): HighlightSegment[] {
  const spans: [number, number][] = [];
  for (const [start, end] of ranges ?? []) {
    if (Number.isNaN(start) || Number.isNaN(end)) continue;
    const from = startOfCharacter(name, clip(Math.floor(start), name.length));
    const to = endOfCharacter(name, clip(Math.ceil(end), name.length));
    if (from < to) spans.push([from, to]);
  }
  spans.sort((a, b) => a[0] - b[0]);

  const segments: HighlightSegment[] = [];
  let cursor = 0;
  for (const [start, end] of spans) {
    const last = segments[segments.length - 1];
    if (last?.highlighted && start <= cursor) {
      // overlaps or touches the previous match: one mark
      if (end > cursor) last.text += name.slice(cursor, end);
    } else {
      if (start > cursor) segments.push({ text: name.slice(cursor, start), highlighted: false });
      segments.push({ text: name.slice(start, end), highlighted: true });
    }
    cursor = Math.max(cursor, end);
  }
  if (cursor < name.length) segments.push({ text: name.slice(cursor), highlighted: false });
  return segments;
}

function clip(bound: number, length: number): number {
  return Math.min(Math.max(bound, 0), length);
}

function isLowSurrogateAfterHigh(text: string, index: number): boolean {
  const low = text.charCodeAt(index);
  const high = text.charCodeAt(index - 1);
  return low >= 0xdc00 && low <= 0xdfff && high >= 0xd800 && high <= 0xdbff;
}

function startOfCharacter(text: string, index: number): number {
  return index > 0 && isLowSurrogateAfterHigh(text, index) ? index - 1 : index;
}

function endOfCharacter(text: string, index: number): number {
  return index > 0 && index < text.length && isLowSurrogateAfterHigh(text, index) ? index + 1 : index;
}
