import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { describeRequest, fuzzCase, type Operation, operationsOf, requestOf } from './fuzz/requests.js';
import { createWorld, type World } from './fuzz/world.js';
import { driver } from './harness.js';

/**
 * Schema fuzzing of every call under /api (issue 19 point 13). Each call gets `FUZZ_RUNS` inputs drawn from
 * its own schemas (the OpenAPI document's, generated from the routes' zod schemas), valid or mutated (wrong
 * types, missing and extra fields, edge numbers, 100 KB strings, RTL/emoji/NUL text, deep junk, wrong
 * content types, malformed and oversized JSON), each sent as one of the roles. Every answer must be below
 * 500 (the zod provider checks each 2xx body against its response schema in tests and answers 500 when it
 * drifts), a 4xx must be `{ error: string }` and must leave every table as it was.
 *
 * `pnpm fuzz` runs 1 000 inputs a call; the normal suite runs 40 on PGlite. `FUZZ_SEED` replays a run,
 * `FUZZ_ONLY` (a substring of "METHOD /path") narrows it to some calls.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
// fixed by default, so a CI failure replays as it is; `FUZZ_SEED=$RANDOM pnpm fuzz` explores further
const SEED = Number(process.env.FUZZ_SEED ?? 19);
const ONLY = process.env.FUZZ_ONLY;

/** Calls that end the caller's seller session when they succeed: the sellers sign in again after one. */
const ENDS_SELLER_SESSION =
  /^(POST \/api\/seller\/logout|PUT \/api\/seller\/password|DELETE \/api\/seller\/sessions)/;

const world: World | undefined = driver === 'pglite' ? await createWorld() : undefined;
const document = world
  ? (await world.ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json()
  : { paths: {} };
const operations = operationsOf(document).filter(
  (operation) => !ONLY || `${operation.method} ${operation.path}`.includes(ONLY),
);
/** Answers by call and status class, for the summary (`2xx` counts show how deep the inputs reach). */
const answers = new Map<string, Record<string, number>>();
const started = Date.now();
afterAll(async () => {
  await world?.close();
  if (!world) return;
  const total = [...answers.values()].reduce(
    (sum, counts) => sum + Object.values(counts).reduce((a, b) => a + b, 0),
    0,
  );
  const lines = [...answers].map(
    ([name, counts]) =>
      `  ${name}: ${Object.entries(counts)
        .sort()
        .map(([status, count]) => `${status} ${count}`)
        .join(', ')}`,
  );
  console.info(
    `fuzz: ${total} requests in ${Math.round((Date.now() - started) / 1000)} s (seed ${SEED})\n${lines.join('\n')}`,
  );
});

let digest: string | undefined;

async function fuzzOne(world: World, operation: Operation) {
  const name = `${operation.method} ${operation.path}`;
  await world.signInSellers();
  await world.replenish();
  digest = undefined;
  const property = fc.asyncProperty(fuzzCase(operation, world.ids), async (input) => {
    const request = requestOf(operation, input, world.headersOf(input.role));
    digest ??= await world.digest();
    const before = await world.nextTransaction();
    const response = await world.ctx.app.inject({ ...request, method: request.method as 'GET' });
    const counts = answers.get(name) ?? {};
    const status = `${Math.floor(response.statusCode / 100)}xx`;
    counts[status] = (counts[status] ?? 0) + 1;
    answers.set(name, counts);
    const repro = () =>
      `${describeRequest(request, input.role)}\nanswer ${response.statusCode}: ${response.body.slice(0, 500)}`;
    if (response.statusCode >= 500) throw new Error(`5xx answer\n${repro()}`);
    if (response.statusCode >= 400) {
      let error: unknown;
      try {
        error = response.json().error;
      } catch {
        throw new Error(`4xx answer is not JSON\n${repro()}`);
      }
      if (typeof error !== 'string' || !error)
        throw new Error(`4xx answer without { error: string }\n${repro()}`);
      // a transaction id unchanged means nothing was written; else the tables' digest must be the same
      if ((await world.nextTransaction()) !== before) {
        const after = await world.digest();
        if (after !== digest) {
          const changed = after.split('\n').filter((line) => !digest?.split('\n').includes(line));
          digest = undefined;
          throw new Error(
            `a ${response.statusCode} answer changed ${changed.map((line) => line.split(':')[0]).join(', ')}\n${repro()}`,
          );
        }
      }
    } else {
      digest = undefined;
      if (ENDS_SELLER_SESSION.test(name)) await world.signInSellers();
    }
  });
  // no shrinking (each run changes the database), and the report is the request, not fast-check's dump of
  // the generated value (which holds 100 KB strings)
  const details = await fc.check(property, { seed: SEED, numRuns: RUNS, endOnFailure: true });
  // a long run reports each call as it ends, so a reader can follow it
  if (RUNS >= 200)
    console.info(
      `fuzz: ${name} ${JSON.stringify(answers.get(name))} at ${Math.round((Date.now() - started) / 1000)} s`,
    );
  if (details.failed) {
    const cause =
      details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
    throw new Error(
      `${name} failed on input ${details.numRuns} (FUZZ_SEED=${SEED} FUZZ_ONLY='${name}')\n${cause}`,
    );
  }
}

describe.skipIf(!world)(`every call under /api, ${RUNS} fuzzed inputs each (seed ${SEED})`, () => {
  it('knows the calls', () => {
    expect(operations.length).toBeGreaterThan(ONLY ? 0 : 100);
    console.info(
      `fuzz: seed ${SEED}, ${RUNS} inputs for each of ${operations.length} calls (FUZZ_SEED=${SEED} replays)`,
    );
  });

  it.each(operations.map((operation) => [`${operation.method} ${operation.path}`, operation] as const))(
    '%s',
    async (_name, operation) => {
      if (world) await fuzzOne(world, operation);
    },
    Math.max(60_000, RUNS * 400),
  );
});
