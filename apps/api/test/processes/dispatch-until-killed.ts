// A dispatcher in a process of its own, for the outbox test to kill (SIGKILL) in the middle of a delivery:
// `mail` writes its delivery down; `search-index` never answers, as if the process died inside it.
// Usage: node --import tsx dispatch-until-killed.ts <postgres url>
import { sql } from 'drizzle-orm';
import { postgresDatabase } from '../../src/db/client.js';
import { createDispatcher } from '../../src/events/dispatcher.js';

const url = process.argv[2];
if (!url) throw new Error('usage: dispatch-until-killed.ts <postgres url>');
const database = postgresDatabase(url, { max: 2 });
const silent = { info() {}, warn() {}, error() {} };
const dispatcher = createDispatcher({
  db: database.db,
  log: silent,
  leaseMs: 2000,
  deliveryTimeoutMs: 600_000,
  subscribers: [
    {
      name: 'mail',
      types: ['order.placed'],
      async handle(event) {
        await database.db.execute(
          sql`insert into test_deliveries (subscriber, event_id) values ('mail', ${event.id})`,
        );
      },
    },
    {
      name: 'search-index',
      types: ['order.placed'],
      handle: () => new Promise(() => {}),
    },
  ],
});
await dispatcher.runOnce();
