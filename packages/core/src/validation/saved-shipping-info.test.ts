import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ShippingInfo } from '../schemas/shipping.js';
import { parseSavedShippingInfo, serializeShippingInfo } from './saved-shipping-info.js';

const info: ShippingInfo = {
  name: 'Ann Smith',
  address: '12 Long Street',
  email: 'ann@example.com',
  phone: '0821234567',
  post: '8001',
  province: 'Western Cape',
  city: 'Cape Town',
  area: 'Gardens',
};

describe('parseSavedShippingInfo', () => {
  it('reads back what was saved', () => {
    expect(parseSavedShippingInfo(serializeShippingInfo(info))).toEqual(info);
  });

  it('returns null when nothing is saved', () => {
    expect(parseSavedShippingInfo(null)).toBeNull();
    expect(parseSavedShippingInfo(undefined)).toBeNull();
    expect(parseSavedShippingInfo('')).toBeNull();
  });

  it.each(['{oops', 'undefined', '{"name":', 'null', '42', '"text"', '[]', '{}'])(
    'discards the corrupt entry %j',
    (raw) => {
      expect(parseSavedShippingInfo(raw)).toBeNull();
    },
  );

  it('discards an object that no longer passes the shipping rules', () => {
    expect(parseSavedShippingInfo(JSON.stringify({ ...info, email: 'not-an-email' }))).toBeNull();
    expect(parseSavedShippingInfo(JSON.stringify({ ...info, area: '' }))).toBeNull();
    expect(parseSavedShippingInfo(JSON.stringify({ ...info, phone: 821234567 }))).toBeNull();
  });

  it('never throws, whatever the stored text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (raw) => {
        const parsed = parseSavedShippingInfo(raw);
        expect(parsed === null || typeof parsed.name === 'string').toBe(true);
      }),
    );
  });
});

describe('serializeShippingInfo', () => {
  it('writes JSON', () => {
    expect(JSON.parse(serializeShippingInfo(info))).toEqual(info);
  });
});
