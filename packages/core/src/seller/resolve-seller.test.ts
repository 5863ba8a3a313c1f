import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../auth/storage.js';
import type { SellerIdentity } from '../schemas/seller.js';
import { resolveSeller } from './resolve-seller.js';
import { SELLER_ID_KEY, SELLER_NAME_KEY, type SellerStorages } from './stored-seller.js';

const TEA: SellerIdentity = { id: 's1', name: 'TEA' };

function setup(options: {
  byName?: Record<string, SellerIdentity | null>;
  byId?: Record<string, SellerIdentity | null>;
  session?: Record<string, string>;
  local?: Record<string, string>;
}) {
  const storage: SellerStorages = {
    session: memoryStorage(options.session),
    local: memoryStorage(options.local),
  };
  const lookupByName = vi.fn(async (name: string) => options.byName?.[name] ?? null);
  const lookupById = vi.fn(async (id: string) => options.byId?.[id] ?? null);
  return { storage, lookupByName, lookupById, deps: { storage, lookupByName, lookupById } };
}

function stored(storage: SellerStorages) {
  return {
    session: [storage.session.getItem(SELLER_ID_KEY), storage.session.getItem(SELLER_NAME_KEY)],
    local: [storage.local.getItem(SELLER_ID_KEY), storage.local.getItem(SELLER_NAME_KEY)],
  };
}

describe('resolveSeller (spec §4 "Seller resolution")', () => {
  it('finds by name and stores id and name in session and local storage', async () => {
    const { deps, storage, lookupById } = setup({ byName: { 'tea-house': { id: 's9', name: 'tea-house' } } });
    await expect(resolveSeller('tea-house', deps)).resolves.toEqual({
      status: 'found',
      seller: { id: 's9', name: 'tea-house' },
    });
    expect(stored(storage)).toEqual({ session: ['s9', 'tea-house'], local: ['s9', 'tea-house'] });
    expect(lookupById).not.toHaveBeenCalled();
  });

  it('retries with the upper-cased name when the name is all lower case', async () => {
    const { deps, lookupByName } = setup({ byName: { TEA } });
    await expect(resolveSeller('tea', deps)).resolves.toEqual({ status: 'found', seller: TEA });
    expect(lookupByName.mock.calls).toEqual([['tea'], ['TEA']]);
  });

  it('does not retry upper-cased when the name has upper case or no letters', async () => {
    for (const name of ['Tea', '1234']) {
      const { deps, lookupByName } = setup({});
      await expect(resolveSeller(name, deps)).resolves.toEqual({ status: 'not-found' });
      expect(lookupByName.mock.calls).toEqual([[name]]);
    }
  });

  it('falls back to the stored id, session storage first', async () => {
    const { deps, lookupById, storage } = setup({
      byId: { s1: TEA },
      session: { sellerId: 's1', sellerName: 'tea' },
      local: { sellerId: 's-other', sellerName: 'tea' },
    });
    await expect(resolveSeller('tea', deps)).resolves.toEqual({ status: 'found', seller: TEA });
    expect(lookupById.mock.calls).toEqual([['s1']]);
    expect(stored(storage)).toEqual({ session: ['s1', 'TEA'], local: ['s1', 'TEA'] });
  });

  it('uses the local id when the session has none', async () => {
    const { deps, lookupById } = setup({ byId: { s2: TEA }, local: { sellerId: 's2' } });
    await expect(resolveSeller('tea', deps)).resolves.toEqual({ status: 'found', seller: TEA });
    expect(lookupById.mock.calls).toEqual([['s2']]);
  });

  it('removes a stored identity whose name differs before looking up, so its id is not used', async () => {
    const { deps, lookupById, storage } = setup({
      byId: { old: { id: 'old', name: 'other-shop' } },
      session: { sellerId: 'old', sellerName: 'other-shop' },
      local: { sellerId: 'old', sellerName: 'other-shop' },
    });
    await expect(resolveSeller('tea', deps)).resolves.toEqual({ status: 'not-found' });
    expect(lookupById).not.toHaveBeenCalled();
    expect(stored(storage)).toEqual({ session: [null, null], local: [null, null] });
  });

  it('replaces a stored identity whose name differs', async () => {
    const { deps, storage } = setup({
      byName: { new: { id: 'n1', name: 'new' } },
      local: { sellerId: 'old', sellerName: 'old' },
    });
    await resolveSeller('new', deps);
    expect(stored(storage)).toEqual({ session: ['n1', 'new'], local: ['n1', 'new'] });
  });

  it('keeps the stored identity when nothing is found and the name matches', async () => {
    const { deps, storage } = setup({ session: { sellerId: 'gone', sellerName: 'tea' } });
    await expect(resolveSeller('tea', deps)).resolves.toEqual({ status: 'not-found' });
    expect(stored(storage).session).toEqual(['gone', 'tea']);
  });

  it('resolves by id, the given id first, else the stored one', async () => {
    const given = setup({ byId: { s1: TEA }, session: { sellerId: 'other' } });
    await expect(resolveSeller({ id: 's1' }, given.deps)).resolves.toEqual({ status: 'found', seller: TEA });
    expect(given.lookupById.mock.calls).toEqual([['s1']]);
    expect(given.lookupByName).not.toHaveBeenCalled();

    const fromStorage = setup({ byId: { s1: TEA }, local: { sellerId: 's1' } });
    await expect(resolveSeller({ id: ' ' }, fromStorage.deps)).resolves.toEqual({
      status: 'found',
      seller: TEA,
    });
  });

  it('is not found without a name match or any id', async () => {
    const { deps, lookupById } = setup({});
    await expect(resolveSeller('nobody', deps)).resolves.toEqual({ status: 'not-found' });
    await expect(resolveSeller({ id: '' }, deps)).resolves.toEqual({ status: 'not-found' });
    await expect(resolveSeller('', deps)).resolves.toEqual({ status: 'not-found' });
    expect(lookupById).not.toHaveBeenCalled();
  });

  it('treats an answer without an id as not found', async () => {
    const { deps, storage } = setup({
      byName: { tea: { id: '', name: 'tea' } },
      byId: { s1: { id: '', name: 'x' } },
    });
    await expect(resolveSeller('tea', deps)).resolves.toEqual({ status: 'not-found' });
    await expect(resolveSeller({ id: 's1' }, deps)).resolves.toEqual({ status: 'not-found' });
    expect(stored(storage)).toEqual({ session: [null, null], local: [null, null] });
  });

  it('lets lookup errors propagate and stores nothing', async () => {
    const { deps, storage } = setup({});
    deps.lookupByName.mockRejectedValueOnce(new Error('Failed to fetch seller ID'));
    await expect(resolveSeller('tea', deps)).rejects.toThrow('Failed to fetch seller ID');
    expect(stored(storage)).toEqual({ session: [null, null], local: [null, null] });
  });

  it('always leaves both storages agreeing with the result', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('tea', 'TEA', 'Tea', 'cafe'),
        fc.option(fc.constantFrom('tea', 'cafe', 'TEA'), { nil: undefined }),
        fc.option(fc.constantFrom('s1', 's2'), { nil: undefined }),
        async (name, storedName, storedId) => {
          const initial: Record<string, string> = {};
          if (storedName) initial.sellerName = storedName;
          if (storedId) initial.sellerId = storedId;
          const { deps, storage } = setup({
            byName: { TEA },
            byId: { s1: TEA },
            local: initial,
            session: initial,
          });
          const result = await resolveSeller(name, deps);
          if (result.status === 'found') {
            expect(stored(storage)).toEqual({ session: ['s1', 'TEA'], local: ['s1', 'TEA'] });
          } else if (storedName !== undefined && storedName !== name) {
            expect(stored(storage)).toEqual({ session: [null, null], local: [null, null] });
          }
        },
      ),
    );
  });
});
