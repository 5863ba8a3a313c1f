import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails on any serious or critical axe violation of the page as it stands, naming rule, count and nodes.
 * Animations are finished first: a toast caught mid-fade blends its colours with the page and would be
 * judged on a contrast it never has at rest.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => {}))),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious,
    JSON.stringify(serious.map((v) => [v.id, v.nodes.length, v.nodes.slice(0, 3).map((n) => n.target)])),
  ).toEqual([]);
}
