import { describe, expect, it } from 'vitest';
import { type KeyValueStorage, memoryStorage } from '../auth/storage.js';
import { RECENTLY_VIEWED_LIMIT } from './recently-viewed-list.js';
import {
  RECENTLY_VIEWED_KEY,
  readAllRecentlyViewed,
  readRecentlyViewed,
  writeRecentlyViewed,
} from './recently-viewed-storage.js';

const stored = (value: string) => memoryStorage({ [RECENTLY_VIEWED_KEY]: value });

describe('a guest’s recently viewed lists in storage (issue 22)', () => {
  it('keeps one list per shop', () => {
    const storage = memoryStorage();
    writeRecentlyViewed(storage, 's1', ['p2', 'p1']);
    writeRecentlyViewed(storage, 's2', ['q1']);
    expect(readRecentlyViewed(storage, 's1')).toEqual(['p2', 'p1']);
    expect(readRecentlyViewed(storage, 's2')).toEqual(['q1']);
    expect(readRecentlyViewed(storage, 's3')).toEqual([]);
    expect(readAllRecentlyViewed(storage)).toEqual({ s1: ['p2', 'p1'], s2: ['q1'] });
  });

  it('writes a list deduplicated and capped', () => {
    const storage = memoryStorage();
    const many = Array.from({ length: 20 }, (_, index) => `p${index}`);
    writeRecentlyViewed(storage, 's1', ['p0', ...many]);
    expect(readRecentlyViewed(storage, 's1')).toEqual(many.slice(0, RECENTLY_VIEWED_LIMIT));
  });

  it('removes a shop whose list is emptied, and the key once no shop is left', () => {
    const storage = memoryStorage();
    writeRecentlyViewed(storage, 's1', ['p1']);
    writeRecentlyViewed(storage, 's2', ['q1']);
    writeRecentlyViewed(storage, 's1', []);
    expect(readAllRecentlyViewed(storage)).toEqual({ s2: ['q1'] });
    writeRecentlyViewed(storage, 's2', []);
    expect(storage.getItem(RECENTLY_VIEWED_KEY)).toBeNull();
  });

  it.each([
    ['not JSON', '{"s1": ['],
    ['JSON null', 'null'],
    ['a list', '["p1"]'],
    ['a number', '42'],
    ['a string', '"p1"'],
  ])('reads a corrupt value (%s) as no list, and a write replaces it', (_kind, value) => {
    const storage = stored(value);
    expect(readAllRecentlyViewed(storage)).toEqual({});
    expect(readRecentlyViewed(storage, 's1')).toEqual([]);
    writeRecentlyViewed(storage, 's1', ['p1']);
    expect(readRecentlyViewed(storage, 's1')).toEqual(['p1']);
  });

  it('keeps what a foreign or damaged value still holds as lists, and drops the rest', () => {
    const storage = stored(
      JSON.stringify({
        s1: ['p1', 7, '', 'p1', 'p2'],
        s2: 'p1',
        s3: { p1: true },
        s4: [],
        ['x'.repeat(200)]: ['p1'],
      }),
    );
    const lists = readAllRecentlyViewed(storage);
    expect({ ...lists }).toEqual({ s1: ['p1', 'p2'] });
    expect(readRecentlyViewed(storage, '__proto__')).toEqual([]);
  });

  it('a "__proto__" shop key is a plain key, not the object’s prototype', () => {
    const storage = stored('{"__proto__":["p1"]}');
    const lists = readAllRecentlyViewed(storage);
    expect(Object.getPrototypeOf(lists)).toBeNull();
    expect(readRecentlyViewed(storage, '__proto__')).toEqual(['p1']);
    expect(readRecentlyViewed(storage, 'toString')).toEqual([]);
  });

  it('never throws when the storage refuses to read or write', () => {
    const refusing: KeyValueStorage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(readRecentlyViewed(refusing, 's1')).toEqual([]);
    expect(() => writeRecentlyViewed(refusing, 's1', ['p1'])).not.toThrow();
    expect(() => writeRecentlyViewed(refusing, 's1', [])).not.toThrow();
  });
});
