import type * as React from 'react';

/**
 * The icons the stylesheet draws (`[data-icon]` in styles.css, written from Lucide's data by
 * `scripts/drawn-icons.mjs`), by their Lucide names.
 */
export const DRAWN_ICON_NAMES = [
  'clock',
  'eye',
  'heart',
  'log-in',
  'mail',
  'map-pin',
  'message-circle',
  'phone',
  'search',
  'shopping-cart',
  'store',
  'truck',
  'user',
  'x',
] as const;

export type DrawnIconName = (typeof DRAWN_ICON_NAMES)[number];

export interface DrawnIconProps extends Omit<React.ComponentProps<'span'>, 'children'> {
  name: DrawnIconName;
}

/**
 * A Lucide icon drawn by the stylesheet: one empty, decorative element in the text's colour (16 px; size it
 * with `size-*`), where the same icon as an inline SVG is two to five elements and its path data ships in
 * the page's script. For the icons of what every shop page renders on the server — the header, the footer,
 * the floating buttons, each product card (issue 21); anywhere else, use `lucide-react`.
 * @example <DrawnIcon name="heart" />
 */
export function DrawnIcon({ name, ...props }: DrawnIconProps) {
  return <span aria-hidden="true" data-icon={name} {...props} />;
}
