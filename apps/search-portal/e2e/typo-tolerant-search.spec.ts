import { expect, expectNoSeriousA11yViolations, test } from '@souk/web/e2e';
import { results, searchBox } from './support.js';

const AURA = 'Aura ANC Wireless Noise-Cancelling Headphones';

test('a misspelled search marks the matches, filters by facet and suggests a close spelling', async ({
  page,
}) => {
  await page.goto('/');
  const box = searchBox(page);
  await box.pressSequentially('hedphones');
  const aura = page
    .getByRole('listbox', { name: 'Suggestions' })
    .getByRole('option', { name: new RegExp(AURA) });
  await expect(aura).toBeVisible();
  await expect(aura.locator('mark')).toHaveText(['Headphones']);

  // nothing highlighted: Enter opens the results page
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search-products\/hedphones$/);
  const { cards, count } = results(page);
  const card = cards.filter({ hasText: AURA });
  await expect(card.getByRole('link', { name: AURA }).locator('mark')).toHaveText(['Headphones']);

  const filters = page.getByRole('region', { name: 'Filters' });
  for (const title of ['Category', 'Brand', 'Price']) {
    await expect(filters.getByRole('heading', { name: title })).toBeVisible();
  }
  const audio = filters.getByRole('button', { name: /^Audio \(\d+\)$/ });
  await expect(audio).toHaveAttribute('aria-pressed', 'false');
  await expect(filters.getByRole('button', { name: /^Nimbus Audio \(\d+\)$/ })).toBeVisible();
  await expect(
    filters.getByRole('button', { name: /^\$\d+(\.\d\d)? (– \$\d+(\.\d\d)?|& above) \(\d+\)$/ }).first(),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // one category at a time, kept in the address; the back button takes it off again
  await audio.click();
  await expect(page).toHaveURL(/\/search-products\/hedphones\?category=Audio$/);
  await expect(filters.getByRole('button', { name: /^Audio \(\d+\)$/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(card).toBeVisible();
  await expect(count).toHaveText(/^Found [1-9]\d* product\(s\)$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/search-products\/hedphones$/);
  await expect(filters.getByRole('button', { name: /^Audio \(\d+\)$/ })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  // a word that matches nothing: no product, and the close spelling that has results
  await searchBox(page).fill('hedphonesxx');
  await searchBox(page).press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search Results for "hedphonesxx"');
  const empty = page.locator('[data-slot="empty-state"]');
  await expect(empty.getByRole('heading', { name: 'No Products Found' })).toBeVisible();
  const didYouMean = empty.getByText(/^Did you mean ".+"\?$/);
  await expect(didYouMean).toBeVisible();
  const suggestion = didYouMean.getByRole('link');
  await expect(suggestion).toHaveText(/headphones/i);
  await expectNoSeriousA11yViolations(page);

  const spelling = (await suggestion.textContent()) ?? '';
  await suggestion.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Search Results for "${spelling}"`);
  await expect(results(page).cards.filter({ hasText: AURA })).toBeVisible();
});

test('on a phone the filters open from the Filters button, without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/search-products/hedphones');
  await expect(results(page).cards.first()).toBeVisible();
  const filters = page.getByRole('region', { name: 'Filters' });
  const toggle = page.getByRole('button', { name: 'Filters', exact: true });
  await expect(filters).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  // a server-rendered page: the button answers once the page has hydrated
  await expect(async () => {
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
  }).toPass();
  await expect(filters.getByRole('button', { name: /^Audio \(\d+\)$/ })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBe(0);

  await toggle.click();
  await expect(filters).toBeHidden();
});
