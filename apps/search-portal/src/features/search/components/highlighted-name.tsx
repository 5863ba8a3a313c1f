import { type HighlightRange, highlightSegments } from '@souk/core';

export interface HighlightedNameProps {
  name: string;
  /** Where the search matched the name (the answer's `highlights` of the product). */
  ranges?: readonly HighlightRange[] | undefined;
}

/** A product name with the search's matches in `<mark>`: text nodes only, never HTML. */
export function HighlightedName({ name, ranges }: HighlightedNameProps) {
  let offset = 0;
  return highlightSegments(name, ranges).map(({ text, highlighted }) => {
    const key = offset;
    offset += text.length;
    return highlighted ? (
      <mark key={key} className="bg-transparent font-semibold text-brand-700">
        {text}
      </mark>
    ) : (
      text
    );
  });
}
