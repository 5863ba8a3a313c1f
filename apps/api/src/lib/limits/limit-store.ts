/** A fixed-window count: the hits of the current window (this one included) and when the window ends. */
export interface WindowCount {
  hits: number;
  /** Milliseconds until the window ends and the count starts again at zero. */
  resetInMs: number;
}

/** An event recorded in a sliding window, and the key's earlier events still inside the window. */
export interface RecordedEvent {
  /** Names the event, to forget it alone later (`remove`). */
  id: string;
  /** Times (ms since the epoch) of the key's other events inside the window, oldest first. */
  prior: number[];
}

/**
 * Where limits count, shared by every server of the shop: memory (the embedded database: one process),
 * PostgreSQL (tables `limit_counters` and `limit_events`) or Redis. Each operation is atomic per key: two
 * servers hitting one key at once both count, and each `record` sees every event recorded before it.
 * Keys start with the limit's name (`customer-login:pair:…`), so limits never share a count.
 */
export interface LimitStore {
  readonly kind: 'memory' | 'postgres' | 'redis';
  /** The clock every limit reads (swappable in tests): windows and waits are measured on it. */
  readonly now: () => number;
  /** Fixed window: counts a hit of `key` in its current window of `windowMs` (started by the first hit). */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** Sliding window: records an event of `key` now; older events than `windowMs` are forgotten. */
  record(key: string, windowMs: number): Promise<RecordedEvent>;
  /** Sliding window: the times of `key`'s events inside the last `windowMs`, oldest first. */
  recent(key: string, windowMs: number): Promise<number[]>;
  /** Forgets one recorded event of `key`. */
  remove(key: string, id: string): Promise<void>;
  /** Forgets every event and the window count of `key`. */
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}
