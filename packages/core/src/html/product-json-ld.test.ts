import { describe, expect, it } from 'vitest';
import { parseProduct } from '../schemas/product.js';
import { productJsonLd } from './product-json-ld.js';

const product = parseProduct({
  _id: 'p-1',
  name: 'Linen Shirt',
  slug: 'linen-shirt',
  price: 59,
  discount: 15,
  stock: 3,
  rating: 4.5,
  currency: 'ZAR',
  images: ['/api/images/demo/shirt.svg', 'https://cdn.example/shirt-2.jpg'],
  description: 'Breathable linen.',
  brand: 'Urban Threads',
  category: 'Tops',
});
if (!product) throw new Error('fixture');

const where = {
  url: 'https://shop.example/urban-threads/product/details/linen-shirt',
  origin: 'https://shop.example',
};

describe('productJsonLd', () => {
  it('offers the discounted unit price in the product currency, with absolute images', () => {
    const data = productJsonLd(product, { ...where, reviewCount: 2 });
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Linen Shirt',
      description: 'Breathable linen.',
      image: ['https://shop.example/api/images/demo/shirt.svg', 'https://cdn.example/shirt-2.jpg'],
      sku: 'p-1',
      brand: { '@type': 'Brand', name: 'Urban Threads' },
      category: 'Tops',
      offers: {
        '@type': 'Offer',
        url: where.url,
        price: '50.15',
        priceCurrency: 'ZAR',
        availability: 'https://schema.org/InStock',
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
    });
  });

  it('says out of stock, and leaves out a rating nobody gave', () => {
    const data = productJsonLd(
      { ...product, stock: 0, seoDescription: 'SEO text' },
      { ...where, reviewCount: 0 },
    );
    expect(data.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(data.aggregateRating).toBeUndefined();
    expect(data.description).toBe('SEO text');
  });
});
