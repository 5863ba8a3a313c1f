import { readdir } from 'node:fs/promises';
import { parseMediaUrl, responsiveImage } from '@souk/core';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners, categories, mediaAssets, mediaUploads, products, sellers } from '../src/db/schema.js';
import { buildDemoRows, demoSellerId, seedDemo } from '../src/demo/seed.js';
import { createTestContext, type TestContext } from './harness.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemo(ctx.db, ctx.config);
});
afterAll(() => ctx.close());

describe('the demo catalogue uses uploaded-image addresses', () => {
  it('every image field of the demo shops is an /api/media address with an asset row', async () => {
    const addresses = [
      ...(await ctx.db.select({ image: sellers.image }).from(sellers)).map((row) => row.image),
      ...(await ctx.db.select({ image: categories.image }).from(categories)).map((row) => row.image),
      ...(await ctx.db.select({ image: banners.image }).from(banners)).map((row) => row.image),
      ...(await ctx.db.select({ images: products.images, seo: products.seoImage }).from(products)).flatMap(
        (row) => [...row.images, row.seo],
      ),
    ];
    expect(addresses.length).toBeGreaterThan(100);
    const ids = new Set((await ctx.db.select({ id: mediaAssets.id }).from(mediaAssets)).map((row) => row.id));
    for (const address of addresses) {
      const image = parseMediaUrl(address);
      expect(image, String(address)).not.toBeNull();
      expect(ids.has(image?.id as string)).toBe(true);
    }
    // each shop's images are in its media library
    const urban = await ctx.db
      .select()
      .from(mediaUploads)
      .where(eq(mediaUploads.sellerId, demoSellerId('urban-threads')));
    expect(urban.length).toBeGreaterThan(20);
  });

  it('the rows are deterministic (the demo template is keyed by them)', () => {
    expect(JSON.stringify(buildDemoRows())).toBe(JSON.stringify(buildDemoRows()));
  });

  it('makes the variants of a demo image on its first request, then serves them from storage', async () => {
    const [product] = await ctx.db.select({ images: products.images }).from(products).limit(1);
    const address = product?.images[0] as string;
    const responsive = responsiveImage(address);
    const id = parseMediaUrl(address)?.id as string;
    const first = await ctx.app.inject({ method: 'GET', url: `/api/media/${id}/320.avif` });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('image/avif');
    const metadata = await sharp(first.rawPayload).metadata();
    expect(metadata.format).toBe('heif');
    expect(metadata.width).toBe(320);
    const stored = await readdir(`${ctx.config.media.dir}/${id}`);
    expect(stored.sort()).toEqual([
      '160.avif',
      '160.webp',
      '320.avif',
      '320.webp',
      '640.avif',
      '640.webp',
      '80.avif',
      '80.webp',
      '800.avif',
      '800.jpg',
      '800.webp',
    ]);
    // every address a page builds for it answers
    for (const source of responsive?.sources ?? []) {
      for (const candidate of source.srcSet.split(', ')) {
        const answer = await ctx.app.inject({ method: 'GET', url: candidate.split(' ')[0] as string });
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['content-type']).toBe(source.type);
      }
    }
    const fallback = await ctx.app.inject({ method: 'GET', url: address });
    expect(fallback.headers['content-type']).toBe('image/jpeg');
    // a variant the image does not have is not made
    expect((await ctx.app.inject({ method: 'GET', url: `/api/media/${id}/960.webp` })).statusCode).toBe(404);
  });

  it('concurrent first requests of one demo image make its variants once', async () => {
    const [banner] = await ctx.db.select({ image: banners.image }).from(banners).limit(1);
    const id = parseMediaUrl(banner?.image)?.id as string;
    const answers = await Promise.all(
      ['320.webp', '640.avif', '1280.avif', '1280.jpg', '960.webp'].map((file) =>
        ctx.app.inject({ method: 'GET', url: `/api/media/${id}/${file}` }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await sharp(answers[2]?.rawPayload).metadata()).width).toBe(1280);
  });

  it('keeps the old demo SVG route for old links', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/images/demo/logos/pixel-forge.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
  });
});
