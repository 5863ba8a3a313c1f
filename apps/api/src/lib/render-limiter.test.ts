import { describe, expect, it } from 'vitest';
import { RenderLimiter } from './render-limiter.js';

/** A task that runs until released, recording that it started. */
function gatedTask(started: string[], name: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const task = async () => {
    started.push(name);
    await gate;
    return name;
  };
  return { task, release };
}

/** Lets every pending promise callback run (no timer involved). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('RenderLimiter', () => {
  it('runs at most `concurrency` tasks, queues up to `queue`, refuses past both', async () => {
    const limiter = new RenderLimiter({ concurrency: 2, queue: 1 });
    const started: string[] = [];
    const tasks = ['a', 'b', 'c'].map((name) => gatedTask(started, name));
    const results = tasks.map(({ task }, index) => limiter.run(`key-${index}`, task));
    await settle();
    expect(started).toEqual(['a', 'b']);
    expect(results.every((result) => result !== null)).toBe(true);
    expect(limiter.run('key-3', async () => 'd')).toBeNull();

    tasks[0]?.release();
    await settle();
    // the finished task's turn went to the queued one
    expect(started).toEqual(['a', 'b', 'c']);
    tasks[1]?.release();
    tasks[2]?.release();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c']);
    // all turns free again
    expect(await limiter.run('key-4', async () => 'e')).toBe('e');
  });

  it('shares one run between calls for the same key, which take no queue place', async () => {
    const limiter = new RenderLimiter({ concurrency: 1, queue: 0 });
    const started: string[] = [];
    const { task, release } = gatedTask(started, 'page');
    const first = limiter.run('same', task);
    const joined = Array.from({ length: 10 }, () => limiter.run('same', task));
    expect(limiter.run('other', async () => 'other')).toBeNull();
    release();
    expect(await first).toBe('page');
    expect(await Promise.all(joined)).toEqual(Array(10).fill('page'));
    expect(started).toEqual(['page']);
    // once done, the key runs again
    expect(await limiter.run('same', async () => 'again')).toBe('again');
  });

  it('frees the turn of a task that failed', async () => {
    const limiter = new RenderLimiter({ concurrency: 1, queue: 0 });
    await expect(
      limiter.run('broken', async () => {
        throw new Error('render failed');
      }),
    ).rejects.toThrow('render failed');
    expect(await limiter.run('next', async () => 'ok')).toBe('ok');
  });

  it('reports refusals at most once per interval, with how many there were', async () => {
    const limiter = new RenderLimiter({ concurrency: 1, queue: 0 });
    const { task, release } = gatedTask([], 'busy');
    const running = limiter.run('busy', task);
    expect(limiter.refusedReport(0)).toBeNull();
    for (let index = 0; index < 5; index += 1) limiter.run(`refused-${index}`, async () => index);
    expect(limiter.refusedReport(10_000)).toBe(5);
    limiter.run('refused-again', async () => 0);
    expect(limiter.refusedReport(10_500)).toBeNull();
    expect(limiter.refusedReport(11_000)).toBe(1);
    expect(limiter.refusedReport(20_000)).toBeNull();
    release();
    await running;
  });
});
