import {
  type CartGroup,
  type CartLine,
  type CartResponse,
  cartTotals,
  fromCents,
  splitCartByStock,
  toCents,
} from '@souk/core';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { cartLines, products } from '../db/schema.js';
import { ownedBy } from '../lib/owner-scope.js';
import type { Owner } from '../plugins/identity.js';
import { getSeller, shippingFeeCents } from './sellers.js';

const EMPTY_CART: CartResponse = {
  card_products: [],
  shipping_fee: 0,
  price: 0,
  card_product_count: 0,
  buy_product_item: 0,
  outofstock_products: [],
};

/**
 * The owner's cart in one seller's shop (GET …/get-card-product/…/{sellerId}): in-stock lines grouped by
 * seller, out-of-stock lines apart (spec §4), and the figures computed with the same @souk/core rules the
 * cart page uses — every price read from the products, never from what a client once sent.
 * Two queries: the seller (404 when unknown) and the lines joined with their products.
 * @param defaultShippingFee shipping fee of sellers that set none, in major units
 */
export async function loadCart(
  db: Db,
  owner: Owner,
  sellerId: string,
  defaultShippingFee: number,
): Promise<CartResponse> {
  const seller = await getSeller(db, sellerId);
  const scope = ownedBy(cartLines, owner);
  if (!scope) return EMPTY_CART;
  const rows = await db
    .select({
      id: cartLines.id,
      productId: cartLines.productId,
      sellerId: cartLines.sellerId,
      customerId: cartLines.customerId,
      sessionId: cartLines.sessionId,
      quantity: cartLines.quantity,
      addons: cartLines.addons,
      selectedImage: cartLines.selectedImage,
      name: products.name,
      slug: products.slug,
      priceCents: products.priceCents,
      discount: products.discount,
      bulkPricing: products.bulkPricing,
      stock: products.stock,
      currency: products.currency,
      images: products.images,
      packSize: products.packSize,
      offeredAddons: products.addons,
    })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(and(scope, eq(cartLines.sellerId, seller.id)))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
  if (rows.length === 0) return EMPTY_CART;

  const lines = rows.map((row): CartLine => {
    const price = fromCents(row.priceCents);
    const packSize = Math.max(1, row.packSize);
    const image = row.selectedImage ?? row.images[0];
    return {
      _id: row.id,
      productId: row.productId,
      quantity: row.quantity,
      // the product's unit price before discount; the line's charge is cartLinePriceCents
      price,
      sellerId: row.sellerId,
      packSize,
      ...(image ? { selectedImage: image } : {}),
      addons: row.addons,
      // never a client figure: bulk tiers price the line through the core rule instead
      discountPrice: 0,
      productInfo: {
        _id: row.productId,
        name: row.name,
        slug: row.slug,
        price,
        discount: row.discount,
        bulkPricing: row.bulkPricing,
        stock: row.stock,
        currency: row.currency,
        images: row.images,
        packSize,
        addons: row.offeredAddons,
      },
      userId: row.customerId,
      sessionId: row.sessionId,
    };
  });
  const groups: CartGroup[] = [{ sellerId: seller.id, shopName: seller.shopName, products: lines }];
  const { inStock, outOfStock } = splitCartByStock(groups);
  const totals = cartTotals(inStock);
  return {
    card_products: inStock,
    outofstock_products: outOfStock,
    price: fromCents(totals.subtotalCents),
    // one shipping fee from the server (spec §7), charged only when something can be bought
    shipping_fee: totals.lines > 0 ? fromCents(shippingFeeCents(seller, toCents(defaultShippingFee))) : 0,
    card_product_count: lines.length,
    buy_product_item: totals.items,
  };
}
