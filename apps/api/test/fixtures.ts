import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import {
  categories,
  customerSessions,
  customers,
  paymentConfigs,
  products,
  sellers,
} from '../src/db/schema.js';
import type { TokenService } from '../src/lib/tokens.js';

type SellerInsert = typeof sellers.$inferInsert;
type ProductInsert = typeof products.$inferInsert;

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(++counter).toString(36)}`;

/** A seller with support info, social links and content. */
export async function insertSeller(db: Db, overrides: Partial<SellerInsert> = {}) {
  const id = overrides.id ?? randomUUID();
  const [row] = await db
    .insert(sellers)
    .values({
      id,
      name: `shop-${unique()}`,
      shopName: 'Test Shop',
      image: '/images/logo.svg',
      countryCode: '27',
      currency: 'USD',
      supportEmail: 'help@shop.test',
      supportPhone: '0821234567',
      supportHours: 'Mon–Fri 9:00–17:00',
      supportAddress: '1 Long Street, Cape Town',
      socialLinks: { facebook: 'https://facebook.com/shop' },
      linksContent: { aboutShop: 'About us\nSecond paragraph' },
      shippingFeeCents: 500,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('seller not inserted');
  return row;
}

/** A product of a seller: $10.00, 10 in stock, no discount, unless overridden. */
export async function insertProduct(db: Db, sellerId: string, overrides: Partial<ProductInsert> = {}) {
  const suffix = unique();
  const [row] = await db
    .insert(products)
    .values({
      id: randomUUID(),
      sellerId,
      name: `Product ${suffix}`,
      slug: `product-${suffix}`,
      description: 'A test product',
      images: ['/images/demo/test.svg'],
      priceCents: 1000,
      stock: 10,
      category: 'General',
      brand: 'Acme',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('product not inserted');
  return row;
}

export async function insertCategory(db: Db, sellerId: string, name: string) {
  const [row] = await db
    .insert(categories)
    .values({ id: randomUUID(), sellerId, name, slug: name.toLowerCase().replace(/\s+/g, '-') })
    .returning();
  if (!row) throw new Error('category not inserted');
  return row;
}

/** A customer, a live session of theirs and its token. */
export async function insertCustomer(
  db: Db,
  tokens: TokenService,
  overrides: { name?: string; email?: string } = {},
) {
  const id = randomUUID();
  const name = overrides.name ?? 'Thandi Ngcobo';
  const email = overrides.email ?? `customer-${unique()}@example.com`;
  await db.insert(customers).values({ id, name, email, passwordHash: await hash('correct horse battery') });
  const sessionId = randomUUID();
  await db
    .insert(customerSessions)
    .values({ id: sessionId, customerId: id, expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000) });
  const token = await tokens.sign({ id, name, email, sessionId });
  return { id, name, email, sessionId, token, headers: { authorization: `Bearer ${token}` } };
}

/** A guest session id and the header that carries it. */
export function guestSession() {
  const sessionId = randomUUID();
  return { sessionId, headers: { 'x-guest-session': sessionId } };
}

/** Cash on delivery and bank transfer enabled for a seller. */
export async function insertOfflinePaymentConfig(db: Db, sellerId: string) {
  await db
    .insert(paymentConfigs)
    .values({
      sellerId,
      enabledMethods: ['eft', 'cashOnDelivery'],
      methodOrder: ['stripe', 'paypal', 'payfast', 'eft', 'cashOnDelivery'],
      settings: {
        bankTransfer: {
          bankDetails: { 'Bank name': 'Test Bank', 'Account number': '123456789' },
          instructions: 'Use your order number as reference',
        },
        cashOnDelivery: { instructions: 'Pay the courier' },
      },
    })
    .onConflictDoNothing();
}

export async function productStock(db: Db, productId: string): Promise<number | undefined> {
  const [row] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row?.stock;
}
