import { unitPriceCents } from '../pricing/line-price.js';
import { fromCents } from '../pricing/money.js';
import type { Product } from '../schemas/product.js';

/**
 * A schema.org `Product` for search engines, as JSON-LD (`<script type="application/ld+json">`).
 * @example
 * ```ts
 * const product = ProductSchema.parse({ _id: 'p1', name: 'Rooibos', price: 20 });
 * const url = 'https://shop.example/tea/product/details/rooibos';
 * const jsonLd: ProductJsonLd = productJsonLd(product, { url, reviewCount: 0 });
 * jsonLd.offers.availability // "https://schema.org/OutOfStock"
 * ```
 */
export interface ProductJsonLd {
  '@context': 'https://schema.org';
  '@type': 'Product';
  name: string;
  description?: string;
  image: string[];
  sku: string;
  brand?: { '@type': 'Brand'; name: string };
  category?: string;
  offers: {
    '@type': 'Offer';
    url: string;
    price: string;
    priceCurrency: string;
    availability: 'https://schema.org/InStock' | 'https://schema.org/OutOfStock';
  };
  aggregateRating?: { '@type': 'AggregateRating'; ratingValue: number; reviewCount: number };
}

/**
 * The structured data of a product page: what the shopper pays for one item (the discount applied), in
 * the product's currency, whether it is in stock, and the rating when reviews exist. `url` and image
 * addresses are absolute (resolved against `url`): search engines read them outside the page.
 * @example
 * ```ts
 * const product = ProductSchema.parse({ _id: 'p1', name: 'Rooibos', price: 20, discount: 10 });
 * const url = 'https://shop.example/tea/product/details/rooibos';
 * productJsonLd(product, { url, reviewCount: 0 }).offers.price // "18.00"
 * ```
 */
export function productJsonLd(
  product: Product,
  { url, reviewCount }: { url: string; reviewCount: number },
): ProductJsonLd {
  const description = (product.seoDescription || product.description).trim();
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(description ? { description } : {}),
    image: product.images.map((image) => new URL(image, url).toString()),
    sku: product._id,
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    ...(product.category ? { category: product.category } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: fromCents(unitPriceCents(product.price, product.discount)).toFixed(2),
      priceCurrency: product.currency,
      availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
    ...(reviewCount > 0 && product.rating > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating, reviewCount } }
      : {}),
  };
}
