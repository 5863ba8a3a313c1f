import autocannon from 'autocannon';
import { demoShop } from '../lib/demo.mjs';
import { startApi, startHello, tempDir } from '../lib/server.mjs';

const BUDGET_RATIO = 0.4;

/** What a browser sends with every request: the API answers large catalogue reads compressed. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

function cannon(url, { connections, duration }) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, pipelining: 1, headers: BROWSER_HEADERS }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/**
 * Catalogue reads on the embedded database against a bare Fastify hello-world, same run, same
 * connections: the budget is a ratio, so the machine's speed cancels out.
 */
export async function run({ duration, log }) {
  const connections = 10;
  const data = tempDir('api');
  const hello = await startHello();
  let api;
  try {
    api = await startApi({ env: { DATA_DIR: data.dir }, label: 'api (demo)' });
    const { sellerId, products } = await demoShop(api.url);
    const slug = products[0].slug;
    const targets = [
      ['hello-world Fastify `GET /`', `${hello.url}/`],
      ['home lists `GET /api/home/seller/{id}/products`', `${api.url}/api/home/seller/${sellerId}/products`],
      [
        'listing `GET /api/home/seller/{id}/query-products?pageNumber=1&sortPrice=low-to-high&lowPrice=0&highPrice=1000`',
        `${api.url}/api/home/seller/${sellerId}/query-products?pageNumber=1&sortPrice=low-to-high&lowPrice=0&highPrice=1000`,
      ],
      [
        'product by slug `GET /api/home/seller/{id}/product/{slug}`',
        `${api.url}/api/home/seller/${sellerId}/product/${encodeURIComponent(slug)}`,
      ],
      // the baseline again at the end: on a noisy machine one measure of it can be far off
      ['hello-world Fastify `GET /` (again, last)', `${hello.url}/`],
    ];
    const measured = [];
    for (const [name, url] of targets) {
      await cannon(url, { connections, duration: 1 }); // warm-up
      const result = await cannon(url, { connections, duration });
      const rps = result.requests.average;
      const bad = result.non2xx + result.errors + result.timeouts;
      log(
        `  ${name}: ${Math.round(rps).toLocaleString('en-US')} req/s, p99 ${result.latency.p99} ms${bad ? `, ${bad} errors/non-2xx` : ''}`,
      );
      measured.push({ name, rps, p99: result.latency.p99, bad });
    }
    const helloRuns = [measured[0], measured.at(-1)];
    const reads = measured.slice(1, -1);
    const baseline = { rps: (helloRuns[0].rps + helloRuns[1].rps) / 2 };
    log(
      `  hello-world baseline: ${Math.round(baseline.rps).toLocaleString('en-US')} req/s (mean of first and last)`,
    );
    const rows = reads.map((read) => {
      const ratio = read.rps / baseline.rps;
      log(`  ratio ${read.name.split(' `')[0]}: ${(ratio * 100).toFixed(1)} % of hello-world`);
      return {
        measure: `Catalogue read: ${read.name}`,
        budget: `≥ ${BUDGET_RATIO * 100} % of hello-world req/s`,
        figure: `${(ratio * 100).toFixed(1)} % (${Math.round(read.rps).toLocaleString('en-US')} vs ${Math.round(baseline.rps).toLocaleString('en-US')} req/s)`,
        met: ratio >= BUDGET_RATIO && read.bad === 0,
      };
    });
    const details = [
      `autocannon, ${connections} connections, ${duration} s per endpoint after a 1 s warm-up, one endpoint at a time, every request with a browser's \`Accept-Encoding: gzip, deflate, br, zstd\` (the API answers catalogue reads over 1 KB compressed, made once per cached answer; the hello-world's body is too small to compress); the hello-world baseline is measured first and last and the ratio uses the mean of the two; the API and the hello-world each run in their own process (\`NODE_ENV=production\`, \`LOG_LEVEL=warn\`) on a temporary DATA_DIR with the demo data (shop \`urban-threads\`, product \`${slug}\`).`,
      '',
      '| endpoint | req/s | p99 latency | errors / non-2xx |',
      '|---|---|---|---|',
      ...measured.map(
        (m) => `| ${m.name} | ${Math.round(m.rps).toLocaleString('en-US')} | ${m.p99} ms | ${m.bad} |`,
      ),
    ];
    return { rows, details };
  } finally {
    await api?.stop();
    await hello.stop();
    data.remove();
  }
}
