import { type Browser, type BrowserContext, test as base, expect } from '@playwright/test';

/** Reported by the init script below: one line per violation, in every frame of every page. */
const BINDING = '__soukCspViolation';

/** Listens in every document (and frame) for the browser's own report of a blocked load or script. */
const LISTENER = `addEventListener('securitypolicyviolation', (event) => {
  const report = globalThis['${BINDING}'];
  if (typeof report === 'function') {
    report(event.effectiveDirective + ' blocked ' + (event.blockedURI || 'inline') + ' on ' + event.documentURI +
      (event.sourceFile ? ' (' + event.sourceFile + ':' + event.lineNumber + ')' : '') +
      (event.sample ? ' ' + JSON.stringify(event.sample) : ''));
  }
}, true);`;

/** The violations of the running test, in the order they were reported. */
const reported: string[] = [];

/**
 * Records every Content-Security-Policy violation of `context`'s pages. The shared `test` below does this
 * for every context a test opens (its `page`, and contexts from `browser.newContext()`).
 */
export async function watchCspViolations(context: BrowserContext): Promise<void> {
  await context.exposeBinding(BINDING, (_source, text: string) => {
    reported.push(text);
  });
  await context.addInitScript(LISTENER);
}

function watchEveryContext(browser: Browser): void {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await watchCspViolations(context);
    return context;
  };
}

const watched = new WeakSet<Browser>();

/**
 * Playwright's `test` with one rule every journey keeps: no page may break its Content-Security-Policy.
 * Every context the test opens is watched, and the test fails after its body with the violations seen.
 * @example import { expect, test } from '@souk/web/e2e';
 */
export const test = base.extend<{ cspViolations: string[] }>({
  browser: [
    async ({ browser }, use) => {
      if (!watched.has(browser)) {
        watched.add(browser);
        watchEveryContext(browser);
      }
      await use(browser);
    },
    { scope: 'worker' },
  ],
  cspViolations: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      reported.length = 0;
      await use(reported);
      expect([...reported], 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
