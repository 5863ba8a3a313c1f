import { SHOP_THEME_COLOR } from '@souk/core';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellers } from '../src/db/schema.js';
import { createMediaStorage } from '../src/services/media/create-media-storage.js';
import { storeUploadedImages } from '../src/services/media/media-library.js';
import { logoVersion, shortName } from '../src/services/shop-app.js';
import { SELLER_NOT_FOUND } from '../src/services/shops.js';
import { insertSeller } from './fixtures.js';
import { createTestContext, type TestContext } from './harness.js';
import { photo } from './media-fixtures.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  await insertSeller(ctx.db, { name: 'Tea-House', shopName: 'The Tea House of Cape Town', image: '' });
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}

async function manifestOf(name: string) {
  const response = await get(`/api/shops/${name}/manifest.webmanifest`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Record<string, unknown> & { icons: ManifestIcon[] };
}

/** An icon's size and the colour (`#rrggbb`, or `transparent`) of its top-left pixel and of its centre. */
async function iconPixels(body: Buffer) {
  const { data, info } = await sharp(body).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const colour = (x: number, y: number) => {
    const at = (y * info.width + x) * info.channels;
    if (data[at + 3] === 0) return 'transparent';
    return `#${[0, 1, 2].map((c) => (data[at + c] as number).toString(16).padStart(2, '0')).join('')}`;
  };
  return {
    width: info.width,
    height: info.height,
    corner: colour(0, 0),
    centre: colour(Math.floor(info.width / 2), Math.floor(info.height / 2)),
  };
}

describe('GET /api/shops/{sellerName}/manifest.webmanifest', () => {
  it("describes the shop as an app that opens at, and covers, the shop's own folder", async () => {
    const response = await get('/api/shops/tea-house/manifest.webmanifest');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const manifest = response.json();
    const version = logoVersion('');
    // the shop's own spelling of its name, whatever the request's case
    expect(manifest).toEqual({
      id: '/Tea-House/',
      name: 'The Tea House of Cape Town',
      short_name: 'The Tea',
      description: 'Shop The Tea House of Cape Town on Souk.',
      start_url: '/Tea-House/',
      scope: '/Tea-House/',
      display: 'standalone',
      orientation: 'any',
      theme_color: SHOP_THEME_COLOR,
      background_color: '#ffffff',
      lang: 'en',
      dir: 'ltr',
      icons: [
        {
          src: `/api/shops/Tea-House/icons/192.png?v=${version}`,
          sizes: '192x192',
          type: 'image/png',
          purpose: 'any',
        },
        {
          src: `/api/shops/Tea-House/icons/512.png?v=${version}`,
          sizes: '512x512',
          type: 'image/png',
          purpose: 'any',
        },
        {
          src: `/api/shops/Tea-House/icons/maskable-512.png?v=${version}`,
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    });
  });

  it('answers 304 to the ETag it gave while the shop is unchanged, and a new manifest once its logo changes', async () => {
    const other = await insertSeller(ctx.db, { image: '' });
    const first = await get(`/api/shops/${other.name}/manifest.webmanifest`);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get(`/api/shops/${other.name}/manifest.webmanifest`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await ctx.db
      .update(sellers)
      .set({ image: '/api/images/demo/logos/tea-house.svg' })
      .where(eq(sellers.id, other.id));
    const changed = await get(`/api/shops/${other.name}/manifest.webmanifest`, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().icons[0].src).toContain(
      `?v=${logoVersion('/api/images/demo/logos/tea-house.svg')}`,
    );
    expect(changed.json().icons[0].src).not.toContain(`?v=${logoVersion('')}`);
  });

  it('is 404 with its reason for a shop that does not exist', async () => {
    const response = await get('/api/shops/no-such-shop/manifest.webmanifest');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: SELLER_NOT_FOUND });
  });
});

describe('GET /api/shops/{sellerName}/icons/{file}', () => {
  it("draws Souk's bag for a shop without a logo: on its green, the maskable one well inside the safe zone", async () => {
    const { icons } = await manifestOf('tea-house');
    const [small, large, maskable] = await Promise.all(icons.map((icon) => get(icon.src)));
    for (const response of [small, large, maskable]) {
      expect(response?.statusCode).toBe(200);
      expect(response?.headers['content-type']).toBe('image/png');
      // the manifest's address names the current logo: kept for good
      expect(response?.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect(await iconPixels(small!.rawPayload)).toMatchObject({ width: 192, height: 192, corner: '#0f9d7a' });
    expect(await iconPixels(large!.rawPayload)).toMatchObject({ width: 512, height: 512, corner: '#0f9d7a' });
    // maskable: the green all round, the white bag in the middle
    expect(await iconPixels(maskable!.rawPayload)).toMatchObject({
      width: 512,
      height: 512,
      corner: '#0f9d7a',
      centre: '#ffffff',
    });
  });

  it("makes the icons from the shop's uploaded logo: contained in the square, the maskable one on white", async () => {
    const storage = createMediaStorage(ctx.config.media);
    const seller = await insertSeller(ctx.db, { image: '' });
    // a wide logo: red-to-blue gradient, 600 × 200
    const [stored] = await storeUploadedImages(ctx.db, storage, seller.id, [
      { name: 'logo.jpg', bytes: await photo(600, 200) },
    ]);
    await ctx.db.update(sellers).set({ image: stored!.url }).where(eq(sellers.id, seller.id));

    const { icons } = await manifestOf(seller.name);
    // a wide logo leaves the square's top and bottom clear
    const icon = await iconPixels((await get(icons[1]!.src)).rawPayload);
    expect(icon).toMatchObject({ width: 512, height: 512, corner: 'transparent' });
    const masked = await iconPixels((await get(icons[2]!.src)).rawPayload);
    expect(masked).toMatchObject({ width: 512, height: 512, corner: '#ffffff' });
    // the logo's own colours in the middle of both, neither clear nor white nor Souk's green
    for (const { centre } of [icon, masked])
      expect(['transparent', '#ffffff', '#0f9d7a']).not.toContain(centre);
  });

  it('draws the bag when the logo cannot be read (an address the server may not fetch), never failing', async () => {
    const seller = await insertSeller(ctx.db, { image: 'http://127.0.0.1:9/logo.png' });
    const { icons } = await manifestOf(seller.name);
    const response = await get(icons[0]!.src);
    expect(response.statusCode).toBe(200);
    expect(await iconPixels(response.rawPayload)).toMatchObject({ width: 192, corner: '#0f9d7a' });
  });

  it('asks again for an icon of another logo than the current one', async () => {
    const response = await get('/api/shops/tea-house/icons/192.png?v=old-logo');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const none = await get('/api/shops/tea-house/icons/192.png');
    expect(none.headers['cache-control']).toBe('no-cache');
  });

  it('answers 304 to its ETag, 404 for an unknown shop and 400 naming the file for any other file', async () => {
    const first = await get('/api/shops/tea-house/icons/512.png');
    const again = await get('/api/shops/tea-house/icons/512.png', {
      'if-none-match': first.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
    const unknown = await get('/api/shops/no-such-shop/icons/512.png');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: SELLER_NOT_FOUND });
    const other = await get('/api/shops/tea-house/icons/1024.png');
    expect(other.statusCode).toBe(400);
    expect(other.json().error).toMatch(/^file/);
  });
});

describe('shortName', () => {
  it("keeps a name that fits, else the shop's first words that fit, else its first 12 characters", () => {
    expect(shortName('Tea')).toBe('Tea');
    expect(shortName('Urban Threads')).toBe('Urban');
    expect(shortName('The Tea House of Cape Town')).toBe('The Tea');
    expect(shortName('Supercalifragilistic')).toBe('Supercalifra');
  });
});
