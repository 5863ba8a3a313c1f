import { expect } from '@playwright/test';

/**
 * Checks that a served page is painted once, whole (issue 21): its `<head>` holds
 * `<link rel="expect" href="#rendered" blocking="render">`, and `<template id="rendered">` comes right after
 * the root closes and before the embedded query state, so rendering waits for the server's markup and no
 * longer. Answers the markup between the root's start and the marker, for further checks.
 * @example expect(expectPaintedWhole(html, '/tea')).toContain('<footer')
 */
export function expectPaintedWhole(html: string, path: string): string {
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head, path).toContain('<link rel="expect" href="#rendered" blocking="render" />');
  const root = html.indexOf('<div id="root">');
  const marker = html.indexOf('<template id="rendered"></template>');
  expect(root, path).toBeGreaterThan(0);
  expect(marker, path).toBeGreaterThan(root);
  const rendered = html.slice(root, marker);
  expect(rendered.trimEnd(), path).toMatch(/<\/div>$/);
  const state = html.indexOf('souk-state');
  if (state >= 0) expect(state, path).toBeGreaterThan(marker);
  return rendered;
}
