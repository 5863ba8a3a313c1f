import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails on any serious or critical axe violation of the page as it stands, naming rule, count and nodes.
 * Animations are finished first: a toast caught mid-fade blends its colours with the page and would be
 * judged on a contrast it never has at rest.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // a style element of the page's own, with its CSP nonce: the policy refuses one without
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.nonce = document.querySelector<HTMLMetaElement>('meta[property=csp-nonce]')?.nonce ?? '';
    style.textContent = '*, *::before, *::after { transition: none !important; animation: none !important; }';
    document.head.append(style);
    return Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => {})));
  });
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious,
    JSON.stringify(serious.map((v) => [v.id, v.nodes.length, v.nodes.slice(0, 3).map((n) => n.target)])),
  ).toEqual([]);
}
