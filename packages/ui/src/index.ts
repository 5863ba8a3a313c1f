// Public API of @souk/ui. Each area keeps its own barrel; this file only joins them.
export * from './catalogue.js';
export { activateCatalogue, activateLanguage, activeLanguage, loadLanguage, t } from './i18n/i18n.js';
export * from './layout.js';
export { type ButtonVariantProps, buttonVariants } from './lib/button-variants.js';
export { cn } from './lib/cn.js';
export { FALLBACK_SRC_ATTRIBUTE, IMAGE_FALLBACK_SCRIPT } from './lib/image-fallback-script.js';
export { Link, type LinkProps, LinkProvider } from './lib/link.js';
export { useDebouncedValue } from './lib/use-debounced-value.js';
