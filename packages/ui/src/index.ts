export { Price, type PriceProps } from './components/price.js';
export { Toaster, toast } from './components/toaster.js';
export { cn } from './lib/cn.js';
