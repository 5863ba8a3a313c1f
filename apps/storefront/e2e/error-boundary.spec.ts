import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, expectNoSeriousA11yViolations, test } from '@souk/web/e2e';

/** Fixed, git-ignored folder: `test-results/screens/<name>-<width>.png`. */
const SCREENS_DIR = join(import.meta.dirname, '..', 'test-results', 'screens');
// a lazy chunk is named by its hash alone (web-app-config.ts): the build's manifest says which is the contact screen's
const MANIFEST = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', 'dist', '.vite', 'manifest.json'), 'utf8'),
);
const CONTACT_CHUNK = `**/${MANIFEST['src/app/routes/contact.tsx'].file}`;

test('a screen whose code fails to download shows the retry screen in the shop; Try again opens it', async ({
  page,
}) => {
  mkdirSync(SCREENS_DIR, { recursive: true });
  await page.goto('/pixel-forge');
  await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();

  // the contact screen's code cannot be downloaded (a new release replaced it, the network dropped)
  await page.route(CONTACT_CHUNK, (route) => route.abort());
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('This page could not be shown. Please try again.');
  await expect(alert.getByRole('button', { name: 'Try again' })).toBeFocused();
  // in its place inside the shop: the header and footer stay
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(SCREENS_DIR, `retry-screen-${width}.png`), animations: 'disabled' });
  }

  await page.unroute(CONTACT_CHUNK);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Send us a Message' })).toBeVisible();
});
