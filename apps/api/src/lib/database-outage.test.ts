import { describe, expect, it } from 'vitest';
import { createDatabaseOutage, isDatabaseUnreachable } from './database-outage.js';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnreachable', () => {
  it('recognises refused, reset and timed-out connections, server shutdowns and pool timeouts', () => {
    for (const error of [
      withCode('ECONNREFUSED'),
      withCode('ECONNRESET'),
      withCode('ETIMEDOUT'),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('08006'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new AggregateError([withCode('ECONNREFUSED')], ''),
      // Drizzle's wrapper around the driver's error
      new Error('Failed query: select 1', { cause: new Error('Connection terminated unexpectedly') }),
    ]) {
      expect(isDatabaseUnreachable(error), String(error)).toBe(true);
    }
  });

  it('leaves query errors, input errors and anything else to the rest of the error mapping', () => {
    for (const error of [
      withCode('23505', 'duplicate key value violates unique constraint'),
      withCode('22P02', 'invalid input syntax for type uuid'),
      new Error('Failed query: select 1', { cause: withCode('42P01', 'relation does not exist') }),
      new Error('something else'),
      undefined,
      'ECONNREFUSED',
    ]) {
      expect(isDatabaseUnreachable(error), String(error)).toBe(false);
    }
  });
});

describe('createDatabaseOutage', () => {
  const recorder = () => {
    const lines: string[] = [];
    const log = {
      info: (_: object, message?: string) => lines.push(`info ${message}`),
      error: (_: object, message?: string) => lines.push(`error ${message}`),
    };
    return { lines, log };
  };

  it('logs the first failure of an outage and its end, once each, with how long it lasted', () => {
    const { lines, log } = recorder();
    let clock = 1_000;
    const outage = createDatabaseOutage({ log, probe: () => new Promise(() => {}), now: () => clock });
    outage.failed(new Error('Failed query: x', { cause: withCode('ECONNREFUSED', 'connect ECONNREFUSED') }));
    clock += 2_000;
    outage.failed(new Error('Connection terminated unexpectedly'));
    outage.failed(new Error('Connection terminated unexpectedly'));
    expect(outage.down).toBe(true);
    clock += 4_500;
    outage.reachable();
    outage.reachable();
    outage.stop();
    expect(outage.down).toBe(false);
    expect(lines).toEqual([
      'error database unreachable (connect ECONNREFUSED); answering 503 until it is back',
      'info database reachable again after 6.5 s',
    ]);
  });

  it('notices the end of an outage by itself: the probe answering ends it', async () => {
    const { lines, log } = recorder();
    let answers = false;
    const outage = createDatabaseOutage({
      log,
      probeEveryMs: 5,
      probe: () => (answers ? Promise.resolve() : Promise.reject(new Error('ECONNREFUSED'))),
    });
    outage.failed(withCode('ECONNREFUSED'));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(outage.down).toBe(true);
    answers = true;
    await expect.poll(() => outage.down).toBe(false);
    expect(lines.filter((line) => line.includes('reachable again'))).toHaveLength(1);
  });
});
