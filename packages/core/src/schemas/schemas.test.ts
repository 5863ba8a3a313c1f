import { describe, expect, expectTypeOf, it } from 'vitest';
import { AddToCartBodySchema, AddToWishlistBodySchema, CartResponseSchema } from './cart.js';
import {
  PriceRangeResponseSchema,
  QueryProductsParamsSchema,
  QueryProductsResponseSchema,
} from './catalogue.js';
import { LenientNumberSchema } from './common.js';
import { GuestOrdersQuerySchema, OrderSchema, PlaceOrderBodySchema } from './order.js';
import {
  CreateOfflinePaymentBodySchema,
  OrderNumberSchema,
  PaymentMethodsResponseSchema,
} from './payment.js';
import { type Product, ProductSchema, parseBulkTiers, parseProduct, parseProducts } from './product.js';
import { SubmitReviewBodySchema } from './review.js';
import { ContactMessageSchema, SellerLookupResponseSchema } from './seller.js';
import { ShippingInfoSchema } from './shipping.js';

function firstMessage(result: {
  success: boolean;
  error?: { issues: { message: string }[] };
}): string | undefined {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('Product (spec §3)', () => {
  it('is valid only with _id, name and price', () => {
    expect(parseProduct({ _id: 'p1', name: 'Tea', price: 4 })).not.toBeNull();
    expect(parseProduct({ name: 'Tea', price: 4 })).toBeNull();
    expect(parseProduct({ _id: 'p1', price: 4 })).toBeNull();
    expect(parseProduct({ _id: 'p1', name: 'Tea' })).toBeNull();
    expect(parseProduct({ _id: 'p1', name: '', price: 4 })).toBeNull();
    expect(parseProduct(null)).toBeNull();
    expect(parseProducts([{ _id: 'p1', name: 'Tea', price: 4 }, { _id: 'p2' }, 'junk'])).toHaveLength(1);
    expect(parseProducts('junk')).toEqual([]);
  });

  it('fills the §9 defaults', () => {
    expect(ProductSchema.parse({ _id: 'p1', name: 'Tea', price: 4 })).toEqual({
      _id: 'p1',
      name: 'Tea',
      price: 4,
      slug: '',
      images: [],
      discount: 0,
      rating: 0,
      currency: 'USD',
      stock: 0,
      showStockQuantity: true,
      description: '',
      packSize: 1,
      bulkPricing: [],
      addons: [],
      brand: '',
      category: '',
    });
  });

  it('tolerates malformed display fields instead of dropping the product', () => {
    const product = parseProduct({
      _id: 'p1',
      name: 'Tea',
      price: 4,
      rating: 'n/a',
      stock: '7',
      packSize: 0,
      images: 'x',
    });
    expect(product).toMatchObject({ rating: 0, stock: 7, packSize: 1, images: [] });
    expect(LenientNumberSchema.parse('abc')).toBe(0);
    expectTypeOf<Product['packSize']>().toEqualTypeOf<number>();
    expectTypeOf<Product['currency']>().toEqualTypeOf<string>();
  });

  it('ignores bulk entries with null or non-numeric quantity or price (spec §5)', () => {
    expect(
      parseBulkTiers([
        { quantity: 10, price: 80, description: 'Box of 10' },
        { quantity: '5', price: '45', perItemPrice: 9 },
        { quantity: null, price: 5 },
        { quantity: 'ten', price: 5 },
        { quantity: 3, price: null },
        { quantity: 2.5, price: 5 },
        { quantity: 0, price: 5 },
        'junk',
        null,
      ]),
    ).toEqual([
      { quantity: 10, price: 80, description: 'Box of 10' },
      { quantity: 5, price: 45, perItemPrice: 9 },
    ]);
    expect(parseBulkTiers(undefined)).toEqual([]);
  });
});

describe('catalogue schemas', () => {
  it('defaults the price range to 0–100 and page size to 4 (spec §9)', () => {
    expect(PriceRangeResponseSchema.parse({}).priceRange).toEqual({ low: 0, high: 100 });
    expect(QueryProductsResponseSchema.parse({}).parPage).toBe(4);
  });

  it('reads query strings as numbers', () => {
    expect(
      QueryProductsParamsSchema.parse({ lowPrice: '10', highPrice: '99.5', pageNumber: '2', rating: '4' }),
    ).toEqual({
      lowPrice: 10,
      highPrice: 99.5,
      pageNumber: 2,
      rating: 4,
    });
    expect(QueryProductsParamsSchema.safeParse({ pageNumber: 'two' }).success).toBe(false);
    expect(QueryProductsParamsSchema.safeParse({ pageNumber: '0' }).success).toBe(false);
    expect(QueryProductsParamsSchema.safeParse({ sortPrice: 'random' }).success).toBe(false);
    expect(QueryProductsParamsSchema.safeParse({ rating: '9' }).success).toBe(false);
  });
});

describe('request schemas carry the spec messages', () => {
  it('shipping info: all eight fields with their messages (spec §5)', () => {
    const result = ShippingInfoSchema.safeParse({});
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual([
      'Name is required',
      'Address is required',
      'Email is required',
      'Phone is required',
      'Post is required',
      'Province is required',
      'City is required',
      'Area is required',
    ]);
    expect(
      firstMessage(
        ShippingInfoSchema.safeParse({
          name: 'A',
          address: 'B',
          email: 'not-an-email',
          phone: '1',
          post: '1',
          province: 'P',
          city: 'C',
          area: 'A',
        }),
      ),
    ).toBe('Please enter a valid email');
    expect(firstMessage(ShippingInfoSchema.safeParse({ name: '   ' }))).toBe('Name is required');
  });

  it('review: rating, then text', () => {
    expect(firstMessage(SubmitReviewBodySchema.safeParse({ review: 'x', productId: 'p' }))).toBe(
      'Please select a rating',
    );
    expect(firstMessage(SubmitReviewBodySchema.safeParse({ rating: 0, review: 'x', productId: 'p' }))).toBe(
      'Please select a rating',
    );
    expect(firstMessage(SubmitReviewBodySchema.safeParse({ rating: 5, review: '  ', productId: 'p' }))).toBe(
      'Please write a review',
    );
  });

  it('contact form (spec §5)', () => {
    expect(firstMessage(ContactMessageSchema.safeParse({ sellerId: 's' }))).toBe('Name is required');
    expect(
      firstMessage(
        ContactMessageSchema.safeParse({ name: 'A', email: 'x', subject: 'S', message: 'M', sellerId: 's' }),
      ),
    ).toBe('Invalid email');
  });

  it('add to cart: a positive integer quantity and an identity', () => {
    expect(firstMessage(AddToCartBodySchema.safeParse({ sessionId: 'g', productId: 'p', quantity: 0 }))).toBe(
      'Please enter a valid quantity',
    );
    expect(
      firstMessage(AddToCartBodySchema.safeParse({ sessionId: 'g', productId: 'p', quantity: 1.5 })),
    ).toBe('Please enter a valid quantity');
    expect(AddToCartBodySchema.safeParse({ productId: 'p', quantity: 1 }).success).toBe(false);
    expect(AddToCartBodySchema.parse({ userId: 'u', productId: 'p', quantity: 2 }).addons).toEqual([]);
  });

  it('wishlist additions need an owner', () => {
    expect(AddToWishlistBodySchema.safeParse({ productId: 'p' }).success).toBe(false);
    expect(AddToWishlistBodySchema.safeParse({ sessionId: 'g', productId: 'p' }).success).toBe(true);
  });

  it('guest lookup needs email or phone', () => {
    expect(firstMessage(GuestOrdersQuerySchema.safeParse({}))).toBe(
      'Please enter either email or phone number',
    );
    expect(GuestOrdersQuerySchema.safeParse({ phone: '082' }).success).toBe(true);
  });

  it('offline payment needs cash or eft', () => {
    expect(
      firstMessage(CreateOfflinePaymentBodySchema.safeParse({ orderNumber: 'SK1', paymentMethod: 'card' })),
    ).toBe('Please select a payment method');
  });

  it('place order needs products', () => {
    expect(firstMessage(PlaceOrderBodySchema.safeParse({ products: [], shippingInfo: {} }))).toBe(
      'No products found. Please add items to your cart first.',
    );
  });

  it('order numbers carry no dash (references split on dashes)', () => {
    expect(OrderNumberSchema.safeParse('SK20261121A1').success).toBe(true);
    expect(OrderNumberSchema.safeParse('SK-1').success).toBe(false);
    expect(firstMessage(OrderNumberSchema.safeParse(''))).toBe('Order number is missing');
  });
});

describe('response schemas', () => {
  it('an order reads shipping_fee as a number or an array', () => {
    expect(OrderSchema.parse({ orderNumber: 'SK1', shipping_fee: [5, 6] }).shipping_fee).toEqual([5, 6]);
    expect(OrderSchema.parse({ orderNumber: 'SK1' })).toMatchObject({
      shipping_fee: 0,
      payment_status: 'unpaid',
      delivery_status: 'placed',
      products: [],
    });
  });

  it('seller lookup: null when no such shop, id from _id when needed', () => {
    expect(SellerLookupResponseSchema.parse({ seller: null }).seller).toBeNull();
    expect(SellerLookupResponseSchema.parse({}).seller).toBeNull();
    expect(SellerLookupResponseSchema.parse({ seller: { _id: 's1', name: 'tea' } }).seller).toEqual({
      id: 's1',
      name: 'tea',
    });
  });

  it('payment methods default to none and rate 1', () => {
    const parsed = PaymentMethodsResponseSchema.parse({
      config: { paypal: { isEnabled: true, clientId: 'c' } },
    });
    expect(parsed.enabledMethods).toEqual([]);
    expect(parsed.config.paypal?.exchangeRate).toBe(1);
    expect(PaymentMethodsResponseSchema.safeParse({ enabledMethods: ['bitcoin'] }).success).toBe(false);
  });

  it('a cart may name the other shops holding the shopper’s lines (optional, additive)', () => {
    const other = { sellerId: 's2', sellerName: 'spice', shopName: 'Spice', card_product_count: 2 };
    expect(CartResponseSchema.parse({ other_sellers: [other] }).other_sellers).toEqual([other]);
    expect(CartResponseSchema.parse({}).other_sellers).toBeUndefined();
    expect(
      CartResponseSchema.safeParse({ other_sellers: [{ ...other, card_product_count: 0 }] }).success,
    ).toBe(false);
  });

  it('an empty cart has every figure at zero', () => {
    expect(CartResponseSchema.parse({})).toEqual({
      card_products: [],
      shipping_fee: 0,
      price: 0,
      card_product_count: 0,
      buy_product_item: 0,
      outofstock_products: [],
    });
  });
});

describe('OrderSchema shipping info', () => {
  const empty = { name: '', address: '', email: '', phone: '', post: '', province: '', city: '', area: '' };

  it('reads a missing shipping info as an empty one, and fills the fields a stored one lacks', () => {
    expect(OrderSchema.parse({ orderNumber: 'A1' }).shippingInfo).toEqual(empty);
    expect(
      OrderSchema.parse({ orderNumber: 'A1', shippingInfo: { name: 'Ama', country: 'ZA' } }).shippingInfo,
    ).toEqual({
      ...empty,
      name: 'Ama',
      country: 'ZA',
    });
  });
});
