import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_UPLOAD_BYTES, parseMediaUrl, responsiveImage } from '@souk/core';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaAssets, mediaUploads } from '../src/db/schema.js';
import { createTestContext, type TestContext } from './harness.js';
import { GPS, multipart, type Part, photo, photoWithGps, pngBomb, transparentPng } from './media-fixtures.js';
import { type ConsoleShop, consoleShop } from './seller-console-fixtures.js';

let ctx: TestContext;
let mediaDir: string;
let a: ConsoleShop;
let b: ConsoleShop;

beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'souk-media-upload-'));
  ctx = await createTestContext({ MEDIA_DIR: mediaDir });
  a = await consoleShop(ctx, 'a');
  b = await consoleShop(ctx, 'b');
});
afterAll(async () => {
  await ctx.close();
  await rm(mediaDir, { recursive: true, force: true });
});

function upload(shop: ConsoleShop | null, parts: readonly Part[]) {
  const { payload, headers } = multipart(parts);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/seller/media',
    headers: { ...headers, ...(shop ? shop.headers : {}) },
    payload,
  });
}

/** Every stored file, relative to the media folder. */
async function storedFiles(): Promise<string[]> {
  const entries = await readdir(mediaDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(mediaDir.length + 1))
    .sort();
}

async function rowCounts() {
  const [assets] = await ctx.db.select({ n: count() }).from(mediaAssets);
  const [uploads] = await ctx.db.select({ n: count() }).from(mediaUploads);
  return { assets: assets?.n, uploads: uploads?.n };
}

describe('POST /api/seller/media', () => {
  it('stores a photo: EXIF orientation applied, every variant at its width, no metadata anywhere', async () => {
    // 3000 × 2000 as stored, orientation 6: shown upright it is 2000 wide and 3000 high
    const response = await upload(a, [{ name: 'holiday.jpg', body: await photoWithGps(3000, 2000) }]);
    expect(response.statusCode, response.body).toBe(201);
    const [image] = response.json().images;
    expect(image).toMatchObject({ width: 2000, height: 3000 });
    const address = parseMediaUrl(image.url);
    expect(address).toMatchObject({ width: 2000, height: 3000 });
    const id = address?.id as string;

    const files = (await storedFiles()).filter((file) => file.startsWith(id));
    expect(files).toEqual(
      [
        '1280.avif',
        '1280.jpg',
        '1280.webp',
        '160.avif',
        '160.webp',
        '320.avif',
        '320.webp',
        '640.avif',
        '640.webp',
        '80.avif',
        '80.webp',
        '960.avif',
        '960.webp',
      ].map((file) => `${id}/${file}`),
    );
    for (const file of files) {
      const bytes = await readFile(join(mediaDir, file));
      const metadata = await sharp(bytes).metadata();
      const width = Number(file.split('/')[1]?.split('.')[0]);
      const extension = file.split('.')[1];
      expect(metadata.format).toBe({ avif: 'heif', webp: 'webp', jpg: 'jpeg' }[extension as string]);
      expect(metadata.width).toBe(width);
      // upright: taller than wide, in the original's 2:3
      expect(metadata.height).toBe(Math.round(width * 1.5));
      expect(metadata.exif, file).toBeUndefined();
      expect(metadata.xmp, file).toBeUndefined();
      expect(metadata.orientation ?? 1).toBe(1);
      const text = bytes.toString('latin1');
      expect(text).not.toContain('Exif');
      expect(text).not.toContain('SoukCam');
      expect(text).not.toContain('Leaky Model');
      expect(text).not.toContain('SECRET-OWNER');
      // the GPS rationals as EXIF stores them (big-endian numerator/denominator pairs)
      const latitudeSeconds = Buffer.alloc(8);
      latitudeSeconds.writeUInt32BE(3012, 0);
      latitudeSeconds.writeUInt32BE(100, 4);
      expect(bytes.includes(latitudeSeconds), file).toBe(false);
      const latitudeSecondsLe = Buffer.alloc(8);
      latitudeSecondsLe.writeUInt32LE(3012, 0);
      latitudeSecondsLe.writeUInt32LE(100, 4);
      expect(bytes.includes(latitudeSecondsLe), file).toBe(false);
      expect(text).not.toContain(GPS.latitude);
    }
    expect(await rowCounts()).toEqual({ assets: 1, uploads: 1 });
  });

  it('keeps the orientation of the pixels: the top of a turned photo is its left edge', async () => {
    // a 400 × 200 image whose left half is red: orientation 6 turns it clockwise, so red ends on top
    const left = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#0000ff' } })
      .composite([
        {
          input: await sharp({ create: { width: 200, height: 200, channels: 3, background: '#ff0000' } })
            .png()
            .toBuffer(),
          left: 0,
          top: 0,
        },
      ])
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const response = await upload(a, [{ name: 'turned.jpg', body: left }]);
    expect(response.statusCode, response.body).toBe(201);
    const { url } = response.json().images[0];
    const served = await ctx.app.inject({ method: 'GET', url });
    const { data, info } = await sharp(served.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([200, 400]);
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
    ];
    expect(pixel(100, 50)[0]).toBeGreaterThan(200); // top: red
    expect(pixel(100, 350)[2]).toBeGreaterThan(200); // bottom: blue
  });

  it('answers several files in the order sent; a small PNG keeps its own width as the largest variant', async () => {
    const png = await transparentPng(800, 800);
    const jpeg = await photo(300, 200);
    const response = await upload(a, [
      { name: 'square.png', body: png, type: 'image/png' },
      { name: 'small.jpg', body: jpeg },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const images = response.json().images;
    expect(images.map((image: { width: number }) => image.width)).toEqual([800, 300]);
    const square = parseMediaUrl(images[0].url)?.id as string;
    const small = parseMediaUrl(images[1].url)?.id as string;
    const files = await storedFiles();
    expect(files.filter((file) => file.startsWith(square))).toEqual(
      [
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
      ].map((file) => `${square}/${file}`),
    );
    expect(files.filter((file) => file.startsWith(small))).toEqual(
      ['160.avif', '160.webp', '300.avif', '300.jpg', '300.webp', '80.avif', '80.webp'].map(
        (file) => `${small}/${file}`,
      ),
    );
    // every address responsiveImage builds for it is served
    for (const source of responsiveImage(images[0].url)?.sources ?? []) {
      for (const candidate of source.srcSet.split(', ')) {
        const served = await ctx.app.inject({ method: 'GET', url: candidate.split(' ')[0] as string });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe(source.type);
      }
    }
  });

  it('stores the same file once: a second upload, also by another seller, reuses the asset', async () => {
    const body = await photo(500, 400);
    const first = await upload(a, [{ name: 'twice.jpg', body }]);
    const before = await rowCounts();
    const filesBefore = await storedFiles();
    const again = await upload(a, [
      { name: 'twice-again.jpg', body },
      { name: 'twice.jpg', body },
    ]);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().images).toEqual([first.json().images[0], first.json().images[0]]);
    expect(await rowCounts()).toEqual(before);
    const byB = await upload(b, [{ name: 'same.jpg', body }]);
    expect(byB.statusCode).toBe(201);
    expect(byB.json().images[0].url).toBe(first.json().images[0].url);
    expect(await rowCounts()).toEqual({ assets: before.assets, uploads: (before.uploads as number) + 1 });
    expect(await storedFiles()).toEqual(filesBefore);
  });

  const BAD: [string, () => Promise<Part>, number, RegExp][] = [
    [
      'a text file named .jpg',
      async () => ({ name: 'notes.jpg', body: Buffer.from('just some text, not a picture\n') }),
      415,
      /"notes\.jpg" is not an image/,
    ],
    [
      'a zip-bomb PNG (20000 × 20000)',
      async () => ({ name: 'bomb.png', body: pngBomb() }),
      413,
      /"bomb\.png" is 20000 × 20000 pixels/,
    ],
    [
      'a 50 megapixel image',
      async () => ({
        name: 'huge.jpg',
        body: await sharp({ create: { width: 10_000, height: 5_000, channels: 3, background: '#888' } })
          .jpeg({ quality: 20 })
          .toBuffer(),
      }),
      413,
      /"huge\.jpg" is 10000 × 5000 pixels: images may have 40 megapixels at most/,
    ],
    [
      'a truncated JPEG',
      async () => {
        const whole = await photo(1200, 900);
        return { name: 'cut.jpg', body: whole.subarray(0, Math.floor(whole.length / 2)) };
      },
      400,
      /"cut\.jpg" is damaged or incomplete/,
    ],
    [
      'an empty file',
      async () => ({ name: 'empty.png', body: Buffer.alloc(0) }),
      400,
      /"empty\.png" is empty/,
    ],
    [
      'a file over 10 MB',
      async () => ({
        name: 'big.jpg',
        body: Buffer.concat([await photo(100, 100), Buffer.alloc(MAX_UPLOAD_BYTES)]),
      }),
      413,
      /"big\.jpg" is larger than 10 MB/,
    ],
    [
      'an SVG (script risk)',
      async () => ({
        name: 'logo.svg',
        body: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
        ),
        type: 'image/svg+xml',
      }),
      415,
      /"logo\.svg" is an SVG file/,
    ],
  ];

  it.each(BAD)('refuses %s, naming it, and stores nothing', async (_label, make, status, message) => {
    const before = { files: await storedFiles(), rows: await rowCounts() };
    const response = await upload(a, [await make()]);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().error).toMatch(message);
    expect(await storedFiles()).toEqual(before.files);
    expect(await rowCounts()).toEqual(before.rows);
  });

  it.each(BAD)(
    'refuses a request with %s among good files, storing none of them',
    async (_label, make, status) => {
      const before = { files: await storedFiles(), rows: await rowCounts() };
      const good = await photo(640 + Math.floor(Math.random() * 100), 480);
      const response = await upload(a, [{ name: 'good.jpg', body: good }, await make()]);
      expect(response.statusCode, response.body).toBe(status);
      expect(await storedFiles()).toEqual(before.files);
      expect(await rowCounts()).toEqual(before.rows);
    },
  );

  it('refuses more than 8 files, form fields, no file and a JSON body', async () => {
    const tiny = await photo(20, 20);
    const nine = Array.from({ length: 9 }, (_, index) => ({ name: `${index}.jpg`, body: tiny }));
    const before = { files: await storedFiles(), rows: await rowCounts() };
    const tooMany = await upload(a, nine);
    expect(tooMany.statusCode, tooMany.body).toBe(400);
    expect(tooMany.json().error).toBe('Upload at most 8 images at once');
    const field = await upload(a, [
      { name: '', field: 'sellerId', body: Buffer.from(b.sellerId), text: true },
    ]);
    expect(field.statusCode, field.body).toBe(400);
    expect(field.json().error).toBe('Only image files can be sent to this address');
    const none = await upload(a, []);
    expect(none.statusCode).toBe(400);
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/seller/media',
      headers: a.headers,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
    expect(await storedFiles()).toEqual(before.files);
    expect(await rowCounts()).toEqual(before.rows);
  });

  it('answers 401 signed out and stores nothing', async () => {
    const before = await storedFiles();
    const response = await upload(null, [{ name: 'x.jpg', body: await photo(50, 50) }]);
    expect(response.statusCode).toBe(401);
    expect(await storedFiles()).toEqual(before);
  });
});

describe('GET /api/media/{id}/{file}', () => {
  let url: string;
  let id: string;
  beforeAll(async () => {
    const response = await upload(a, [{ name: 'served.jpg', body: await photo(1000, 500) }]);
    url = response.json().images[0].url;
    id = parseMediaUrl(url)?.id as string;
  });

  it('serves a variant for good, with its type, nosniff and an ETag (304 when current)', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/media/${id}/640.webp` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    const etag = response.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await ctx.app.inject({
      method: 'GET',
      url: `/api/media/${id}/640.webp`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves the JPEG fallback at the stored address itself', async () => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(response.rawPayload).metadata()).width).toBe(1000);
  });

  it.each([
    (id: string) => `/api/media/${id}/641.webp`,
    (id: string) => `/api/media/${id}/640.png`,
    (id: string) => `/api/media/${id}/source.svg`,
    (id: string) => `/api/media/${id}/..%2f..%2fjwt-secret`,
    (id: string) => `/api/media/${id}/%2e%2e`,
    (id: string) => `/api/media/${id.toUpperCase()}/640.webp`,
    () => '/api/media/0123456789abcdef0123456789abcdef/640.webp',
    () => '/api/media/0123456789abcdef0123456789abcdef/800x600',
    () => '/api/media/../config.ts',
    () => '/api/media/%2e%2e/%2e%2e/package.json',
  ])('answers 404 for %s', async (address) => {
    const response = await ctx.app.inject({ method: 'GET', url: address(id) });
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json()).toHaveProperty('error');
  });
});
