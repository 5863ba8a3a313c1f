import { randomUUID } from 'node:crypto';
import type { LimitStore } from './limit-store.js';

export interface MemoryLimitStoreOptions {
  /** Keys kept at most, of events and of counts each; the least recently used are forgotten first. */
  maxKeys?: number;
  now?: () => number;
}

interface Event {
  id: string;
  at: number;
}

/** A map whose oldest-used keys are dropped past `maxKeys`: memory stays bounded under a key flood. */
class BoundedMap<V> {
  readonly #entries = new Map<string, V>();
  constructor(private readonly maxKeys: number) {}

  get(key: string): V | undefined {
    return this.#entries.get(key);
  }

  /** Sets the key as the most recently used one. */
  set(key: string, value: V): void {
    this.#entries.delete(key);
    if (this.#entries.size >= this.maxKeys) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, value);
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }
}

/**
 * Limits counted in this process (the embedded database's one server): bounded maps of events and of
 * window counts. Operations run to completion between awaits, so they are atomic.
 */
export function createMemoryLimitStore({
  maxKeys = 50_000,
  now = Date.now,
}: MemoryLimitStoreOptions = {}): LimitStore {
  const events = new BoundedMap<Event[]>(maxKeys);
  const counts = new BoundedMap<{ hits: number; resetAt: number }>(maxKeys);

  function inWindow(key: string, windowMs: number): Event[] {
    const since = now() - windowMs;
    const kept = (events.get(key) ?? []).filter((event) => event.at > since);
    if (kept.length === 0) events.delete(key);
    return kept;
  }

  return {
    kind: 'memory',
    now,
    async hit(key, windowMs) {
      const at = now();
      const count = counts.get(key);
      const current =
        count && count.resetAt > at
          ? { ...count, hits: count.hits + 1 }
          : { hits: 1, resetAt: at + windowMs };
      counts.set(key, current);
      return { hits: current.hits, resetInMs: current.resetAt - at };
    },
    async record(key, windowMs) {
      const kept = inWindow(key, windowMs);
      const event = { id: randomUUID(), at: now() };
      events.set(key, [...kept, event]);
      return { id: event.id, prior: kept.map((each) => each.at) };
    },
    async recent(key, windowMs) {
      return inWindow(key, windowMs).map((event) => event.at);
    },
    async remove(key, id) {
      const kept = (events.get(key) ?? []).filter((event) => event.id !== id);
      if (kept.length === 0) events.delete(key);
      else events.set(key, kept);
    },
    async clear(key) {
      events.delete(key);
      counts.delete(key);
    },
    async close() {},
  };
}
