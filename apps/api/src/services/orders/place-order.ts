import {
  DEFAULT_CURRENCY,
  fromCents,
  isSingleSeller,
  linePriceCents,
  type OrderInput,
  orderTotalCents,
  type SelectedAddon,
  type ShippingInfo,
  SINGLE_SELLER_MESSAGE,
  sumCents,
  unitPriceCents,
} from '@souk/core';
import { and, eq, getTableColumns, inArray, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type Db, prepared } from '../../db/client.js';
import { cartLines, events, orderLines, orders, products, sellerOrders, sellers } from '../../db/schema.js';
import { conflict, invalid, notFound } from '../../domain/errors.js';
import type { Owner } from '../../domain/owner.js';
import { newId, newOrderNumber } from '../../lib/ids.js';
import { resolveAddons } from '../addons.js';
import { PRODUCT_NOT_FOUND } from '../products.js';
import { shippingFeeCents } from '../shops.js';
import { contactEmail, contactPhone, type LineRow, type OrderRow, type PartRow } from './order-rows.js';
import { toOrder } from './read-orders.js';

export const ORDER_PLACED_MESSAGE = 'Order placed successfully';
export const MIXED_CURRENCIES = 'All products of an order must be in the same currency';
export const ORDER_TOO_LARGE = 'This order is too large. Please order fewer items.';
export const ORDER_NUMBER_EXHAUSTED = 'Could not allocate an order number. Please try again.';

/** The conflict text of a line the stock cannot cover. */
export function outOfStockMessage(name: string, available: number): string {
  return available > 0 ? `Only ${available} left of "${name}"` : `"${name}" is out of stock`;
}

/** A product the seller unpublished after it went into the cart: refused like an out-of-stock one. */
export function unavailableMessage(name: string): string {
  return `"${name}" is no longer available`;
}

/** Money columns are PostgreSQL `integer`: a larger amount would fail the insert with a 5xx. */
const MAX_CENTS = 2_147_483_647;
/** Order numbers are random; a clash is rare, so a few fresh draws always suffice. */
const ORDER_NUMBER_ATTEMPTS = 5;

/** One line as the shopper asked for it; every price is recomputed from the catalogue. */
export interface RequestedLine {
  productId: string;
  quantity: number;
  addons: readonly SelectedAddon[];
  /** The seller the client placed the line under (its cart group); must be the product's seller. */
  sellerId?: string | undefined;
}

export interface PlaceOrderInput {
  /** The customer (token) or the guest session; both null for a guest without a session. */
  owner: Owner;
  lines: readonly RequestedLine[];
  shippingInfo: ShippingInfo;
  notes: string;
}

export interface PlaceOrderOptions {
  /** Fee of sellers that set none, in cents. */
  defaultShippingFeeCents: number;
  /** Order-number source; tests inject clashes. */
  orderNumber?: () => string;
  /** Runs between the unlocked product read and the write; tests change products in between. */
  afterRead?: () => Promise<void>;
}

function checkAmount(cents: number): number {
  if (!Number.isSafeInteger(cents) || cents > MAX_CENTS) throw invalid(ORDER_TOO_LARGE);
  return cents;
}

/** Shipping info as stored: the fields the shopper filled in, nothing undefined. */
function storedShippingInfo(info: ShippingInfo): Record<string, string> {
  const stored: Record<string, string> = {};
  for (const [key, value] of Object.entries(info)) {
    if (typeof value === 'string') stored[key] = value;
  }
  return stored;
}

/** Line ids sort in the shopper's order (the table has no position column). */
function childId(orderId: string, kind: 'L' | 'S', index: number): string {
  return `${orderId}.${kind}${String(index).padStart(3, '0')}`;
}

/**
 * What an order reads of a product: the facts its lines freeze, the price inputs, the stock, the seller's
 * shipping fee, and `version`, a digest of every one of those columns except the stock. The write checks the
 * version against the row it locks, so an order is never priced from a product that changed in between.
 */
const productVersion = sql<string>`md5(row(${products.sellerId}, ${products.name}, ${products.slug}, ${products.images}, ${products.priceCents}, ${products.discount}, ${products.packSize}, ${products.bulkPricing}, ${products.addons}, ${products.brand}, ${products.currency}, ${products.published})::text)`;

const orderedProductColumns = {
  id: products.id,
  sellerId: products.sellerId,
  name: products.name,
  slug: products.slug,
  images: products.images,
  priceCents: products.priceCents,
  discount: products.discount,
  stock: products.stock,
  packSize: products.packSize,
  bulkPricing: products.bulkPricing,
  addons: products.addons,
  brand: products.brand,
  currency: products.currency,
  published: products.published,
  sellerShippingFeeCents: sellers.shippingFeeCents,
  version: productVersion,
};

/** Ascending by id, bytewise (as `collate "C"` sorts): the order every writer locks product rows in. */
const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const productsQuery = (db: Db, ids: (string | Placeholder)[]) =>
  db
    .select(orderedProductColumns)
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(inArray(products.id, ids));

/** Orders of up to this many distinct products read them with a prepared statement (one per count). */
const PREPARED_PRODUCT_COUNTS = 8;

/**
 * The ordered products with their seller's fee, in one query. `lock` reads them `for update` in ascending
 * id order, inside the caller's transaction (the fallback when a product changed between the unlocked read
 * and the write).
 */
async function readProducts(db: Db, productIds: string[], lock: boolean) {
  if (lock) {
    return productsQuery(db, productIds)
      .orderBy(sql`${products.id} collate "C"`)
      .for('update', { of: products });
  }
  if (productIds.length > PREPARED_PRODUCT_COUNTS) return productsQuery(db, productIds);
  const count = productIds.length;
  const query = prepared(db, `souk_place_order_products_${count}`, (db, name) =>
    productsQuery(
      db,
      productIds.map((_, index) => sql.placeholder(`id${index}`)),
    ).prepare(name),
  );
  return query.execute(Object.fromEntries(productIds.map((id, index) => [`id${index}`, id])));
}

type OrderedProduct = Awaited<ReturnType<typeof readProducts>>[number];

interface PricedLine {
  id: string;
  product: OrderedProduct;
  quantity: number;
  addons: SelectedAddon[];
  discountedUnitCents: number;
  lineTotalCents: number;
}

interface PricedPart {
  id: string;
  sellerId: string;
  subtotalCents: number;
  shippingFeeCents: number;
  priceCents: number;
}

interface PricedOrder {
  lines: PricedLine[];
  parts: PricedPart[];
  /** Quantity per product (several lines may share one), with the version it was priced at. */
  wanted: Map<string, { quantity: number; version: string }>;
  currency: string;
  subtotalCents: number;
  shippingFeeCents: number;
  totalCents: number;
}

/**
 * Prices every line from the product rows with the same core rule as the cart (spec §9), the seller's shipping
 * fee, total = subtotal + fee. Rejects unknown products (not found), products of more than one seller (invalid, spec §5),
 * add-ons the product does not offer (invalid) and quantities above stock (conflict) before anything is written.
 */
function priceOrder(
  orderId: string,
  input: PlaceOrderInput,
  options: PlaceOrderOptions,
  rows: readonly OrderedProduct[],
): PricedOrder {
  const byProductId = new Map(rows.map((row) => [row.id, row]));

  const lines: PricedLine[] = input.lines.map((line, index) => {
    const product = byProductId.get(line.productId);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    if (!product.published) throw conflict(unavailableMessage(product.name));
    const addons = resolveAddons(product.addons, line.addons);
    const price = fromCents(product.priceCents);
    return {
      id: childId(orderId, 'L', index),
      product,
      quantity: line.quantity,
      addons,
      discountedUnitCents: unitPriceCents(price, product.discount),
      lineTotalCents: checkAmount(
        linePriceCents({
          quantity: line.quantity,
          price,
          discount: product.discount,
          bulkPricing: product.bulkPricing,
          addons,
        }),
      ),
    };
  });

  // spec §5: one seller per cart, so per order — also when the client groups a line under another seller
  const claimedSellers = input.lines.flatMap((line) => (line.sellerId ? [line.sellerId] : []));
  if (!isSingleSeller([...lines.map((line) => line.product.sellerId), ...claimedSellers])) {
    throw invalid(SINGLE_SELLER_MESSAGE);
  }

  const currency = lines[0]?.product.currency;
  if (lines.some((line) => line.product.currency !== currency)) throw invalid(MIXED_CURRENCIES);

  // one product may sit on several lines (different add-ons): stock covers their sum
  const wanted = new Map<string, { quantity: number; version: string }>();
  for (const { product, quantity } of lines) {
    const sum = (wanted.get(product.id)?.quantity ?? 0) + quantity;
    wanted.set(product.id, { quantity: sum, version: product.version });
  }
  for (const [productId, { quantity }] of wanted) {
    const product = byProductId.get(productId);
    if (product && quantity > product.stock) throw conflict(outOfStockMessage(product.name, product.stock));
  }

  const sellerIds = [...new Set(lines.map((line) => line.product.sellerId))];
  const parts: PricedPart[] = sellerIds.map((sellerId, index) => {
    const sellerLines = lines.filter((line) => line.product.sellerId === sellerId);
    const subtotalCents = checkAmount(sumCents(sellerLines.map((line) => line.lineTotalCents)));
    const feeCents = shippingFeeCents(
      { shippingFeeCents: sellerLines[0]?.product.sellerShippingFeeCents ?? null },
      options.defaultShippingFeeCents,
    );
    return {
      id: childId(orderId, 'S', index),
      sellerId,
      subtotalCents,
      shippingFeeCents: feeCents,
      priceCents: checkAmount(orderTotalCents(subtotalCents, fromCents(feeCents))),
    };
  });

  const subtotalCents = checkAmount(sumCents(parts.map((part) => part.subtotalCents)));
  const feeCents = checkAmount(sumCents(parts.map((part) => part.shippingFeeCents)));
  return {
    lines,
    parts,
    wanted,
    currency: currency ?? DEFAULT_CURRENCY,
    subtotalCents,
    shippingFeeCents: feeCents,
    totalCents: checkAmount(orderTotalCents(subtotalCents, fromCents(feeCents))),
  };
}

/** Whose cart lines an order clears: a customer's, a guest session's, or nobody's (a guest without session). */
type CartOwner = 'customer' | 'session' | 'none';

/**
 * The owner's cart lines of the ordered products (`want`); as in `owns()`, a guest never owns a customer's
 * line.
 */
function ownerCartLines(owner: Exclude<CartOwner, 'none'>): SQL {
  const ordered = sql`${cartLines.productId} = any(array(select id from want))`;
  const ownerId = sql.placeholder('ownerId');
  if (owner === 'customer') return and(ordered, eq(cartLines.customerId, ownerId)) as SQL;
  return and(ordered, isNull(cartLines.customerId), eq(cartLines.sessionId, ownerId)) as SQL;
}

/** A UTF-16 surrogate without its pair: no character, so JSON cannot carry it into PostgreSQL. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The rows of a table as one JSON parameter, under their column names, for `insertRows`. A text column's lone
 * surrogates become U+FFFD, as the driver's UTF-8 encoding of a text parameter makes them.
 */
function rowsJson<T extends PgTable>(table: T, rows: readonly T['$inferInsert'][]): string {
  const columns = getTableColumns(table);
  return JSON.stringify(
    rows.map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([key, value]) => [
          columns[key]?.name ?? key,
          typeof value === 'string' ? value.replace(LONE_SURROGATE, '\uFFFD') : (value ?? null),
        ]),
      ),
    ),
  );
}

/**
 * `insert into table (columns) select … where when`: the rows come as one JSON parameter (`rowsJson`) typed by
 * the table's own row type (`jsonb_populate_recordset`), so any number of rows is one statement, one
 * parameter and one prepared statement.
 */
function insertRows<T extends PgTable>(
  table: T,
  columns: readonly (keyof T['$inferInsert'] & string)[],
  json: string,
  when: SQL,
): SQL {
  const byKey = getTableColumns(table);
  const names = sql.join(
    columns.map((key) => sql.identifier(byKey[key]?.name ?? key)),
    sql`, `,
  );
  return sql`insert into ${table} (${names}) select ${names} from jsonb_populate_recordset(null::${table}, ${sql.placeholder(json)}::jsonb) where ${when}`;
}

const ORDER_COLUMNS = [
  'id',
  'orderNumber',
  'customerId',
  'sessionId',
  'contactEmail',
  'contactPhone',
  'shippingInfo',
  'notes',
  'currency',
  'subtotalCents',
  'shippingFeeCents',
  'totalCents',
  'paymentStatus',
  'deliveryStatus',
] as const satisfies readonly (keyof typeof orders.$inferInsert)[];

const PART_COLUMNS = [
  'id',
  'orderId',
  'sellerId',
  'subtotalCents',
  'shippingFeeCents',
  'priceCents',
  'paymentStatus',
  'deliveryStatus',
] as const satisfies readonly (keyof typeof sellerOrders.$inferInsert)[];

const LINE_COLUMNS = [
  'id',
  'orderId',
  'sellerId',
  'productId',
  'name',
  'brand',
  'slug',
  'images',
  'quantity',
  'unitPriceCents',
  'discount',
  'discountedUnitCents',
  'bulkPricing',
  'addons',
  'lineTotalCents',
  'currency',
  'packSize',
] as const satisfies readonly (keyof typeof orderLines.$inferInsert)[];

/** An order as the write stored it: its row, its seller parts (with their shop) and lines, in id order. */
export interface PlacedOrder {
  row: OrderRow;
  parts: PartRow[];
  lines: LineRow[];
}

interface WriteOutcome {
  /** The order as inserted (and everything else with it), or undefined when nothing was written. */
  placed: PlacedOrder | undefined;
  /** Every product was found, locked, unchanged since it was priced, and has the stock. */
  ok: boolean;
  /** The locked products as they are now, for the conflict. */
  locked: { id: string; name: string; stock: number }[];
}

/**
 * The write of `writeOrder` as ONE statement (one round trip, atomic on its own or inside a transaction),
 * the same text for any order of this cart owner kind, so it is prepared once per connection:
 * - `want` (the ordered products, their quantities and the versions they were priced at) and `locked`: the
 *   products locked `for update` in ascending id order (so two orders sharing products cannot deadlock);
 * - `checked`: every product found, unchanged since it was priced, and with the stock;
 * - only then `placed` (the order; `on conflict do nothing`: a taken order number leaves everything
 *   untouched), `parts`, `lines`, `emitted` (the `order.placed` event of the outbox), `taken` (the stock)
 *   and `emptied` (the owner's cart lines of those products);
 * - it answers the order, its parts (with their shop) and lines as stored, so nothing is read back;
 * - the `guard` column fails the whole statement should the stock not be taken for every product.
 */
function buildWrite(db: Db, owner: CartOwner, name: string) {
  const placedOrder = sql`exists (select 1 from placed)`;
  const checked = db.$with('checked', { ok: sql<boolean>`ok`.as('ok') }).as(
    sql`select (select count(*) from want) = (select count(*) from locked)
      and coalesce(bool_and(locked.stock >= want.quantity and locked.version = want.version), false) as ok
      from want join locked on locked.id = want.id`,
  );
  const ctes = [
    db
      .$with('want', {})
      .as(
        sql`select * from jsonb_to_recordset(${sql.placeholder('want')}::jsonb) as want(id text, quantity int, version text)`,
      ),
    db.$with('locked', {}).as(
      sql`select ${products.id} as id, ${products.name} as name, ${products.stock} as stock, ${productVersion} as version
        from ${products} where ${products.id} = any(array(select id from want))
        order by ${products.id} collate "C" for update`,
    ),
    checked,
    db
      .$with('placed', {})
      .as(
        sql`${insertRows(orders, ORDER_COLUMNS, 'order', sql`(select ok from checked)`)} on conflict do nothing returning *`,
      ),
    db
      .$with('parts', {})
      .as(sql`${insertRows(sellerOrders, PART_COLUMNS, 'parts', placedOrder)} returning *`),
    db.$with('lines', {}).as(sql`${insertRows(orderLines, LINE_COLUMNS, 'lines', placedOrder)} returning *`),
    // the outbox event, written by the same statement: it exists exactly when the order does
    db.$with('emitted', {}).as(
      sql`insert into ${events} (id, type, payload) select ${sql.placeholder('eventId')}, 'order.placed',
        jsonb_build_object('orderId', placed.id, 'orderNumber', placed.order_number,
          'sellerIds', (select jsonb_agg(distinct parts.seller_id) from parts),
          'totalCents', placed.total_cents, 'currency', placed.currency)
        from placed`,
    ),
    db.$with('taken', {}).as(
      sql`update ${products} set stock = ${products.stock} - want.quantity from want
        where ${products.id} = any(array(select id from want)) and ${products.id} = want.id and ${products.stock} >= want.quantity and ${placedOrder}
        returning ${products.id}`,
    ),
    ...(owner === 'none'
      ? []
      : [
          db
            .$with('emptied', {})
            .as(sql`delete from ${cartLines} where ${ownerCartLines(owner)} and ${placedOrder}`),
        ]),
  ];
  return db
    .with(...ctes)
    .select({
      placed: sql<number>`(select count(*) from placed)::int`,
      ok: sql<boolean>`(select ok from checked)`,
      locked: sql<
        WriteOutcome['locked']
      >`(select coalesce(json_agg(json_build_object('id', id, 'name', name, 'stock', stock)), '[]'::json) from locked)`,
      order: sql<Record<string, unknown> | null>`(select row_to_json(placed) from placed)`,
      parts: sql<PartRow[] | null>`(select json_agg(json_build_object(
          'id', parts.id, 'orderId', parts.order_id, 'sellerId', parts.seller_id, 'priceCents', parts.price_cents,
          'shippingFeeCents', parts.shipping_fee_cents, 'deliveryStatus', parts.delivery_status,
          'paymentStatus', parts.payment_status, 'sellerName', seller.name, 'shopName', seller.shop_name,
          'sellerCurrency', seller.currency) order by parts.id)
        from parts join ${sellers} as seller on seller.id = parts.seller_id)`,
      lines: sql<Record<string, unknown>[] | null>`(select json_agg(lines order by lines.id) from lines)`,
      guard: sql<null>`case when ${placedOrder} and (select count(*) from taken) <> (select count(*) from want)
        then ('place-order: stock taken for ' || (select count(*) from taken) || ' products only')::int end`,
    })
    .from(checked)
    .prepare(name);
}

/**
 * A row of `table` from its JSON (`row_to_json`): each column read as from the driver (a timestamp string
 * becomes a Date, numbers and jsonb stay as JSON has them), as a Drizzle select would map it.
 */
function rowFromJson<T extends PgTable>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}

/** Writes the priced order (see `buildWrite`) and tells what happened. */
async function writeOrder(
  db: Db,
  orderId: string,
  orderNumber: string,
  input: PlaceOrderInput,
  priced: PricedOrder,
): Promise<WriteOutcome> {
  const owner: CartOwner = input.owner.customerId ? 'customer' : input.owner.sessionId ? 'session' : 'none';
  const write = prepared(db, `souk_place_order_write_${owner}`, (db, name) => buildWrite(db, owner, name));
  const [row] = await write.execute({
    want: JSON.stringify(
      [...priced.wanted].map(([id, { quantity, version }]) => ({ id, quantity, version })),
    ),
    order: rowsJson(orders, [
      {
        id: orderId,
        orderNumber,
        customerId: input.owner.customerId,
        sessionId: input.owner.customerId ? null : input.owner.sessionId,
        contactEmail: contactEmail(input.shippingInfo.email),
        contactPhone: contactPhone(input.shippingInfo.phone),
        shippingInfo: storedShippingInfo(input.shippingInfo),
        notes: input.notes,
        currency: priced.currency,
        subtotalCents: priced.subtotalCents,
        shippingFeeCents: priced.shippingFeeCents,
        totalCents: priced.totalCents,
        paymentStatus: 'unpaid',
        deliveryStatus: 'pending',
      },
    ]),
    parts: rowsJson(
      sellerOrders,
      priced.parts.map((part) => ({
        id: part.id,
        orderId,
        sellerId: part.sellerId,
        subtotalCents: part.subtotalCents,
        shippingFeeCents: part.shippingFeeCents,
        priceCents: part.priceCents,
        paymentStatus: 'unpaid',
        deliveryStatus: 'pending',
      })),
    ),
    lines: rowsJson(
      orderLines,
      priced.lines.map((line) => ({
        id: line.id,
        orderId,
        sellerId: line.product.sellerId,
        productId: line.product.id,
        name: line.product.name,
        brand: line.product.brand,
        slug: line.product.slug,
        images: line.product.images,
        quantity: line.quantity,
        unitPriceCents: line.product.priceCents,
        discount: line.product.discount,
        discountedUnitCents: line.discountedUnitCents,
        bulkPricing: line.product.bulkPricing,
        addons: line.addons,
        lineTotalCents: line.lineTotalCents,
        currency: line.product.currency,
        packSize: line.product.packSize,
      })),
    ),
    ownerId: input.owner.customerId ?? input.owner.sessionId,
    eventId: newId(),
  });
  const placed =
    row && row.placed > 0 && row.order
      ? {
          row: rowFromJson(orders, row.order),
          parts: row.parts ?? [],
          lines: (row.lines ?? []).map((line) => rowFromJson(orderLines, line)),
        }
      : undefined;
  return { placed, ok: row?.ok === true, locked: row?.locked ?? [] };
}

/** Not found for a product gone since it was priced, conflict for one whose stock no longer covers the order. */
function checkLockedStock(priced: PricedOrder, locked: WriteOutcome['locked']): void {
  const now = new Map(locked.map((row) => [row.id, row]));
  for (const [productId, { quantity }] of [...priced.wanted].sort(([a], [b]) => byId(a, b))) {
    const product = now.get(productId);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    if (product.stock < quantity) throw conflict(outOfStockMessage(product.name, product.stock));
  }
}

/**
 * Prices the order from these product rows and writes it, drawing a new order number on a clash.
 * @returns the order, or undefined when a product changed since these rows were read (the caller re-reads
 * them locked)
 */
async function priceAndWrite(
  db: Db,
  orderId: string,
  input: PlaceOrderInput,
  options: PlaceOrderOptions,
  rows: readonly OrderedProduct[],
): Promise<PlacedOrder | undefined> {
  const priced = priceOrder(orderId, input, options, rows);
  const nextNumber = options.orderNumber ?? (() => newOrderNumber());
  for (let attempt = 0; attempt < ORDER_NUMBER_ATTEMPTS; attempt++) {
    const outcome = await writeOrder(db, orderId, nextNumber(), input, priced);
    if (outcome.placed) return outcome.placed;
    if (!outcome.ok) {
      checkLockedStock(priced, outcome.locked);
      return undefined;
    }
    // ok but not placed: the order number is taken; nothing was written
  }
  throw conflict(ORDER_NUMBER_EXHAUSTED);
}

/**
 * Places an order (spec §7 place-order) and returns it as stored. Lines, fees and totals come from the
 * database only. Two round trips: the products are read (unlocked) and priced, then one statement locks them
 * in ascending id order, checks that none changed since it was priced and that the stock covers the order,
 * and only then writes the order, its seller parts and frozen lines, takes the stock and deletes the owner's
 * cart lines of those products — all of it or nothing — and answers what it stored (see `buildWrite`).
 * Should a product have changed in between, the order is priced again from the rows read `for update`
 * inside a transaction, so the prices charged are always those of the rows the stock was taken from. Stock
 * never goes negative and no order oversells: the row lock serialises concurrent buyers.
 * @throws not found (unknown product), invalid (several sellers, an add-on not offered, mixed currencies, too large), conflict (out of stock)
 */
export async function placeOrderRows(
  db: Db,
  input: PlaceOrderInput,
  options: PlaceOrderOptions,
): Promise<PlacedOrder> {
  const orderId = newId();
  const productIds = [...new Set(input.lines.map((line) => line.productId))];
  const rows = await readProducts(db, productIds, false);
  await options.afterRead?.();
  const placed = await priceAndWrite(db, orderId, input, options, rows);
  if (placed) return placed;
  return db.transaction(async (tx) => {
    const locked = await readProducts(tx, productIds, true);
    // locked rows cannot change before the write: anything but placed is a bug, not a retry
    const order = await priceAndWrite(tx, orderId, input, options, locked);
    if (!order) throw new Error('place-order: a locked product changed before the write');
    return order;
  });
}

/** `placeOrderRows`, answering the order's id. */
export async function placeOrder(
  db: Db,
  input: PlaceOrderInput,
  options: PlaceOrderOptions,
): Promise<string> {
  return (await placeOrderRows(db, input, options)).row.id;
}

/**
 * Places an order (`placeOrderRows`) and answers its wire shape from the rows the write returned: no
 * read-back.
 */
export async function placeOrderWire(
  db: Db,
  input: PlaceOrderInput,
  options: PlaceOrderOptions,
): Promise<OrderInput> {
  const { row, parts, lines } = await placeOrderRows(db, input, options);
  return toOrder(row, parts, lines);
}
