import { describe, expect, it } from 'vitest';
import { billingFromShipping, SAMPLE_BILLING_DEFAULTS } from './billing-from-shipping.js';

const shipping = {
  name: 'Ann van Wyk',
  address: '12 Long Street',
  email: 'ann@example.com',
  phone: '0821234567',
  post: '8001',
  province: 'Western Cape',
  city: 'Cape Town',
  area: 'Gardens',
  country: 'ZA',
};

describe('billingFromShipping', () => {
  it('uses the sample defaults when there is nothing else', () => {
    expect(billingFromShipping({}, undefined)).toEqual(SAMPLE_BILLING_DEFAULTS);
    expect(billingFromShipping({}, null)).toEqual(SAMPLE_BILLING_DEFAULTS);
  });

  it('takes each field from the shipping info, splitting the name', () => {
    expect(billingFromShipping({}, shipping)).toEqual({
      firstName: 'Ann',
      lastName: 'van Wyk',
      address1: '12 Long Street',
      city: 'Cape Town',
      state: 'Western Cape',
      postalCode: '8001',
      country: 'ZA',
      email: 'ann@example.com',
      phoneNumber: '0821234567',
    });
  });

  it('keeps what the shopper typed over the shipping info', () => {
    const billing = { firstName: 'Bea', lastName: 'Smith', state: 'CA', postalCode: '94105', country: 'US' };
    expect(billingFromShipping(billing, shipping)).toMatchObject({ ...billing, city: 'Cape Town' });
  });

  it('treats blank billing fields as empty', () => {
    expect(billingFromShipping({ city: '  ', email: null }, shipping)).toMatchObject({
      city: 'Cape Town',
      email: 'ann@example.com',
    });
  });

  it('falls back to the sample last name for a one-word shipping name', () => {
    expect(billingFromShipping({}, { name: '  Ann  ' })).toMatchObject({ firstName: 'Ann', lastName: 'Doe' });
  });

  it('collapses the spaces inside a split name', () => {
    expect(billingFromShipping({}, { name: 'Ann   Marie  Smith' })).toMatchObject({
      firstName: 'Ann',
      lastName: 'Marie Smith',
    });
  });

  it('reads the state from state, then province, then stateCode', () => {
    expect(billingFromShipping({}, { state: 'Texas', province: 'P', stateCode: 'TX' }).state).toBe('Texas');
    expect(billingFromShipping({}, { province: 'Ohio', stateCode: 'OH' }).state).toBe('Ohio');
    expect(billingFromShipping({}, { province: ' ', stateCode: 'OH' }).state).toBe('OH');
  });

  it('reads the postal code from post, then postalCode, then zipCode', () => {
    expect(billingFromShipping({}, { post: '1', postalCode: '2', zipCode: '3' }).postalCode).toBe('1');
    expect(billingFromShipping({}, { postalCode: '2', zipCode: '3' }).postalCode).toBe('2');
    expect(billingFromShipping({}, { zipCode: '3' }).postalCode).toBe('3');
  });

  it('fills every field the gateway needs', () => {
    const billing = billingFromShipping({ firstName: 'X' }, { city: 'Y' });
    expect(Object.values(billing).every((value) => value.trim() !== '')).toBe(true);
  });
});
