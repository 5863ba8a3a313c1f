import {
  type CartGroup,
  type CartLine,
  type CartResponse,
  cartTotals,
  fromCents,
  type OtherSellerCart,
  splitCartByStock,
  toCents,
} from '@souk/core';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { cartLines, products, sellers } from '../db/schema.js';
import type { Owner } from '../domain/owner.js';
import { ownedBy } from './owner-scope.js';
import { getShop, shippingFeeCents } from './shops.js';

const EMPTY_CART: CartResponse = {
  card_products: [],
  shipping_fee: 0,
  price: 0,
  card_product_count: 0,
  buy_product_item: 0,
  outofstock_products: [],
  other_sellers: [],
};

/** The owner's lines in other shops, one entry per shop in the order the lines were added. */
function otherSellers(rows: readonly { sellerId: string; sellerName: string; shopName: string }[]) {
  const bySeller = new Map<string, OtherSellerCart>();
  for (const row of rows) {
    const entry = bySeller.get(row.sellerId);
    if (entry) entry.card_product_count += 1;
    else {
      const { sellerId, sellerName, shopName } = row;
      bySeller.set(sellerId, { sellerId, sellerName, shopName, card_product_count: 1 });
    }
  }
  return [...bySeller.values()];
}

/**
 * The owner's cart in one seller's shop (GET …/get-card-product/…/{sellerId}): in-stock lines grouped by
 * seller, out-of-stock lines apart (spec §4), and the figures computed with the same @souk/core rules the
 * cart page uses — every price read from the products, never from what a client once sent. Lines the
 * owner holds in other shops are left out of the figures and named in `other_sellers`, so this shop's
 * cart page can warn about them (spec §2 Cart, §8).
 * Two queries: the seller (not found when unknown) and all the owner's lines joined with their products and
 * shops (one seller's at a time, spec §5, so reading them all costs nothing more).
 * @param defaultShippingFee shipping fee of sellers that set none, in major units
 */
export async function loadCart(
  db: Db,
  owner: Owner,
  sellerId: string,
  defaultShippingFee: number,
): Promise<CartResponse> {
  const seller = await getShop(db, sellerId);
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
      // a product the seller unpublished cannot be bought: its line shows as out of stock
      stock: sql<number>`case when ${products.published} then ${products.stock} else 0 end`.mapWith(Number),
      currency: products.currency,
      images: products.images,
      packSize: products.packSize,
      offeredAddons: products.addons,
      sellerName: sellers.name,
      shopName: sellers.shopName,
    })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .innerJoin(sellers, eq(sellers.id, cartLines.sellerId))
    .where(scope)
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
  const here = rows.filter((row) => row.sellerId === seller.id);
  const elsewhere = otherSellers(rows.filter((row) => row.sellerId !== seller.id));
  if (here.length === 0) return { ...EMPTY_CART, other_sellers: elsewhere };

  const lines = here.map((row): CartLine => {
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
    other_sellers: elsewhere,
  };
}
