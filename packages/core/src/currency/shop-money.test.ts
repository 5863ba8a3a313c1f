import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, formatMoney } from '../pricing/money.js';
import {
  SHOP_CURRENCIES,
  SHOP_CURRENCY_UNSUPPORTED,
  SHOP_LOCALE_UNSUPPORTED,
  SHOP_LOCALES,
  ShopCurrencySchema,
  ShopLocaleSchema,
} from './shop-money.js';

describe('shop currencies', () => {
  it('accepts the supported codes in any case', () => {
    expect(ShopCurrencySchema.parse(' zar ')).toBe('ZAR');
    expect(ShopCurrencySchema.parse('USD')).toBe('USD');
  });

  it('refuses codes a shop cannot price in', () => {
    for (const value of ['JPY', 'KWD', 'XYZ', 'rand', '', 7]) {
      expect(ShopCurrencySchema.safeParse(value).error?.issues[0]?.message).toBe(SHOP_CURRENCY_UNSUPPORTED);
    }
  });

  it('offers only currencies whose minor unit is a hundredth', () => {
    for (const currency of SHOP_CURRENCIES) {
      const format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
      expect(format.resolvedOptions().maximumFractionDigits, currency).toBe(2);
    }
  });
});

describe('shop locales', () => {
  it('accepts the listed tags', () => {
    expect(ShopLocaleSchema.parse('en-ZA')).toBe('en-ZA');
    expect(ShopLocaleSchema.parse(' de-DE ')).toBe('de-DE');
  });

  it('refuses malformed and unlisted tags', () => {
    for (const value of ['en_ZA', 'xx', 'en-zz', '', 'not a locale', null]) {
      expect(ShopLocaleSchema.safeParse(value).error?.issues[0]?.message).toBe(SHOP_LOCALE_UNSUPPORTED);
    }
  });

  it('starts with the default locale', () => {
    expect(SHOP_LOCALES[0]).toBe(DEFAULT_LOCALE);
  });

  it('lists canonical tags Intl supports', () => {
    for (const locale of SHOP_LOCALES) {
      expect(Intl.getCanonicalLocales(locale)).toEqual([locale]);
      expect(Intl.NumberFormat.supportedLocalesOf(locale)).toEqual([locale]);
      expect(formatMoney(129900, { currency: 'ZAR', locale })).not.toMatch(/^NA/);
    }
  });
});
