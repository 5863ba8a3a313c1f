import { expect, expectNoSeriousA11yViolations, test } from '@souk/web/e2e';
import { results, searchBox } from './support.js';

test('the landing page lists the shops and searches by typing and Enter', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Souk — Search every shop');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  const directory = page.getByRole('region', { name: 'Browse the shops' });
  for (const shop of ['Green Pantry', 'Pixel Forge', 'Urban Threads']) {
    await expect(directory.getByRole('link', { name: new RegExp(`^${shop} \\d+ products$`) })).toBeVisible();
  }
  await expect(directory.getByRole('link', { name: /^Pixel Forge/ })).toHaveAttribute('href', '/pixel-forge');
  await expectNoSeriousA11yViolations(page);

  // a blank search goes nowhere (spec §5)
  await searchBox(page).fill('   ');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/\/$/);

  await searchBox(page).fill('  noise cancelling ');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/\/search-products\/noise%20cancelling$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search Results for "noise cancelling"');
  const { cards, count } = results(page);
  await expect(count).toHaveText(/^Found [1-9]\d* product\(s\)$/);
  await expect(cards.filter({ hasText: 'Aura ANC Wireless Noise-Cancelling Headphones' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(/Home.*Search Results/);
  await expectNoSeriousA11yViolations(page);
});

test('a suggestion opens the product in its shop', async ({ page }) => {
  await page.goto('/');
  const box = searchBox(page);
  await box.pressSequentially('headph');
  const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
  const aura = suggestions.getByRole('option', { name: /Aura ANC Wireless Noise-Cancelling Headphones/ });
  await expect(aura).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');

  // by keyboard: the first suggestion highlighted, Escape closes the list
  await box.press('ArrowDown');
  await expect(suggestions.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await box.press('Escape');
  await expect(suggestions).toBeHidden();

  await box.press('ArrowDown');
  await aura.click();
  await expect(page).toHaveURL(/\/pixel-forge\/product\/details\/[\w-]+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Aura ANC Wireless Noise-Cancelling Headphones' }),
  ).toBeVisible();
});
