import { collectProblems, expect, expectPaintedWhole, test } from '@souk/web/e2e';

// The landing and results pages arrive rendered by the server with their data (issue 8: LCP); the browser
// hydrates them from the embedded data.

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing and results pages arrive rendered with their data', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Browse the shops' })).toBeVisible();
    await expect(page.getByText('Urban Threads').first()).toBeVisible();

    await page.goto('/search-products/shirt?sort=low-high');
    await expect(page).toHaveTitle('Search Results for "shirt" — Souk');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search Results for "shirt"');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Classic Linen Button-Down Shirt' }),
    ).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue(/low/i);
  });
});

// issue 21: the browser paints a rendered page once, whole: rendering waits until `#rendered`, the marker
// right after the root, is parsed (`<link rel="expect" blocking="render">`), and no longer.
test('a rendered page is painted once it is parsed to its end, not chunk by chunk', async ({ request }) => {
  for (const path of ['/', '/search-products/shirt']) {
    const rendered = expectPaintedWhole(await (await request.get(path)).text(), path);
    expect(rendered, path).toContain('<footer');
  }
});

test('the browser hydrates the results without searching again', async ({ page }) => {
  const problems = collectProblems(page);
  const searches: string[] = [];
  page.on('request', (request) => {
    // the results query (24 a page), not the search box's suggestions (6)
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/home/search-products/') && url.searchParams.get('perPage') === '24') {
      searches.push(request.url());
    }
  });

  await page.goto('/search-products/shirt');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Classic Linen Button-Down Shirt' }),
  ).toBeVisible();
  // the page is live: switching to the list view works
  await page.getByRole('button', { name: 'List view' }).click();
  await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');

  expect(searches).toEqual([]);
  expect(problems).toEqual([]);
});

test('a results page chosen in list view earlier in the tab hydrates, then shows the list', async ({
  page,
}) => {
  const problems = collectProblems(page);
  await page.goto('/search-products/shirt');
  await page.getByRole('button', { name: 'List view' }).click();
  // the tap starts the app (issue 21), which then takes it: the choice is kept for the tab
  await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/search-products/linen');
  await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
  expect(problems).toEqual([]);
});
