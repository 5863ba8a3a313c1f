import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { AddToCartBody, PlaceOrderBody } from '@souk/core';
import createClient, { type Client } from 'openapi-fetch';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { insertCategory, insertProduct, insertSeller } from './fixtures.js';
import type { operations, paths } from './generated/api-types.js';
import { createTestContext, type TestContext } from './harness.js';
import { shippingInfo } from './order-fixtures.js';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const GENERATED = 'apps/api/test/generated/api-types.ts';
const BIOME = fileURLToPath(new URL('../../../node_modules/.bin/biome', import.meta.url));
const HEADER = `// Generated from GET /api/openapi.json by test/openapi-client.test.ts; after an API change run
// \`pnpm --filter @souk/api exec vitest run test/openapi-client.test.ts -u\` and commit the result.
`;

/** What openapi-typescript makes of the document, formatted like every other file of the repository. */
async function generatedTypes(document: OpenAPI3): Promise<string> {
  const source = HEADER + astToString(await openapiTS(document));
  return execFileSync(BIOME, ['format', `--stdin-file-path=${GENERATED}`], {
    cwd: REPO_ROOT,
    input: source,
    encoding: 'utf8',
  });
}

let ctx: TestContext;
let client: Client<paths>;
let seller: Awaited<ReturnType<typeof insertSeller>>;
let product: Awaited<ReturnType<typeof insertProduct>>;

beforeAll(async () => {
  ctx = await createTestContext();
  seller = await insertSeller(ctx.db, { name: 'typed-client-shop' });
  product = await insertProduct(ctx.db, seller.id, { name: 'Typed Tea', stock: 5 });
  await insertCategory(ctx.db, seller.id, 'Tea');
  // a real socket: the generated client calls the server as any other client would
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = ctx.app.server.address() as AddressInfo;
  client = createClient<paths>({ baseUrl: `http://127.0.0.1:${port}` });
});
afterAll(() => ctx.close());

describe('a client generated from the OpenAPI document', () => {
  it('is generated from the document the server serves (test/generated/api-types.ts is up to date)', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    await expect(await generatedTypes(response.json())).toMatchFileSnapshot('./generated/api-types.ts');
  });

  it('finds a shop, its categories and a product', async () => {
    const found = await client.GET('/api/search-seller', {
      params: { query: { name: 'Typed-Client-Shop' } },
    });
    expect(found.response.status).toBe(200);
    expectTypeOf(found.data?.seller).toEqualTypeOf<
      { id?: string; _id?: string; name: string } | null | undefined
    >();
    const sellerId = found.data?.seller?.id ?? '';
    expect(sellerId).toBe(seller.id);

    const { data, response } = await client.GET('/api/home/get-categorys/{sellerId}', {
      params: { path: { sellerId } },
    });
    expect(response.status).toBe(200);
    expect(data?.categorys?.map((category) => category.name)).toEqual(['Tea']);

    const details = await client.GET('/api/home/seller/{sellerId}/product/id/{productId}', {
      params: { path: { sellerId, productId: product.id } },
    });
    expect(details.data?.product).toMatchObject({ _id: product.id, name: 'Typed Tea', price: 10 });
    expectTypeOf(details.data?.product?.price).toEqualTypeOf<number | undefined>();
  });

  it("adds to a guest's cart, places the order and finds it by the guest's email", async () => {
    const sessionId = randomUUID();
    const line = { productId: product.id, quantity: 2 } as const;
    const added = await client.POST('/api/home/product/add-to-card', {
      body: { sessionId, ...line },
    });
    expect(added.response.status).toBe(201);
    expect(added.data?.message).toBe('Product added to cart');

    const cart = await client.GET('/api/home/product/get-card-product-guest/{sessionId}/{sellerId}', {
      params: { path: { sessionId, sellerId: seller.id } },
    });
    const lines = cart.data?.card_products?.flatMap((group) => group.products);
    expect(lines?.map(({ productId, quantity }) => ({ productId, quantity }))).toEqual([line]);

    const email = `typed-${Date.now()}@example.com`;
    const placed = await client.POST('/api/home/order/place-order', {
      body: { products: [{ ...line, addons: [] }], shippingInfo: shippingInfo({ email }) },
      headers: { 'x-guest-session': sessionId },
    });
    expect(placed.response.status).toBe(201);
    const orderNumber = placed.data?.order.orderNumber;
    expect(orderNumber).toEqual(expect.any(String));

    const tracked = await client.GET('/api/home/customer/guest-orders', { params: { query: { email } } });
    expect(tracked.response.status).toBe(200);
    expect(tracked.data?.orders?.map((order) => order.orderNumber)).toEqual([orderNumber]);
  });

  it('types the { error } of a refused call', async () => {
    const { data, error, response } = await client.GET('/api/home/get-categorys/{sellerId}', {
      params: { path: { sellerId: 'no-such-shop' } },
    });
    expect(response.status).toBe(404);
    expect(data).toBeUndefined();
    expectTypeOf(error).toEqualTypeOf<{ error: string } | undefined>();
    expect(error).toEqual({ error: expect.any(String) });
  });

  it('agrees with the request types of @souk/core, and refuses at compile time what the document does not allow', () => {
    type AddToCartRequest = operations['addToCart']['requestBody']['content']['application/json'];
    type PlaceOrderRequest = operations['placeOrder']['requestBody']['content']['application/json'];
    expectTypeOf<AddToCartBody>().toExtend<AddToCartRequest>();
    expectTypeOf<PlaceOrderBody>().toExtend<PlaceOrderRequest>();
    // never called: only `pnpm typecheck` reads these
    expectTypeOf(() => {
      // @ts-expect-error not a call of the API
      void client.GET('/api/nope');
      // @ts-expect-error the path parameter is required
      void client.GET('/api/home/get-categorys/{sellerId}', { params: { path: {} } });
      // @ts-expect-error quantity is a number
      void client.POST('/api/home/product/add-to-card', { body: { productId: 'p', quantity: 'two' } });
    }).toBeFunction();
  });
});
