// Catalogue components (product cards, prices, filters, pagination, gallery, feedback).
export { Price, type PriceProps } from './components/price.js';
export { Toaster, toast } from './components/toaster.js';
