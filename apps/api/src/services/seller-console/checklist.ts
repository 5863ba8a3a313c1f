import { type ChecklistItem, consolePaths, LINKS_CONTENT_FIELDS } from '@souk/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { paymentConfigs, products, sellers } from '../../db/schema.js';
import { notFound } from '../../domain/errors.js';
import { SHOP_NOT_FOUND } from './dashboard.js';

/**
 * GET /seller/checklist: what a shop needs before shoppers can use it, each item with whether it is done
 * and the console screen that does it — a logo, support details (an e-mail or a phone), a published product,
 * a payment method switched on, an info page with text. The dashboard shows it until every item is done.
 * @throws not found (the seller's shop is gone)
 */
export async function sellerChecklist(db: Db, sellerId: string): Promise<ChecklistItem[]> {
  const [shop] = await db
    .select({
      image: sellers.image,
      supportEmail: sellers.supportEmail,
      supportPhone: sellers.supportPhone,
      linksContent: sellers.linksContent,
      hasProduct: sql<boolean>`exists (select 1 from ${products} where ${and(
        eq(products.sellerId, sellers.id),
        eq(products.published, true),
      )})`,
      methods: paymentConfigs.enabledMethods,
    })
    .from(sellers)
    .leftJoin(paymentConfigs, eq(paymentConfigs.sellerId, sellers.id))
    .where(eq(sellers.id, sellerId))
    .limit(1);
  if (!shop) throw notFound(SHOP_NOT_FOUND);
  const hasPage = LINKS_CONTENT_FIELDS.some((field) => (shop.linksContent[field] ?? '').trim() !== '');
  return [
    { id: 'logo', label: 'Add your logo', done: shop.image.trim() !== '', href: consolePaths.shop() },
    {
      id: 'support',
      label: 'Add your support details',
      done: shop.supportEmail.trim() !== '' || shop.supportPhone.trim() !== '',
      href: consolePaths.shop(),
    },
    {
      id: 'product',
      label: 'Publish your first product',
      done: shop.hasProduct,
      href: consolePaths.newProduct(),
    },
    {
      id: 'payment',
      label: 'Switch on a payment method',
      done: (shop.methods ?? []).length > 0,
      href: consolePaths.paymentSettings(),
    },
    { id: 'page', label: 'Write an info page', done: hasPage, href: consolePaths.pages() },
  ];
}
