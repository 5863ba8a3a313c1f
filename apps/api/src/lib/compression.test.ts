import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compress, compressSync, pickEncoding } from './compression.js';

describe('pickEncoding', () => {
  it('prefers Brotli, then gzip, else none', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
    expect(pickEncoding('brotli-ish')).toBeNull();
  });
});

describe('compress', () => {
  it('round-trips both encodings, at once and off the main thread', async () => {
    const body = Buffer.from('{"name":"Crème brûlée"}'.repeat(200));
    expect(brotliDecompressSync(compressSync(body, 'br')).equals(body)).toBe(true);
    expect(gunzipSync(compressSync(body, 'gzip')).equals(body)).toBe(true);
    expect(brotliDecompressSync(await compress(body.toString(), 'br')).equals(body)).toBe(true);
    expect(gunzipSync(await compress(body, 'gzip')).equals(body)).toBe(true);
  });
});
