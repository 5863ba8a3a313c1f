import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, activeLanguage, loadLanguage, t } from './i18n.js';

afterEach(() => activateLanguage('en'));

describe('the message catalogue', () => {
  it('speaks the spec’s English, values and plurals filled in', () => {
    expect(t('Add to cart')).toBe('Add to cart');
    expect(t('Cart, {count, plural, one {{count} item} other {{count} items}}', { count: 1 })).toBe(
      'Cart, 1 item',
    );
    expect(t('Cart, {count, plural, one {{count} item} other {{count} items}}', { count: 1234 })).toBe(
      'Cart, 1234 items',
    );
  });

  it('speaks a loaded language once it is activated', async () => {
    await loadLanguage('fr');
    activateLanguage('fr');
    expect(activeLanguage()).toBe('fr');
    expect(t('Add to cart')).toBe('Ajouter au panier');
    await loadLanguage('ar');
    activateLanguage('ar');
    expect(t('Add to cart')).toBe('أضف إلى السلة');
    // Arabic's own plural forms
    const cart = 'Cart, {count, plural, one {{count} item} other {{count} items}}';
    expect(new Set([0, 1, 2, 3, 11, 100].map((count) => t(cart, { count }))).size).toBe(6);
  });

  it('shows a text it does not know as it came (an answer of someone else’s server)', async () => {
    await loadLanguage('fr');
    activateLanguage('fr');
    expect(t('Gateway timeout from upstream')).toBe('Gateway timeout from upstream');
  });

  it('refuses to speak a language whose catalogue is not loaded', () => {
    expect(() => activateLanguage('xx' as 'en')).toThrow(/not loaded/);
    expect(activeLanguage()).toBe('en');
  });
});
