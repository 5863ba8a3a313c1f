import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_PREFIX,
  isAdminPath,
  isPaymentPagePath,
  NOT_FOUND_PATH,
  paths,
  ROUTE_PATTERNS,
} from './paths.js';

describe('paths (spec §2)', () => {
  it('builds every shop route under /{sellerName}', () => {
    expect(paths.shop('tea')).toBe('/tea');
    expect(paths.home('tea')).toBe('/tea');
    expect(paths.shops('tea')).toBe('/tea/shops');
    expect(paths.cart('tea')).toBe('/tea/card');
    expect(paths.shipping('tea')).toBe('/tea/shipping');
    expect(paths.payment('tea')).toBe('/tea/payment');
    expect(paths.orderConfirm('tea')).toBe('/tea/order/confirm');
    expect(paths.productDetails('tea', 'green-tea')).toBe('/tea/product/details/green-tea');
    expect(paths.productById('tea', 'p1')).toBe('/tea/product/details/id/p1');
    expect(paths.infoPage('tea', 'about-our-shop')).toBe('/tea/page/about-our-shop');
    expect(paths.contact('tea')).toBe('/tea/contact');
    expect(paths.login('tea house')).toBe('/tea%20house/login');
    expect(paths.register('tea')).toBe('/tea/register');
    expect(paths.forgotPassword('tea')).toBe('/tea/forgot-password');
    expect(paths.resetPassword('tea')).toBe('/tea/reset-password');
    expect(paths.resetPassword('tea house', 'r1.a+b/c=')).toBe(
      '/tea%20house/reset-password?token=r1.a%2Bb%2Fc%3D',
    );
    expect(paths.newsletter('tea house', 'confirm', 's1.9.a+b')).toBe(
      '/tea%20house/newsletter/confirm?token=s1.9.a%2Bb',
    );
    expect(paths.newsletter('tea', 'unsubscribe', 's1.a')).toBe('/tea/newsletter/unsubscribe?token=s1.a');
    expect(paths.dashboard('tea')).toBe('/tea/dashboard');
    expect(paths.myOrders('tea')).toBe('/tea/dashboard/my-orders');
    expect(paths.myWishlist('tea')).toBe('/tea/dashboard/my-wishlist');
    expect(paths.orderDetails('tea', 'ORD123')).toBe('/tea/dashboard/order/details/ORD123');
  });

  it('builds the top-level routes', () => {
    expect(paths.home()).toBe('/');
    expect(paths.globalSearch('green tea')).toBe('/search-products/green%20tea');
    expect(paths.notFound()).toBe('/not-found');
    expect(NOT_FOUND_PATH).toBe('/not-found');
    expect(paths.admin()).toBe('/admin');
    expect(paths.admin('dashboard/my-orders')).toBe('/admin/dashboard/my-orders');
    expect(paths.admin('/card')).toBe('/admin/card');
    expect(ADMIN_PREFIX).toBe('/admin');
  });

  it('adds the listing and search queries, leaving out empty values', () => {
    expect(paths.products('tea')).toBe('/tea/products');
    expect(paths.products('tea', { category: 'Green Tea' })).toBe('/tea/products?category=Green%20Tea');
    expect(paths.products('tea', { category: '', search: 'mint' })).toBe('/tea/products?value=mint');
    expect(paths.products('tea', { category: null, search: null })).toBe('/tea/products');
    expect(paths.productSearch('tea', { value: 'mint & lime' })).toBe(
      '/tea/products/search?value=mint%20%26%20lime',
    );
    expect(paths.productSearch('tea', { value: 'mint', category: 'Herbal' })).toBe(
      '/tea/products/search?value=mint&category=Herbal',
    );
    expect(paths.orderConfirm('tea', { status: 'success', payment_method: 'paypal', error: undefined })).toBe(
      '/tea/order/confirm?status=success&payment_method=paypal',
    );
    expect(paths.orderConfirm('tea', { n: 3, order_confirmed: false })).toBe(
      '/tea/order/confirm?n=3&order_confirmed=false',
    );
  });

  it('encodes segments so user text cannot change the route', () => {
    expect(paths.shop('a/b')).toBe('/a%2Fb');
    expect(paths.productDetails('my shop', 'a?b#c')).toBe('/my%20shop/product/details/a%3Fb%23c');
    expect(paths.globalSearch('50%/off')).toBe('/search-products/50%25%2Foff');
    expect(paths.orderDetails('tea', '../x')).toBe('/tea/dashboard/order/details/..%2Fx');
  });

  it('round-trips any seller and slug through decodeURIComponent', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (seller, slug) => {
        const path = paths.productDetails(seller, slug);
        const parts = path.split('/');
        expect(parts).toHaveLength(5);
        expect(decodeURIComponent(parts[1] ?? '')).toBe(seller);
        expect(decodeURIComponent(parts[4] ?? '')).toBe(slug);
      }),
    );
  });

  it('round-trips search values through URLSearchParams', () => {
    fc.assert(
      fc.property(
        fc.string().filter((value) => value.trim() !== ''),
        (value) => {
          const path = paths.productSearch('tea', { value });
          const query = new URLSearchParams(path.slice(path.indexOf('?') + 1));
          expect(query.get('value')).toBe(value);
        },
      ),
    );
  });

  it('detects admin paths', () => {
    expect(isAdminPath('/admin')).toBe(true);
    expect(isAdminPath('/admin/dashboard')).toBe(true);
    expect(isAdminPath('/administrator')).toBe(false);
    expect(isAdminPath('/tea')).toBe(false);
  });

  it('lists router patterns matching the builders', () => {
    expect(ROUTE_PATTERNS.globalSearch).toBe('/search-products/:searchValue');
    expect(ROUTE_PATTERNS.shop.cart).toBe('card');
    expect(ROUTE_PATTERNS.shop.orderDetails).toBe('dashboard/order/details/:orderNumber');
  });
});

describe('isPaymentPagePath', () => {
  it('knows the payment and confirmation pages of every shop, in admin mode too', () => {
    for (const path of [
      paths.payment('tea'),
      paths.orderConfirm('tea'),
      paths.orderConfirm('tea', { status: 'success', payment_method: 'paypal', error: undefined }),
      `${ADMIN_PREFIX}/payment`,
      '/tea/payment/',
    ]) {
      expect(isPaymentPagePath(path), path).toBe(true);
    }
  });

  it('knows no other page as one', () => {
    for (const path of [
      '/payment',
      '/tea/payments',
      '/tea/shipping',
      paths.productDetails('tea', 'payment'),
      '/tea/order/confirmed',
      '/tea/payment/extra',
    ]) {
      expect(isPaymentPagePath(path), path).toBe(false);
    }
  });
});
