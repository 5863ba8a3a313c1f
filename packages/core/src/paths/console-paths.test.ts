import { describe, expect, it } from 'vitest';
import { consolePaths, safeNext } from './console-paths.js';

describe('console paths', () => {
  it('builds every address under /seller, encoding data', () => {
    expect(consolePaths.dashboard()).toBe('/seller');
    expect(consolePaths.dashboard('30d')).toBe('/seller?range=30d');
    expect(consolePaths.order('ORD 1/2')).toBe('/seller/orders/ORD%201%2F2');
    expect(consolePaths.orders({ status: 'pending', q: '' })).toBe('/seller/orders?status=pending');
    expect(consolePaths.login('/seller/orders?status=pending')).toBe(
      '/seller/login?next=%2Fseller%2Forders%3Fstatus%3Dpending',
    );
  });

  it('names every screen of the catalogue, the shop and sign-up', () => {
    expect({
      forgotPassword: consolePaths.forgotPassword(),
      resetPassword: consolePaths.resetPassword('t/1'),
      payments: consolePaths.payments(),
      messages: consolePaths.messages({ status: 'open' }),
      reviews: consolePaths.reviews(),
      account: consolePaths.account(),
      newsletter: consolePaths.newsletter({ page: 2 }),
      signup: consolePaths.signup(),
      verifySignup: consolePaths.verifySignup('a b'),
      products: consolePaths.products({ stock: 'low', page: 2 }),
      newProduct: consolePaths.newProduct(),
      product: consolePaths.product('p/1'),
      importProducts: consolePaths.importProducts(),
      categories: consolePaths.categories(),
      shop: consolePaths.shop(),
      banners: consolePaths.banners(),
      pages: consolePaths.pages(),
      page: consolePaths.page('about-our-shop'),
      paymentSettings: consolePaths.paymentSettings(),
    }).toEqual({
      forgotPassword: '/seller/forgot-password',
      resetPassword: '/seller/reset-password?token=t%2F1',
      payments: '/seller/payments',
      messages: '/seller/messages?status=open',
      reviews: '/seller/reviews',
      account: '/seller/account',
      newsletter: '/seller/newsletter?page=2',
      signup: '/seller/signup',
      verifySignup: '/seller/signup/verify?token=a+b',
      products: '/seller/products?stock=low&page=2',
      newProduct: '/seller/products/new',
      product: '/seller/products/p%2F1',
      importProducts: '/seller/products/import',
      categories: '/seller/categories',
      shop: '/seller/shop',
      banners: '/seller/shop/banners',
      pages: '/seller/shop/pages',
      page: '/seller/shop/pages/about-our-shop',
      paymentSettings: '/seller/settings/payments',
    });
  });

  it('goes after sign-in only to a console page, never elsewhere', () => {
    expect(safeNext('/seller/orders?status=pending')).toBe('/seller/orders?status=pending');
    expect(safeNext('/seller')).toBe('/seller');
    for (const next of [
      null,
      '',
      'https://evil.example/',
      '//evil.example/seller',
      '/pixel-forge',
      '/sellerx',
      '/seller/login?next=/seller',
      '/seller\\..',
    ]) {
      expect(safeNext(next)).toBe('/seller');
    }
  });
});
