import { readFileSync } from 'node:fs';
import { collectProblems, expect, sidewaysOverflow, test } from '@souk/web/e2e';
import { hydrated, toast } from './support.js';

/** A language's catalogue as translators wrote it: English message → translation. */
function catalogue(language: 'ar' | 'fr'): Record<string, string> {
  const file = new URL(`../../../packages/ui/locales/${language}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8'));
}
const ar = catalogue('ar');
const fr = catalogue('fr');
const SHOTS = 'test-results/languages';
const hydrationProblems = (problems: string[]) =>
  problems.filter((problem) => /hydrat|did not match|server rendered/i.test(problem));

test.describe('a shopper whose browser prefers Arabic', () => {
  test.use({ locale: 'ar-EG' });

  test('sees the shop home in Arabic, right to left, whole at 390 px, and shops in it', async ({ page }) => {
    const problems = collectProblems(page);
    await page.setViewportSize({ width: 390, height: 844 });

    // the server renders the page in Arabic: the shopper reads it before any script runs
    const html = await (
      await page.request.get('/urban-threads', { headers: { 'accept-language': 'ar-EG,ar' } })
    ).text();
    expect(html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(html).toContain(ar['Featured Products']);

    await page.goto('/urban-threads');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: ar['Featured Products'] })).toBeVisible();
    await expect(page.getByRole('link', { name: ar['View All Products'] })).toBeVisible();
    await expect(page.getByPlaceholder(ar['Search products...'])).toBeVisible();
    // a phone number reads left to right inside the Arabic text
    await expect(page.locator('header').getByText('+1 (503) 555-0142')).toHaveAttribute('dir', 'ltr');

    // right to left: the header's logo starts at the right edge, the cart sits at the left
    const header = page.locator('header').first();
    const logo = (await header.getByRole('link').first().boundingBox()) ?? { x: 0, width: 0 };
    const cart = (await page.getByRole('navigation', { name: ar.Shopping }).boundingBox()) ?? {
      x: 0,
      width: 0,
    };
    expect(logo.x).toBeGreaterThan(cart.x);
    expect((await sidewaysOverflow(page)).elements).toEqual([]);
    expect((await sidewaysOverflow(page)).by).toBe(0);
    await page.screenshot({ path: `${SHOTS}/home-ar-390.png`, fullPage: true });

    // the app starts in Arabic too: it hydrates the page as sent, and answers in Arabic
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: ar['Add to cart'] }) });
    await card.first().getByRole('button', { name: ar['Add to cart'] }).click();
    await expect(toast(page, ar['Product added to cart!'])).toBeVisible();
    expect((await sidewaysOverflow(page)).by).toBe(0);
    expect(hydrationProblems(problems)).toEqual([]);
  });

  test('reads the listing, a product and the cart in Arabic with nothing sticking out', async ({ page }) => {
    const problems = collectProblems(page);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/urban-threads/shops');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      expect((await sidewaysOverflow(page)).elements).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/listing-ar-${width}.png` });

      await page.goto('/urban-threads/product/details/classic-linen-button-down-shirt');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: ar['Add to Cart'], exact: true }).first()).toBeVisible();
      expect((await sidewaysOverflow(page)).elements).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/product-ar-${width}.png` });
    }
    // the seller's own options stay as the seller wrote them
    const add = page.getByRole('button', { name: ar['Add to Cart'], exact: true }).first();
    await hydrated(add);
    await page.getByLabel('Size').selectOption({ index: 1 });
    await add.click();
    await expect(toast(page, ar['Product added to cart!'])).toBeVisible();
    await page.goto('/urban-threads/card');
    await expect(page.locator('[data-slot="order-summary"]')).toBeVisible();
    expect((await sidewaysOverflow(page)).elements).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/cart-ar-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    expect((await sidewaysOverflow(page)).elements).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/cart-ar-390.png`, fullPage: true });
    expect(hydrationProblems(problems)).toEqual([]);
  });

  test('picks French in the footer, keeps it from page to page, and goes back to English', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/urban-threads/shops');
    const picker = page.getByRole('combobox', { name: ar.Language });
    // once the app runs, choosing a language sends the form at once
    await hydrated(picker);
    await picker.selectOption('fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.locator('html')).not.toHaveAttribute('dir', 'rtl');
    // back on the page it was chosen on, now in French
    await expect(page).toHaveURL(/\/urban-threads\/shops$/);
    await expect(page.getByRole('combobox', { name: fr.Language })).toHaveValue('fr');

    // the choice outlasts the browser's preference, on every page
    await page.goto('/urban-threads');
    await expect(page.getByRole('heading', { name: fr['Featured Products'] })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/home-fr-1280.png` });

    const english = page.getByRole('combobox', { name: fr.Language });
    await hydrated(english);
    await english.selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // English is the spec's own wording
    await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
  });
});

test.describe('a browser running no script', () => {
  test.use({ locale: 'ar-EG', javaScriptEnabled: false });

  test('changes the language with the footer form alone', async ({ page }) => {
    await page.goto('/urban-threads');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await page.getByRole('combobox', { name: ar.Language }).selectOption('fr');
    await page.getByRole('button', { name: ar.Change }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page).toHaveURL(/\/urban-threads$/);
    await expect(page.getByRole('heading', { name: fr['Featured Products'] })).toBeVisible();
  });
});
