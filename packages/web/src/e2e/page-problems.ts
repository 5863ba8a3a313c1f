import type { Page } from '@playwright/test';

/** Errors the page reports from now on: console errors and uncaught ones (a failed hydration shows as both). */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  return problems;
}
