/** A run of a name, shown plain or highlighted (wrapped in `<mark>`). */
export interface HighlightSegment {
  text: string;
  highlighted: boolean;
}

/**
 * Splits `text` into plain and highlighted segments from [start, end) ranges (unsorted, overlapping or
 * out-of-range ranges are clamped and merged, malformed ones ignored); joining the segments' text always gives `text` back.
 * The ranges are the search engine's `highlights` of a product name (UTF-16 code units); a boundary inside
 * a surrogate pair moves outwards, so a highlight never splits a character. Pages render the segments as
 * text nodes, never as HTML.
 * @example highlightSegments('Aura Headphones', [[5, 15]])
 * // [{ text: 'Aura ', highlighted: false }, { text: 'Headphones', highlighted: true }]
 */
export function highlightSegments(
  text: string,
  ranges: readonly (readonly number[])[] | undefined,
): HighlightSegment[] {
  const spans: [number, number][] = [];
  for (const [from = Number.NaN, to = Number.NaN] of ranges ?? []) {
    const start = widen(text, Math.max(0, Math.floor(from)), -1);
    const end = widen(text, Math.min(text.length, Math.ceil(to)), 1);
    // NaN, reversed and empty ranges fail this test
    if (start < end) spans.push([start, end]);
  }
  spans.sort((a, b) => a[0] - b[0]);

  // touching or overlapping spans make one highlight
  const merged: [number, number][] = [];
  for (const span of spans) {
    const last = merged[merged.length - 1];
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else merged.push(span);
  }

  const segments: HighlightSegment[] = [];
  let cursor = 0;
  for (const [start, end] of merged) {
    if (cursor < start) segments.push({ text: text.slice(cursor, start), highlighted: false });
    segments.push({ text: text.slice(start, end), highlighted: true });
    cursor = end;
  }
  if (cursor < text.length) segments.push({ text: text.slice(cursor), highlighted: false });
  return segments;
}

/** Moves a boundary that falls between the halves of a surrogate pair by one, in `direction`. */
function widen(text: string, index: number, direction: -1 | 1): number {
  const high = text.charCodeAt(index - 1);
  const low = text.charCodeAt(index);
  const splitsPair = high >= 0xd800 && high <= 0xdbff && low >= 0xdc00 && low <= 0xdfff;
  return splitsPair ? index + direction : index;
}
