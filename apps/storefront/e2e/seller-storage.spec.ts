import { expect, type Page, test } from '@souk/web/e2e';

/** The seller identity the shop keeps in each storage (spec §3: keys sellerId and sellerName). */
function storedSeller(page: Page) {
  return page.evaluate(() => ({
    session: { id: sessionStorage.getItem('sellerId'), name: sessionStorage.getItem('sellerName') },
    local: { id: localStorage.getItem('sellerId'), name: localStorage.getItem('sellerName') },
  }));
}

async function sellerId(page: Page, name: string): Promise<string> {
  const response = await page.request.get(`/api/search-seller?name=${name}`);
  return (await response.json()).seller.id;
}

// spec §3, §4: the resolved seller is kept in session and local storage, and replaced by the URL's seller
test('the shop’s seller is kept in both storages and replaced when another shop opens', async ({ page }) => {
  const pixelForge = { id: await sellerId(page, 'pixel-forge'), name: 'pixel-forge' };
  const greenPantry = { id: await sellerId(page, 'green-pantry'), name: 'green-pantry' };

  // a server-rendered screen, then a client-rendered one, of each shop
  for (const [shop, path, heading] of [
    [pixelForge, '/pixel-forge', 'Featured Products'],
    [greenPantry, '/green-pantry', 'Featured Products'],
    [pixelForge, '/pixel-forge/card', 'Your cart is empty'],
    [greenPantry, '/green-pantry/product/details/raw-fynbos-honey', 'Raw Fynbos Honey'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    await expect.poll(() => storedSeller(page), path).toEqual({ session: shop, local: shop });
  }
});
