/**
 * What the screens show, worded and computed once: discount badges, rating stars, pack-size texts,
 * pagination, price bands, info pages, search notes, uploaded images' responsive sources and the product
 * page's buy box ({@link productSelection}). Built on `@souk/core/pricing`; reaches zod/mini through the
 * wire schemas (the pagination reads their default page size).
 *
 * @example
 * ```ts
 * import { discountBadge, ratingStars } from '@souk/core/display';
 * discountBadge(15); // "-15% OFF"
 * ratingStars(3.5); // ['full', 'full', 'full', 'half', 'empty']
 * ```
 *
 * @module @souk/core/display
 */
export { BANNER_HEIGHTS } from './banner-heights.js';
export { cartButtonTooltip } from './cart-button-tooltip.js';
export type { InfoPageBody } from './content-paragraphs.js';
export { CONTENT_NOT_FOUND, contentParagraphs, NO_CONTENT_TEXTS } from './content-paragraphs.js';
export { DIFFERENT_SELLER_WARNING, holdsOtherSellers } from './different-seller-warning.js';
export { discountBadge } from './discount-badge.js';
export { foundProductsText } from './found-products-text.js';
export type { HighlightRange, HighlightSegment } from './highlight-segments.js';
export { highlightSegments } from './highlight-segments.js';
export type { InfoPageName } from './info-pages.js';
export { INFO_PAGE_NAMES, INFO_PAGES, infoPageContent, infoPageTitle, isInfoPageName } from './info-pages.js';
export type { MediaImage, ResponsiveImage, ResponsiveSource } from './media-image.js';
export {
  MEDIA_FALLBACK_EXTENSION,
  MEDIA_FORMATS,
  MEDIA_PREFIX,
  MEDIA_WIDTHS,
  mediaUrl,
  mediaVariantFile,
  mediaVariantHeight,
  mediaVariantWidths,
  parseMediaUrl,
  responsiveImage,
} from './media-image.js';
export { MAX_PRODUCT_IMAGES, MAX_UPLOAD_BYTES, MAX_UPLOAD_PIXELS } from './media-limits.js';
export { onlySinglePacks, type Packed, preferSinglePacks } from './pack-size-preference.js';
export { packSizeText } from './pack-size-text.js';
export type { PaginationWindow } from './pagination-window.js';
export { DEFAULT_PAGE_BUTTONS, paginationWindow } from './pagination-window.js';
export { type PriceFilter, priceBandFilter } from './price-band-filter.js';
export type { PriceBand } from './price-band-label.js';
export { priceBandLabel } from './price-band-label.js';
export { PLACEHOLDER_IMAGE, productImage } from './product-image.js';
export {
  INITIAL_PRODUCT_SELECTION,
  type ProductSelection,
  type ProductSelectionAction,
  productSelection,
  selectionUnits,
} from './product-selection.js';
export { proxiedImageUrl } from './proxied-image-url.js';
export type { StarKind } from './rating-stars.js';
export { ratingStars, STAR_COUNT } from './rating-stars.js';
export { didYouMeanText, SEARCH_NOTES } from './search-notes.js';
export {
  SEARCH_RESULT_CURRENCY_SYMBOL,
  searchResultOriginalPrice,
  searchResultPrice,
} from './search-result-price.js';
export { TOAST_OPTIONS } from './toast-options.js';
export { QUICK_VIEW_DESCRIPTION_LIMIT, truncateDescription } from './truncate-description.js';
