import { highlightSegments } from '@souk/core';

export interface HighlightedTextProps {
  text: string;
  /** `[start, end)` ranges of `text` to mark, as the search engine sends them; none shows plain text. */
  ranges?: readonly (readonly number[])[] | undefined;
}

/**
 * Text with the parts a search matched in `<mark>` (styled in styles.css: bold, underlined in the shop's
 * accent, the text's own colour kept for contrast). Every part is a text node, never HTML; no wrapper, so
 * it sits inside any link or heading.
 */
export function HighlightedText({ text, ranges }: HighlightedTextProps) {
  return highlightSegments(text, ranges).map((segment, index) =>
    segment.highlighted ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: segments are positional and never reorder
      <mark key={index} data-slot="highlighted-text">
        {segment.text}
      </mark>
    ) : (
      segment.text
    ),
  );
}
