// The end-to-end support of @souk/web (Node, Playwright): the shared setup and the checks every suite uses.

export type {
  APIRequestContext,
  Browser,
  BrowserContext,
  Locator,
  Page,
} from '@playwright/test';
export { cardPrices } from './card-prices.js';
export { expect, test, watchCspViolations } from './csp-violations.js';
export { expectNoSeriousA11yViolations } from './expect-no-serious-a11y-violations.js';
export {
  type ImageMeasure,
  type ImageVerdict,
  imageSizeTable,
  type JudgedImage,
  judgeImageSizes,
  measureImages,
} from './image-sizes.js';
export {
  checkLayout,
  coveredElements,
  gridColumns,
  LAYOUT_WIDTHS,
  type LayoutCheck,
  productColumnsAt,
  smallTapTargets,
} from './layout-checks.js';
export { collectProblems } from './page-problems.js';
export { expectPaintedWhole } from './painted-whole.js';
export { type E2eConfigOptions, e2eConfig, type WebServer } from './playwright-config.js';
export { settleImages } from './settle-images.js';
export { sidewaysOverflow } from './sideways-overflow.js';
