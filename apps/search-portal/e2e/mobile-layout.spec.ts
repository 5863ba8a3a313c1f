import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  checkLayout,
  expect,
  gridColumns,
  LAYOUT_WIDTHS,
  type Page,
  sidewaysOverflow,
  test,
} from '@souk/web/e2e';

/**
 * The portal's pages as a phone, a tablet and a desktop show them (issue 21): at each width, on one load
 * of each page,
 * - nothing scrolls sideways;
 * - the results grid has two columns on phones (360–412 px), three from 768 px, four from 1280 px;
 * - every visible price and form field can be seen whole: scrolled to the viewport's centre, and again at
 *   the page's very end, `elementFromPoint` at its centre and its corners (inset 2 px) finds the element
 *   itself — never the floating chat button (`coveredElements`);
 * - every tap target is at least 24 × 24 px, or is an inline link in a sentence, or has room around it
 *   (WCAG 2.2 SC 2.5.8, `smallTapTargets`);
 * and a full-page screenshot lands in `test-results/screens/layout-<page>-<width>.png` (git-ignored).
 */

const SCREENS_DIR = join(import.meta.dirname, '..', 'test-results', 'screens');
const NEEDED = '[data-slot="price"], input:not([type="hidden"]), select, textarea';

interface Screen {
  name: string;
  path: string;
  heading: string;
  /** The page's card grid, checked for its columns. */
  grid?: string;
}

const SCREENS: Screen[] = [
  { name: 'portal-landing', path: '/', heading: 'Find it in any shop' },
  {
    name: 'portal-results',
    path: '/search-products/shirt',
    heading: 'Search Results for "shirt"',
    grid: 'ul[aria-label="Search results"]',
  },
];

let page: Page;

test.beforeAll(async ({ browser }, testInfo) => {
  mkdirSync(SCREENS_DIR, { recursive: true });
  page = await (await browser.newContext({ baseURL: testInfo.project.use.baseURL })).newPage();
});

test.afterAll(async () => {
  await page.context().close();
});

for (const width of LAYOUT_WIDTHS) {
  test(`the portal's pages at ${width} px`, async () => {
    await page.setViewportSize({ width, height: width < 600 ? 800 : 900 });
    for (const screen of SCREENS) {
      await test.step(screen.name, async () => {
        await page.goto(screen.path);
        await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
        await checkLayout(page, {
          name: screen.name,
          width,
          screensDir: SCREENS_DIR,
          ...(screen.grid ? { grid: screen.grid, grids: 1 } : {}),
          needed: NEEDED,
        });
      });
    }
  });
}

test('one result column only on the narrowest phones (320 px)', async () => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/search-products/shirt');
  await expect(page.getByRole('heading', { level: 1, name: 'Search Results for "shirt"' })).toBeVisible();
  expect(await gridColumns(page, 'ul[aria-label="Search results"]')).toEqual([1]);
  expect(await sidewaysOverflow(page)).toEqual({ by: 0, elements: [] });
});
