import type * as React from 'react';

export type FloatingActionsProps = React.ComponentProps<'div'>;

/**
 * Where the floating cart and chat buttons live (spec §1, §2), laid out so they never sit on a price, an
 * Add to cart button or a form field (issue 21):
 * - below `lg` (phones and tablets, where the page runs edge to edge) a dock along the viewport's bottom
 *   edge, 56 px high, the buttons at its right. It frames the page as a browser's own toolbar does: what
 *   scrolls under it is out of view, never half-hidden behind a button, and the page's body ends with room
 *   as high as the dock, so at the page's end nothing is under it;
 * - from `lg` a column in the bottom-right corner, beside the page's right gutter (the footers keep theirs).
 * The cart button comes first, the chat button last (at the dock's end, at the corner). Its layout is in
 * `styles.css` (`[data-slot="floating-actions"]`), which every app imports.
 */
export function FloatingActions(props: FloatingActionsProps) {
  return <div data-slot="floating-actions" {...props} />;
}
