import { expect, expectNoSeriousA11yViolations, type Page, test } from '@souk/web/e2e';
import { results, searchBox } from './support.js';

/** The floating chat button in view: a chat pre-filled with the page's address (spec §1); its number. */
async function expectSupportChat(page: Page): Promise<string> {
  const button = page.getByRole('link', { name: 'Chat with support (opens in a new tab)' });
  await expect(button).toBeVisible();
  await expect
    .poll(async () => new URL((await button.getAttribute('href')) ?? '').searchParams.get('text'))
    .toBe(page.url());
  const link = new URL((await button.getAttribute('href')) ?? '');
  expect(link.origin).toBe('https://wa.me');
  return link.pathname;
}

// spec §1: the floating chat button appears on every screen of both front ends
test('the landing and results pages have the floating support chat button with their own address', async ({
  page,
}) => {
  await page.goto('/');
  await expect(searchBox(page)).toBeVisible();
  const numbers = new Set([await expectSupportChat(page)]);
  await expectNoSeriousA11yViolations(page);

  // a search made in the page: the button follows the new address
  await searchBox(page).fill('shirt');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/\/search-products\/shirt$/);
  await expect(results(page).cards.first()).toBeVisible();
  numbers.add(await expectSupportChat(page));

  await page.goto('/search-products/tea?sort=low-high');
  await expect(results(page).cards.first()).toBeVisible();
  numbers.add(await expectSupportChat(page));
  await expectNoSeriousA11yViolations(page);
  expect(numbers.size).toBe(1);
});
