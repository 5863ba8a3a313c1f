import { highlightSegments } from '@souk/core';
import type * as React from 'react';

export interface HighlightedTextProps extends Omit<React.ComponentProps<'span'>, 'children'> {
  text: string;
  /** `[start, end)` ranges of `text` to mark, as the search engine sends them; none shows plain text. */
  ranges?: readonly (readonly number[])[] | undefined;
}

// the browser's yellow mark would clash with the shop's colours: bold and an accent underline instead
const MARK = 'bg-transparent font-semibold text-current underline decoration-brand-600 underline-offset-2';

/**
 * Text with the parts a search matched in `<mark>`: bold, underlined in the shop's accent, the text's own
 * colour kept for contrast. Every part is a text node, never HTML.
 */
export function HighlightedText({ text, ranges, className, ...props }: HighlightedTextProps) {
  return (
    <span data-slot="highlighted-text" className={className} {...props}>
      {highlightSegments(text, ranges).map((segment, index) =>
        segment.highlighted ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments are positional and never reorder
          <mark key={index} className={MARK}>
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </span>
  );
}
