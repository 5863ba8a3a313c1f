import { describe, expect, it } from 'vitest';
import {
  RESERVED_SHOP_NAMES,
  SellerSignupBodySchema,
  SHOP_ADDRESS_INVALID,
  SHOP_ADDRESS_MAX,
  SHOP_ADDRESS_RESERVED,
  SHOP_ADDRESS_TOO_LONG,
  SHOP_ADDRESS_TOO_SHORT,
  SIGNUP_COUNTRIES,
  SIGNUP_CURRENCIES,
  shopAddressFromName,
  shopAddressProblem,
} from './seller-signup.js';

describe('the shop address rule', () => {
  it.each([
    ['my-shop', null],
    ['abc', null],
    ['a1-b2-c3', null],
    ['ab', SHOP_ADDRESS_TOO_SHORT],
    ['a'.repeat(SHOP_ADDRESS_MAX + 1), SHOP_ADDRESS_TOO_LONG],
    ['My-Shop', SHOP_ADDRESS_INVALID],
    ['my--shop', SHOP_ADDRESS_INVALID],
    ['-myshop', SHOP_ADDRESS_INVALID],
    ['myshop-', SHOP_ADDRESS_INVALID],
    ['my_shop', SHOP_ADDRESS_INVALID],
    ['my shop', SHOP_ADDRESS_INVALID],
    ['seller', SHOP_ADDRESS_RESERVED],
    ['api', SHOP_ADDRESS_RESERVED],
    ['search-products', SHOP_ADDRESS_RESERVED],
    ['shops', SHOP_ADDRESS_RESERVED],
    ['not-found', SHOP_ADDRESS_RESERVED],
    ['images', SHOP_ADDRESS_RESERVED],
  ])('%s → %s', (name, problem) => {
    expect(shopAddressProblem(name)).toBe(problem);
  });

  it('refuses every reserved name, whether by the list or by the pattern (names with a dot)', () => {
    for (const name of RESERVED_SHOP_NAMES) expect(shopAddressProblem(name)).not.toBeNull();
  });

  it('suggests an address from the shop name, cut at a word', () => {
    expect(shopAddressFromName('Crème & Co. — Cape Town')).toBe('creme-co-cape-town');
    const long = shopAddressFromName('The Very Long Named Emporium Of Fine Teas And Spices');
    expect(long.length).toBeLessThanOrEqual(SHOP_ADDRESS_MAX);
    expect(shopAddressProblem(long)).toBeNull();
    expect(long).toBe('the-very-long-named-emporium-of-fine');
  });
});

describe('the sign-up body', () => {
  const body = {
    email: ' Ann@Example.com ',
    password: 'long enough',
    shopName: ' Ann Teas ',
    name: ' Ann-Teas ',
    countryCode: '27',
    currency: 'zar',
  };
  it('normalises e-mail, address and currency', () => {
    expect(SellerSignupBodySchema.parse(body)).toEqual({
      email: 'ann@example.com',
      password: 'long enough',
      shopName: 'Ann Teas',
      name: 'ann-teas',
      countryCode: '27',
      currency: 'ZAR',
    });
  });
  it('names each bad field with its message', () => {
    const issues = SellerSignupBodySchema.safeParse({ ...body, password: 'short', name: 'api' }).error
      ?.issues;
    expect(issues?.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
      'password: Password must be at least 8 characters long',
      `name: ${SHOP_ADDRESS_RESERVED}`,
    ]);
  });
});

describe('the sign-up countries', () => {
  it('have a dial code and a currency the form offers; the demo countries are there', () => {
    for (const country of SIGNUP_COUNTRIES) {
      expect(country.dialCode).toMatch(/^[1-9]\d{0,3}$/);
      expect(SIGNUP_CURRENCIES).toContain(country.currency);
    }
    expect(SIGNUP_COUNTRIES.find((c) => c.iso === 'ZA')?.dialCode).toBe('27');
    expect(SIGNUP_COUNTRIES.find((c) => c.iso === 'US')?.dialCode).toBe('1');
  });
});
