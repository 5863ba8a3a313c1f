import { readFile } from 'node:fs/promises';
import { paths } from '@souk/core';
import { expect, expectNoSeriousA11yViolations, type Page, test } from '@souk/web/e2e';
import Papa from 'papaparse';
import { buyBox, demoSellerPassword, OWNER, pngImage, SHOP, signInToConsole, toast } from './support.js';

/** The `<source type="image/avif">` and `image/webp` srcsets of the first picture in `scope`. */
async function pictureSources(scope: Page | ReturnType<Page['locator']>) {
  const picture = scope.locator('picture').first();
  await expect(picture).toBeAttached();
  return {
    avif: await picture.locator('source[type="image/avif"]').getAttribute('srcset'),
    webp: await picture.locator('source[type="image/webp"]').getAttribute('srcset'),
  };
}

/**
 * The seller's catalogue: a product created with two uploaded photos and a bulk tier (it is then in the shop,
 * the shop's search and the portal, as AVIF/WebP srcsets), its price changed in the list (the shop's
 * product page shows it), then a CSV round trip — export the list, change a price in the file, dry run,
 * import. The product's name is unique per run, so the journey's list (searched by it) holds only it.
 */

async function productRow(page: Page, name: string) {
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
  await expect(row).toBeVisible();
  return row;
}

test('create a product with two photos and a bulk tier, find it everywhere, change its price inline, and round-trip it through CSV', async ({
  page,
}) => {
  const name = `Journey Tea ${Date.now()}`;
  await signInToConsole(page, OWNER, demoSellerPassword());

  // create: the slug follows the name; one bulk tier
  await page.goto('/seller/products/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  const slug = await page.getByRole('textbox', { name: 'Slug' }).inputValue();
  expect(slug).toMatch(/^journey-tea-\d+$/);
  await page.getByRole('textbox', { name: 'Price', exact: true }).fill('12.50');
  await page.getByRole('textbox', { name: 'Stock', exact: true }).fill('40');
  await page.getByRole('button', { name: 'Add tier' }).click();
  await page.getByRole('textbox', { name: 'Tier 1 quantity' }).fill('10');
  await page.getByRole('textbox', { name: 'Tier 1 price' }).fill('110');
  await page.getByRole('textbox', { name: 'Tier 1 description' }).fill('Ten for 110');
  // two photos at once, through the file picker
  const seed = Date.now();
  await page.getByLabel(/choose files/).setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: pngImage(1400, 1000, seed) },
    { name: 'back.png', mimeType: 'image/png', buffer: pngImage(900, 900, seed + 1) },
  ]);
  await expect(page.getByRole('listitem', { name: 'Image 2 of 2' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(toast(page, 'Product created')).toBeVisible();
  // the edit page of the new product, opened without an unsaved-changes question
  await expect(page).toHaveURL(/\/seller\/products\/(?!new$)[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Tier 1 price' })).toHaveValue('110');
  await expect(page.getByRole('listitem', { name: 'Image 2 of 2' })).toBeVisible();

  // in the shop (its page and its search) and in the portal, as uploaded images: AVIF and WebP srcsets
  const visitor = await page.context().newPage();
  await visitor.goto(paths.productDetails(SHOP, slug));
  await expect(buyBox(visitor).getByRole('heading', { level: 1, name })).toBeVisible();
  const onPage = await pictureSources(visitor.locator('main'));
  expect(onPage.avif).toMatch(/\/api\/media\/[0-9a-f]{32}\/320\.avif 320w, .*1280\.avif 1280w$/);
  expect(onPage.webp).toMatch(/\/api\/media\/[0-9a-f]{32}\/320\.webp 320w/);
  const avif = await visitor.request.get(new URL(onPage.avif?.split(' ')[0] ?? '', visitor.url()).href);
  expect(avif.headers()['content-type']).toBe('image/avif');
  await visitor.goto(paths.productSearch(SHOP, { value: name }));
  const shopResult = visitor.getByRole('main').getByRole('link', { name }).first();
  await expect(shopResult).toBeVisible();
  await visitor.goto(paths.globalSearch(name));
  const portalResult = visitor.getByRole('article').filter({ hasText: name }).first();
  await expect(portalResult).toBeVisible();
  expect((await pictureSources(portalResult)).avif).toMatch(/\/api\/media\/[0-9a-f]{32}\/320\.avif 320w/);
  await visitor.close();

  // the price edited in its list cell, saved on Enter
  await page.goto(`/seller/products?search=${encodeURIComponent(name)}`);
  let row = await productRow(page, name);
  const price = row.getByRole('textbox', { name: `Price of ${name} (USD)` });
  await expect(price).toHaveValue('12.5');
  const patched = page.waitForResponse(
    (response) => response.request().method() === 'PATCH' && response.url().includes('/api/seller/products/'),
  );
  await price.fill('13.75');
  await price.press('Enter');
  expect((await patched).status()).toBe(200);
  await page.reload();
  row = await productRow(page, name);
  await expect(row.getByRole('textbox', { name: `Price of ${name} (USD)` })).toHaveValue('13.75');
  await expectNoSeriousA11yViolations(page);

  // the shop's product page shows the new price at the next request
  const shopper = await page.context().newPage();
  await shopper.goto(paths.productDetails(SHOP, slug));
  await expect(buyBox(shopper).getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(buyBox(shopper).getByText('$13.75').first()).toBeVisible();
  await shopper.close();

  // export exactly what the list shows: this one product
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^products-${SHOP}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  const exported = (await readFile((await download.path()) as string, 'utf8')).replace(/^\uFEFF/, '');
  const parsed = Papa.parse<Record<string, string>>(exported, { header: true, skipEmptyLines: true });
  expect(parsed.data).toHaveLength(1);
  const [line] = parsed.data as [Record<string, string>];
  expect(line).toMatchObject({ slug, name, price: '13.75', stock: '40', bulkPricing: '10:110' });

  // change the price in the file, dry run, import
  const edited = Papa.unparse([{ ...line, price: '15' }], { columns: parsed.meta.fields });
  await page.goto('/seller/products/import');
  await expect(page.getByRole('heading', { level: 1, name: 'Import products' })).toBeVisible();
  await page.getByLabel('CSV file').setInputFiles({
    name: 'products.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(edited, 'utf8'),
  });
  const report = page.getByRole('table', { name: 'Rows of the file' });
  await expect(report.getByRole('row').filter({ hasText: slug })).toContainText('Update');
  await expect(page.getByText('1 to update')).toBeVisible();
  await expect(page.getByText('0 rejected')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Import 1 product' }).click();
  await expect(page.getByText('Imported: 0 created, 1 updated.')).toBeVisible();

  await page.goto(`/seller/products?search=${encodeURIComponent(name)}`);
  row = await productRow(page, name);
  await expect(row.getByRole('textbox', { name: `Price of ${name} (USD)` })).toHaveValue('15');
  await expect(row.getByRole('textbox', { name: `Stock of ${name}` })).toHaveValue('40');
});
