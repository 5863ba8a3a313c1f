import { describe, expect, it } from 'vitest';
import { onlySinglePacks, preferSinglePacks } from './pack-size-preference.js';

describe('preferSinglePacks (spec §2 Shop home)', () => {
  it('keeps only packSize 1 products when any exist, in order', () => {
    const list = [
      { packSize: 6, id: 'a' },
      { packSize: 1, id: 'b' },
      { packSize: 1, id: 'c' },
    ];
    expect(preferSinglePacks(list).map((p) => p.id)).toEqual(['b', 'c']);
  });
  it('falls back to every product when none is sold singly', () => {
    const list = [{ packSize: 6 }, { packSize: 12 }];
    expect(preferSinglePacks(list)).toEqual(list);
    expect(preferSinglePacks(list)).not.toBe(list);
  });
  it('is empty for an empty list', () => {
    expect(preferSinglePacks([])).toEqual([]);
  });
});

describe('onlySinglePacks (spec §2 Related Products)', () => {
  it('drops every pack, even when nothing is left', () => {
    expect(onlySinglePacks([{ packSize: 6 }, { packSize: 1 }])).toEqual([{ packSize: 1 }]);
    expect(onlySinglePacks([{ packSize: 6 }])).toEqual([]);
  });
});
