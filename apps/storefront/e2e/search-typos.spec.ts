import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, expectNoSeriousA11yViolations, type Page, settleImages, test } from '@souk/web/e2e';

/** Fixed, git-ignored folder: `test-results/screens/<name>-<width>.png`. */
const SCREENS_DIR = join(import.meta.dirname, '..', 'test-results', 'screens');
const HEADPHONES = 'Aura ANC Wireless Noise-Cancelling Headphones';
const QUERY_PRODUCTS = /\/api\/home\/seller\/[^/]+\/query-products\?/;

/** Searches from the header, as a shopper does (Enter submits, spec §2). */
async function searchFor(page: Page, text: string): Promise<void> {
  const search = page.getByRole('textbox', { name: 'Search products' });
  await search.fill(text);
  await search.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: `Search results for "${text}"` })).toBeVisible();
}

// The marks need the search engine's `highlights` in query-products (the engine replacing the API's search).
test('a shopper misspells a product in a shop and finds it, the matching word marked', async ({ page }) => {
  await page.goto('/pixel-forge');
  await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
  await searchFor(page, 'hedphones');
  await expect(page).toHaveURL(/\/pixel-forge\/products\/search\?value=hedphones$/);

  const results = page.getByRole('region', { name: 'Products' });
  const product = results.getByRole('link', { name: HEADPHONES });
  await expect(product).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expect(product.locator('mark')).toHaveText(['Headphones']);

  // the server's first render marks it too
  await page.goto('/pixel-forge/products/search?value=hedphones');
  await expect(
    page.getByRole('region', { name: 'Products' }).getByRole('link', { name: HEADPHONES }),
  ).toBeVisible();
  const html = await (await page.request.get('/pixel-forge/products/search?value=hedphones')).text();
  expect(html).toMatch(/<mark[^>]*>Headphones<\/mark>/);
});

/**
 * The engine's notes as the page shows them, whatever the engine answers today: the browser's
 * query-products calls for these searches are answered with the shop's real products for `headphones`,
 * plus the notes and highlights the engine sends with a misspelt search.
 */
test('the search notes show above the results and in the empty state, the suggestion one click away', async ({
  page,
}) => {
  mkdirSync(SCREENS_DIR, { recursive: true });
  await page.route(QUERY_PRODUCTS, async (route) => {
    const url = new URL(route.request().url());
    const searchValue = url.searchParams.get('searchValue');
    if (searchValue === 'hedphones wirelesss') {
      url.searchParams.set('searchValue', 'headphones');
      const response = await route.fetch({ url: url.toString() });
      const body = (await response.json()) as { products: { _id: string; name: string }[] };
      const highlights = Object.fromEntries(
        body.products.map((product) => {
          const start = product.name.toLowerCase().indexOf('headphones');
          return [product._id, start < 0 ? [] : [[start, start + 'headphones'.length]]];
        }),
      );
      const extras = { highlights, showingResultsFor: 'hedphones', didYouMean: 'headphones wireless' };
      await route.fulfill({ response, json: { ...body, ...extras } });
    } else if (searchValue === 'hedfonez') {
      await route.fulfill({ json: { products: [], totalProduct: 0, parPage: 12, didYouMean: 'headphones' } });
    } else {
      await route.continue();
    }
  });

  // client-side navigation: the browser asks query-products (a first load is rendered by the server)
  await page.goto('/pixel-forge');
  await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
  await searchFor(page, 'hedphones wirelesss');
  const results = page.getByRole('region', { name: 'Products' });
  await expect(results.getByText('Showing results for "hedphones"')).toBeVisible();
  await expect(results.getByText('No product matches all of "hedphones wirelesss".')).toBeVisible();
  await expect(results.getByRole('link', { name: 'Did you mean "headphones wireless"?' })).toHaveAttribute(
    'href',
    '/pixel-forge/products/search?value=headphones%20wireless',
  );
  await expect(results.getByRole('link', { name: HEADPHONES }).locator('mark')).toHaveText(['Headphones']);
  await expectNoSeriousA11yViolations(page);
  await screens(page, 'search-notes');

  await searchFor(page, 'hedfonez');
  await expect(results.getByRole('heading', { name: 'No Products Found' })).toBeVisible();
  const suggestion = results.getByRole('link', { name: 'Did you mean "headphones"?' });
  await expect(suggestion).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screens(page, 'search-suggestion-empty');

  await suggestion.click();
  await expect(page).toHaveURL(/\/pixel-forge\/products\/search\?value=headphones$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Search results for "headphones"' }),
  ).toBeVisible();
  await expect(results.getByRole('link', { name: HEADPHONES })).toBeVisible();
});

/** The page as it stands, at a phone's and a desktop's width. */
async function screens(page: Page, name: string): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await settleImages(page);
    await page.screenshot({
      path: join(SCREENS_DIR, `${name}-${width}.png`),
      fullPage: true,
      animations: 'disabled',
    });
  }
}
