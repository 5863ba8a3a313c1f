import { getJson } from './server.mjs';

/** The demo shop `name` on a running server: its seller id and home products. */
export async function demoShop(url, name = 'urban-threads') {
  const { seller } = await getJson(`${url}/api/search-seller?name=${encodeURIComponent(name)}`);
  const sellerId = seller?._id ?? seller?.id;
  if (!sellerId) throw new Error(`Demo shop "${name}" not found: is the demo data seeded?`);
  const home = await getJson(`${url}/api/home/seller/${sellerId}/products`);
  const products = home.products;
  if (!products?.length) throw new Error(`Demo shop "${name}" has no products`);
  return { sellerId, products };
}
