// `node bench/hello-server.mjs <port>`: the baseline of the API load test, a bare hello-world on the same
// Fastify the api depends on.
import { createRequire } from 'node:module';

const require = createRequire(new URL('../apps/api/package.json', import.meta.url));
const Fastify = require('fastify');

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
console.log(`listening (fastify ${app.version})`);
process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
