// Catalogue components (product cards, prices, filters, pagination, gallery, feedback).
export { Breadcrumb, type BreadcrumbItem, type BreadcrumbProps } from './components/breadcrumb.js';
export { CategoryCheckboxes, type CategoryCheckboxesProps } from './components/category-checkboxes.js';
export { EmptyState, type EmptyStateProps } from './components/empty-state.js';
export { HighlightedText, type HighlightedTextProps } from './components/highlighted-text.js';
export { ImageGallery, type ImageGalleryProps } from './components/image-gallery.js';
export { Modal, type ModalProps } from './components/modal.js';
export { Pagination, type PaginationProps } from './components/pagination.js';
export { Price, type PriceProps } from './components/price.js';
export { PriceRangeSlider, type PriceRangeSliderProps } from './components/price-range-slider.js';
export { ProductCard, type ProductCardProps } from './components/product-card.js';
export { QuantityStepper, type QuantityStepperProps } from './components/quantity-stepper.js';
export { RatingStars, type RatingStarsProps } from './components/rating-stars.js';
export { SortSelect, type SortSelectProps } from './components/sort-select.js';
export { Spinner, type SpinnerProps } from './components/spinner.js';
export { StockLabel, type StockLabelProps } from './components/stock-label.js';
export { Toaster, toast } from './components/toaster.js';
export { type ProductView, ViewToggle, type ViewToggleProps } from './components/view-toggle.js';
export { FallbackImage, type FallbackImageProps } from './lib/fallback-image.js';
