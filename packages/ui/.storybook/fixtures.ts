import { type ProductInput, ProductSchema } from '@souk/core';

/** A product photo stand-in: an inline SVG, so stories need no network. */
export function sampleImage(hue: number, label = ''): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue} 60% 88%)"/><stop offset="1" stop-color="hsl(${hue} 45% 70%)"/>
</linearGradient></defs>
<rect width="600" height="600" fill="url(#g)"/>
<circle cx="300" cy="270" r="130" fill="hsl(${hue} 50% 55%)" opacity=".55"/>
<rect x="190" y="400" width="220" height="28" rx="14" fill="hsl(${hue} 40% 40%)" opacity=".35"/>
<text x="300" y="560" font-family="system-ui,sans-serif" font-size="36" text-anchor="middle" fill="hsl(${hue} 40% 30%)">${label}</text>
</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A valid product as the API would send it, with §9 defaults filled by the core schema. */
export function sampleProduct(overrides: Partial<ProductInput> = {}) {
  return ProductSchema.parse({
    _id: 'p1',
    name: 'Moroccan Mint Green Tea',
    slug: 'moroccan-mint-green-tea',
    price: 12.5,
    currency: 'USD',
    images: [sampleImage(150, 'Mint tea'), sampleImage(40, 'Tin'), sampleImage(200, 'Cup')],
    rating: 4.5,
    stock: 24,
    showStockQuantity: true,
    description:
      'Hand-rolled gunpowder green tea blended with dried spearmint from the Atlas foothills. Brew at 80 °C for three minutes.',
    ...overrides,
  });
}

export const LONG_NAME =
  'Organic Ceremonial Grade Matcha Green Tea Powder from Uji, Kyoto — Stone-Ground, First Harvest, Family Size Resealable Pouch';
