#!/usr/bin/env node
// `node scripts/precompress.mjs <dist>`: writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every text
// asset of a front-end build, once at build time, so the server sends compressed files without compressing
// per request (@fastify/static `preCompressed`). Files under 1 KB are left alone: compression gains nothing.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|map)$/;
const MIN_BYTES = 1024;

/** Every file under `dir`, depth first. */
function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Compresses the text assets of `dir`; returns how many files got compressed copies. */
export function precompress(dir) {
  let count = 0;
  for (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file) || file.endsWith('.map') || statSync(file).size < MIN_BYTES) continue;
    const content = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    count += 1;
  }
  return count;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: node scripts/precompress.mjs <dist directory>');
    process.exit(2);
  }
  console.log(`precompressed ${precompress(dir)} files in ${dir}`);
}
