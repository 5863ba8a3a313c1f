import { formatKb, limitOf, measurePages, report } from '../../scripts/check-page-js.mjs';

/**
 * First-load JavaScript per page, as Chromium loads it (`scripts/check-page-js.mjs`): every same-origin
 * script fetched until the network is idle, gzip.
 */
export async function run({ log }) {
  const measured = await measurePages();
  const rows = measured.map(({ page, total, rows: scripts }) => ({
    measure: `First-load JS: ${page.app} ${page.name} \`${page.path}\``,
    budget: `≤ ${formatKb(page.target)} gzip`,
    figure: `${formatKb(total)} in ${scripts.length} scripts${total > page.target ? ` (ratchet ${formatKb(limitOf(page))})` : ''}`,
    met: total <= page.target,
  }));
  for (const row of rows) log(`  ${row.measure}: ${row.figure}`);
  return {
    rows,
    details: [
      'Output of `node scripts/check-page-js.mjs --markdown`: the built server on a temporary demo DATA_DIR, each page opened in Chromium (390 × 844, mobile, unless the page names a width) with an empty HTTP cache until the network is idle (500 ms without a request); every same-origin script it fetched, gzip level 9. The cart holds one product; the console is signed in as the demo seller.',
      '',
      ...report(measured, { markdown: true }),
      '',
      'Per page, the scripts (gzip):',
      '',
      '```text',
      ...report(measured),
      '```',
    ],
  };
}
