import type { ShippingInfo } from '@souk/core';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSavedShipping, savedShipping, savedShippingInfo, saveShipping } from './saved-shipping.js';

const address: ShippingInfo = {
  name: 'Thandi Guest',
  address: '12 Bree Street',
  email: 'thandi@example.com',
  phone: '0821234567',
  post: '8001',
  province: 'Western Cape',
  city: 'Cape Town',
  area: 'CBD',
};

describe('savedShippingInfo', () => {
  afterEach(() => clearSavedShipping());

  it('is null when no address is saved', () => {
    expect(savedShippingInfo()).toBeNull();
  });

  // regression: navigation state is structured-cloned by history.replaceState; the store's proxy is not
  // cloneable, and passing it stopped the shipping → payment navigation without an error on screen
  it('returns a plain copy that history state can clone, unlike the store proxy', () => {
    saveShipping(address, '');
    expect(() => structuredClone(savedShipping.info)).toThrow();
    const copy = savedShippingInfo();
    expect(structuredClone(copy)).toEqual(address);
  });
});
