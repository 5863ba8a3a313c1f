/**
 * Banner carousel heights in px (spec §9 Carousel): info pages and the contact page keep these at every
 * width, phones included.
 * @example BANNER_HEIGHTS.infoPage // 220
 */
export const BANNER_HEIGHTS = { infoPage: 220, contact: 200 } as const;
