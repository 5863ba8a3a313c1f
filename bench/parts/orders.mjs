import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { demoShop } from '../lib/demo.mjs';
import { request, startApi } from '../lib/server.mjs';
import { latencySummary, ms } from '../lib/stats.mjs';

const require = createRequire(new URL('../../apps/api/package.json', import.meta.url));
const pg = require('pg');

const BUDGET_P99_MS = 50;
const BUYERS = 10;
const WARMUP_ROUNDS = 2;
const DEFAULT_PG_URL = 'postgresql://postgres@127.0.0.1:5432/postgres';

const SHIPPING = {
  name: 'Bench Buyer',
  address: '1 Long Street',
  email: 'bench@example.com',
  phone: '0821234567',
  post: '8001',
  province: 'Western Cape',
  city: 'Cape Town',
  area: 'City Bowl',
};

/**
 * Place-order on PostgreSQL: 10 guest buyers, each with a cart line, place their orders at the same
 * moment; carts are refilled between rounds.
 */
export async function run({ log, samples, pgUrl = DEFAULT_PG_URL }) {
  const dbName = `souk_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${dbName}`);
  const databaseUrl = new URL(pgUrl);
  databaseUrl.pathname = `/${dbName}`;
  let api;
  try {
    api = await startApi({
      env: { DATABASE_URL: databaseUrl.href, JWT_SECRET: randomBytes(32).toString('hex') },
      label: 'api (PostgreSQL)',
    });
    const { products } = await demoShop(api.url);
    // one product per buyer where the shop has enough, with stock no round can exhaust
    const productIds = Array.from({ length: BUYERS }, (_, i) => products[i % products.length]._id);
    const shopDb = new pg.Client({ connectionString: databaseUrl.href });
    await shopDb.connect();
    await shopDb.query('UPDATE products SET stock = 1000000 WHERE id = ANY($1)', [[...new Set(productIds)]]);
    await shopDb.end();
    const buyers = productIds.map((productId, i) => ({
      session: `bench-${process.pid}-${i}-${randomBytes(8).toString('hex')}`,
      productId,
    }));

    const fillCarts = () =>
      Promise.all(
        buyers.map(async (buyer) => {
          const res = await request(`${api.url}/api/home/product/add-to-card`, {
            method: 'POST',
            headers: { 'x-guest-session': buyer.session },
            body: { sessionId: buyer.session, productId: buyer.productId, quantity: 1 },
          });
          if (res.status !== 200 && res.status !== 201)
            throw new Error(`add-to-card answered ${res.status}: ${res.text.slice(0, 300)}`);
        }),
      );
    const placeAll = () =>
      Promise.all(
        buyers.map((buyer) =>
          request(`${api.url}/api/home/order/place-order`, {
            method: 'POST',
            headers: { 'x-guest-session': buyer.session },
            body: {
              products: [{ productId: buyer.productId, quantity: 1 }],
              shippingInfo: SHIPPING,
              sessionId: buyer.session,
            },
          }).catch((error) => ({ status: 0, text: String(error), ms: Number.NaN })),
        ),
      );

    const rounds = Math.ceil(samples / BUYERS);
    const latencies = [];
    let errors = 0;
    let firstError = '';
    for (let round = 0; round < WARMUP_ROUNDS + rounds; round++) {
      await fillCarts();
      const answers = await placeAll();
      if (round < WARMUP_ROUNDS) continue;
      for (const answer of answers) {
        if (answer.status !== 201) {
          errors++;
          firstError ||= `${answer.status} ${answer.text.slice(0, 200)}`;
        } else latencies.push(answer.ms);
      }
    }
    const summary = latencySummary(latencies);
    log(
      `  ${latencies.length} orders: p50 ${ms(summary.p50)}, p95 ${ms(summary.p95)}, p99 ${ms(summary.p99)}, ${errors} errors${firstError ? ` (first: ${firstError})` : ''}`,
    );
    const distinct = new Set(productIds).size;
    return {
      rows: [
        {
          measure: `Place-order, ${BUYERS} concurrent buyers, PostgreSQL`,
          budget: `p99 ≤ ${BUDGET_P99_MS} ms, 0 errors`,
          figure: `p99 ${ms(summary.p99)} (p50 ${ms(summary.p50)}), ${errors} errors`,
          met: summary.p99 <= BUDGET_P99_MS && errors === 0,
        },
      ],
      details: [
        `Throw-away database \`${dbName}\` on ${databaseUrl.host} (created, migrated and seeded by the server, dropped at the end). ${BUYERS} guest buyers (\`x-guest-session\`), ${distinct} distinct demo products of \`urban-threads\` (stock raised to 1 000 000 by SQL). Each round refills every cart with \`POST /api/home/product/add-to-card\` (not timed), then fires the ${BUYERS} \`POST /api/home/order/place-order\` at once; ${WARMUP_ROUNDS} warm-up rounds, then ${rounds} timed rounds.`,
        '',
        '| samples | p50 | p95 | p99 | max | errors |',
        '|---|---|---|---|---|---|',
        `| ${summary.n} | ${ms(summary.p50)} | ${ms(summary.p95)} | ${ms(summary.p99)} | ${ms(summary.max)} | ${errors} |`,
        ...(firstError ? ['', `First error: \`${firstError}\``] : []),
      ],
    };
  } finally {
    await api?.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
}
