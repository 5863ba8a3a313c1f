import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { generateCatalogue } from '../demo/generate-catalogue.js';

const USAGE = `Usage: pnpm --filter @souk/api catalogue:generate [--products 100000] [--sellers 200] [--batch 1000] [--seed 42] [--prefix gen]

Migrates the configured database and inserts a generated catalogue for benchmarks. An earlier catalogue
with the same prefix is replaced; the demo shops and other sellers are left alone.`;

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const number = Number(value.replaceAll('_', ''));
  if (!Number.isInteger(number) || number < 0)
    throw new ConfigError(`--${name} must be a whole number, got "${value}"`);
  return number;
}

/** `pnpm --filter @souk/api catalogue:generate --products 100000 --sellers 200` */
async function main(): Promise<void> {
  const { values } = parseArgs({
    // `pnpm … db:seed -- --force` passes the `--` through.
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: {
      products: { type: 'string' },
      sellers: { type: 'string' },
      batch: { type: 'string' },
      seed: { type: 'string' },
      prefix: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const products = positiveInteger('products', values.products, 100_000);
  const sellers = Math.max(1, positiveInteger('sellers', values.sellers, 200));
  const batchSize = Math.max(1, positiveInteger('batch', values.batch, 1000));
  const seed = positiveInteger('seed', values.seed, 42);
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    console.log(
      `Generating ${products} products across ${sellers} sellers (${database.driver}, batches of ${batchSize})…`,
    );
    let lastReport = 0;
    const result = await generateCatalogue(database.db, {
      products,
      sellers,
      batchSize,
      seed,
      ...(values.prefix === undefined ? {} : { prefix: values.prefix }),
      onProgress: (inserted, total) => {
        const now = performance.now();
        if (inserted === total || now - lastReport > 2000) {
          lastReport = now;
          console.log(`  ${inserted.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} products`);
        }
      },
    });
    if (result.replaced.sellers > 0)
      console.log(
        `Replaced an earlier catalogue: ${result.replaced.sellers} sellers, ${result.replaced.orders} orders.`,
      );
    const seconds = (result.ms / 1000).toFixed(1);
    const rate = result.ms > 0 ? Math.round((result.products * 1000) / result.ms) : result.products;
    console.log(
      `Inserted ${result.sellers} sellers, ${result.categories} categories and ${result.products} products in ${seconds} s (${rate.toLocaleString('en-US')} products/s).`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
