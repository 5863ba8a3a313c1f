import { describe, expect, it } from 'vitest';
import {
  acceptedLanguage,
  isShopLanguage,
  languageDirection,
  pickLanguage,
  SHOP_LANGUAGE_UNSUPPORTED,
  SHOP_LANGUAGES,
  ShopLanguageSchema,
} from './index.js';

describe('shop languages', () => {
  it('lists English first, then Arabic and French', () => {
    expect(SHOP_LANGUAGES).toEqual(['en', 'ar', 'fr']);
  });

  it('writes Arabic right to left and the others left to right', () => {
    expect(languageDirection('ar')).toBe('rtl');
    expect(languageDirection('en')).toBe('ltr');
    expect(languageDirection('fr')).toBe('ltr');
  });

  it('knows its languages and nothing else', () => {
    expect(isShopLanguage('fr')).toBe(true);
    for (const value of ['de', 'EN', 'en-US', '', null, 3]) expect(isShopLanguage(value)).toBe(false);
  });

  it('refuses a language a shop cannot be shown in, with the message', () => {
    expect(ShopLanguageSchema.parse('ar')).toBe('ar');
    for (const value of ['de', 'english', '', null]) {
      expect(ShopLanguageSchema.safeParse(value).error?.issues[0]?.message).toBe(SHOP_LANGUAGE_UNSUPPORTED);
    }
  });
});

describe('acceptedLanguage', () => {
  it('takes the most preferred of the shop languages, region ignored', () => {
    expect(acceptedLanguage('de-DE,de;q=0.9,ar;q=0.8,en;q=0.5')).toBe('ar');
    expect(acceptedLanguage('fr-CA')).toBe('fr');
    expect(acceptedLanguage('en;q=0.4, FR;q=0.7')).toBe('fr');
  });

  it('keeps the header order between equal weights and skips refused ones', () => {
    expect(acceptedLanguage('fr, ar')).toBe('fr');
    expect(acceptedLanguage('ar;q=0, en')).toBe('en');
    expect(acceptedLanguage('ar;q=nope, fr;q=0.1')).toBe('fr');
  });

  it('is null without a header or a shop language in it', () => {
    expect(acceptedLanguage(undefined)).toBeNull();
    expect(acceptedLanguage('')).toBeNull();
    expect(acceptedLanguage('de, *;q=0.1')).toBeNull();
  });
});

describe('pickLanguage', () => {
  it("puts the shopper's choice first", () => {
    expect(pickLanguage({ chosen: 'ar', acceptLanguage: 'fr', shopDefault: 'en' })).toBe('ar');
  });

  it("falls back to the browser's, then the shop's, then English", () => {
    expect(pickLanguage({ chosen: 'xx', acceptLanguage: 'fr', shopDefault: 'ar' })).toBe('fr');
    expect(pickLanguage({ chosen: null, acceptLanguage: 'de', shopDefault: 'ar' })).toBe('ar');
    expect(pickLanguage({ acceptLanguage: 'de', shopDefault: 'de' })).toBe('en');
    expect(pickLanguage({})).toBe('en');
  });
});
