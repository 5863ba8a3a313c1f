import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from '../src/services/media/disk-storage.js';
import type { MediaStorage } from '../src/services/media/media-storage.js';
import { createS3Storage } from '../src/services/media/s3-storage.js';
import { type S3Fake, startS3Fake } from './fakes/s3-fake.js';

/** One suite, both storages: what the media pipeline relies on must hold for each. */
let fake: S3Fake;
let diskRoot: string;
const storages: Record<string, () => MediaStorage> = {};

beforeAll(async () => {
  fake = await startS3Fake();
  diskRoot = await mkdtemp(join(tmpdir(), 'souk-media-storage-'));
  storages.disk = () => createDiskStorage(join(diskRoot, 'media'));
  storages.s3 = () =>
    createS3Storage({
      bucket: fake.bucket,
      endpoint: fake.endpoint,
      region: fake.region,
      accessKeyId: fake.accessKeyId,
      secretAccessKey: fake.secretAccessKey,
      forcePathStyle: true,
    });
});
afterAll(async () => {
  await fake.close();
  await rm(diskRoot, { recursive: true, force: true });
});

const KEY = '0123456789abcdef0123456789abcdef/640.webp';

describe.each(['disk', 's3'])('%s media storage', (name) => {
  const storage = () => (storages[name] as () => MediaStorage)();

  it('puts, heads, gets and deletes an object', async () => {
    const media = storage();
    const body = Buffer.from([0, 1, 2, 3, 250, 255]);
    expect(await media.exists(KEY)).toBe(false);
    expect(await media.get(KEY)).toBeNull();
    expect(await media.head(KEY)).toBeNull();
    await media.put(KEY, body, 'image/webp');
    expect(await media.exists(KEY)).toBe(true);
    expect(await media.head(KEY)).toEqual({ size: 6, contentType: 'image/webp' });
    const stored = await media.get(KEY);
    expect(stored?.body.equals(body)).toBe(true);
    expect(stored?.contentType).toBe('image/webp');
    await media.delete(KEY);
    expect(await media.exists(KEY)).toBe(false);
    // deleting what is not there is no error
    await media.delete(KEY);
  });

  it('replaces an object put twice', async () => {
    const media = storage();
    await media.put(KEY, Buffer.from('first'), 'image/webp');
    await media.put(KEY, Buffer.from('second'), 'image/webp');
    expect((await media.get(KEY))?.body.toString()).toBe('second');
    await media.delete(KEY);
  });

  it.each([
    '../escape.txt',
    '/etc/passwd',
    'a/../../escape',
    'a//b',
    '',
    '..',
    'a\\..\\b',
    'a/./b',
    'a/%2e%2e/b',
  ])('refuses the key %j', async (key) => {
    const media = storage();
    await expect(media.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/Invalid media key/);
    await expect(media.get(key)).rejects.toThrow(/Invalid media key/);
    await expect(media.delete(key)).rejects.toThrow(/Invalid media key/);
  });
});

describe('disk media storage', () => {
  it('writes under its root only, leaving no temporary files', async () => {
    const media = createDiskStorage(join(diskRoot, 'media'));
    await media.put(KEY, Buffer.from('x'), 'image/webp');
    expect(await readdir(join(diskRoot, 'media', '0123456789abcdef0123456789abcdef'))).toEqual(['640.webp']);
    expect(await readdir(diskRoot)).toEqual(['media']);
  });
});

describe('s3 media storage', () => {
  it('signs every request with the configured key (SigV4) and uses path-style addresses', async () => {
    const before = fake.requests.length;
    const media = storages.s3?.() as MediaStorage;
    await media.put('abc/1.webp', Buffer.from('x'), 'image/webp');
    await media.get('abc/1.webp');
    await media.delete('abc/1.webp');
    const seen = fake.requests.slice(before);
    expect(seen.map((request) => `${request.method} ${request.path}`)).toEqual([
      `PUT /${fake.bucket}/abc/1.webp`,
      `GET /${fake.bucket}/abc/1.webp`,
      `DELETE /${fake.bucket}/abc/1.webp`,
    ]);
    expect(seen.every((request) => request.signed)).toBe(true);
  });

  it('is refused by the store with another secret', async () => {
    const media = createS3Storage({
      bucket: fake.bucket,
      endpoint: fake.endpoint,
      region: fake.region,
      accessKeyId: fake.accessKeyId,
      secretAccessKey: 'not-the-secret',
      forcePathStyle: true,
    });
    await expect(media.put('abc/2.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
    expect(fake.objects.has('abc/2.webp')).toBe(false);
    expect(fake.requests.at(-1)?.signed).toBe(false);
  });
});
