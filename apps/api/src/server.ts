import { fileURLToPath } from 'node:url';
import { toCents } from '@souk/core';
import { buildApp } from './app.js';
import { type Config, ConfigError, loadConfig } from './config.js';
import { type Db, openDatabase } from './db/client.js';
import { addDemoActivity } from './demo/activity.js';
import { warmDemoMedia } from './demo/media.js';
import { applyDemoPaymentKeys } from './demo/payment-keys.js';
import { seedDemoIfEmpty } from './demo/seed.js';
import { applyDemoSellerAccounts, demoSellerNotice } from './demo/seller-accounts.js';
import { loadDemoTemplate } from './demo/template.js';
import { createDispatcher } from './events/dispatcher.js';
import type { Logger } from './lib/logger.js';
import { createMailer } from './lib/mailer.js';
import { frontendsFromList } from './plugins/frontends.js';
import { createMediaStorage } from './services/media/create-media-storage.js';
import { DEFAULT_MEDIA_ENCODING } from './services/media/process-image.js';
import { sealLegacySecrets } from './services/payments/seller-payment-config.js';
import { catalogueIndex } from './services/search/catalogue-index.js';
import { subscribers } from './subscribers/index.js';

/**
 * `pnpm start`: config, database (migrated, demo data on first start), then listen. A first start on an
 * empty DATA_DIR loads the demo template the build made (migrated and seeded already) when it fits this
 * server; `migrate` then applies any newer migration and `seedDemoIfEmpty` finds the demo shops there.
 * Once listening, the event dispatcher delivers the outbox to the subscribers and the search index loads.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(
    config,
    config.seedDemo ? { template: (dir) => loadDemoTemplate(dir) } : {},
  );
  await database.migrate();
  if (config.seedDemo) await seedDemoIfEmpty(database.db, config);
  // rows written before encryption at rest hold plaintext secrets: sealed once, before anything reads them
  const sealed = await sealLegacySecrets(database.db, config.secretsKey);
  if (sealed > 0) console.info(`payment secrets: encrypted the plaintext secrets of ${sealed} shops`);
  await applyDemoPaymentKeys(database.db, config.payments, config.secretsKey);
  // one media storage for the routes and the demo images' warm-up below
  const mediaStorage = createMediaStorage(config.media);
  const app = await buildApp({
    config,
    database,
    mediaStorage,
    // the repository's frontends.json: each front end's build and the paths it answers
    frontends: frontendsFromList(fileURLToPath(new URL('../../../', import.meta.url))),
  });
  // after the app is built, so a password generated now is logged at once, before anything else can fail
  const demoSellers = await applyDemoSellerAccounts(database.db, config.demoSellerPassword);
  const notice = demoSellerNotice(demoSellers, config.publicUrl);
  if (notice) {
    app.log.info(notice.details, notice.message);
    // pino writes JSON lines, where a multi-line notice shows as one escaped string: a password to copy
    // is also printed as it reads
    if (notice.plain) process.stdout.write(`\n${notice.message}\n\n`);
  }
  // before the dispatcher starts: the demo's events are written as delivered already, so nobody is mailed
  if (config.seedDemo) await logDemoActivity(database.db, config, app.log);
  // mail goes to the SMTP server of SMTP_URL, or without one to .eml files under {DATA_DIR}/outbox
  const mailer = createMailer({ ...config.mail, log: app.log });
  app.log.info(
    config.mail.smtpUrl
      ? `mail: sent over SMTP from ${config.mail.from}`
      : `mail: no SMTP_URL, so each message is written to ${config.mail.outboxDir}`,
  );
  // the outbox's delivery: events written with their changes reach the subscribers after commit
  const dispatcher = createDispatcher({
    db: database.db,
    subscribers: subscribers({
      db: database.db,
      log: app.log,
      mailer,
      mail: { publicUrl: config.publicUrl, jwtSecret: config.jwtSecret },
    }),
    log: app.log,
    // a round failing during a database outage is the outage's one log line, not one line a second
    onUnreachable: database.unreachable,
  });
  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await dispatcher.stop();
    mailer.close();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  dispatcher.start();
  // the demo images' variants are made once, in the background, so a first visit finds them ready
  if (config.seedDemo) {
    warmDemoMedia(database.db, mediaStorage, {
      ...DEFAULT_MEDIA_ENCODING,
      avifEffort: config.media.avifEffort,
    }).then(
      ({ images, made, ms }) => {
        if (made > 0)
          app.log.info(`demo images: made the variants of ${made} of ${images} images in ${ms} ms`);
      },
      (error: unknown) =>
        app.log.error({ err: error }, 'demo images: warm-up failed (made on request instead)'),
    );
  }
  // the search index loads while the server already answers; a search before it is ready waits for it
  const index = catalogueIndex(database.db);
  index.current().then(
    () => {
      const build = index.lastBuild;
      if (!build) return;
      const mb = (build.heapBytes / 1024 / 1024).toFixed(1);
      app.log.info(
        `search index built: ${build.products} products in ${Math.round(build.ms)} ms, ${mb} MB (${build.words} words)`,
      );
    },
    (error: unknown) => app.log.error({ err: error }, 'search index build failed; searches will retry it'),
  );
}

/**
 * A month of orders and messages for each demo shop with no order yet (after the seller accounts, which
 * answer its messages). A failure leaves those shops as seeded (one transaction per shop) and the server
 * starting: the demo's activity is a showcase, not something the shops need.
 */
async function logDemoActivity(db: Db, config: Config, log: Logger): Promise<void> {
  try {
    const activity = await addDemoActivity(db, {
      defaultShippingFeeCents: toCents(config.shippingFeeDefault),
    });
    if (activity.shops.length === 0) return;
    const orders = activity.shops.reduce((sum, shop) => sum + shop.orders, 0);
    const messages = activity.shops.reduce((sum, shop) => sum + shop.messages, 0);
    log.info(
      { shops: activity.shops },
      `demo activity: ${orders} orders and ${messages} messages of the last 30 days in ${activity.shops.length} shops (${Math.round(activity.ms)} ms)`,
    );
  } catch (error) {
    log.error({ err: error }, 'demo activity failed; the demo shops start without orders');
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
