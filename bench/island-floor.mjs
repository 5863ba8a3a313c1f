// The least an island would ship (ARCHITECTURE.md, "The choice over islands"): React's client runtime and
// one component hydrated in place (an Add to cart button with state), built the way the front ends build
// (Vite, minified, es2022), gzip level 9 as `pnpm size:pages` counts. Start on intent ships 0 KB on the
// same pages. Run: node bench/island-floor.mjs
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

// the storefront's own Vite (the root package has none)
const storefront = createRequire(new URL('../apps/storefront/package.json', import.meta.url));
const { build } = await import(pathToFileURL(storefront.resolve('vite')).href);

// inside the storefront's node_modules, so `react` resolves to the version the storefront ships
const root = fileURLToPath(new URL('../apps/storefront/node_modules/.cache/island-floor/', import.meta.url));
mkdirSync(root, { recursive: true });
const entry = join(root, 'island.js');
writeFileSync(
  entry,
  `import { createElement, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
function AddToCart() {
  const [count, setCount] = useState(0);
  return createElement('button', { type: 'button', onClick: () => setCount(count + 1) }, 'Add to cart ' + count);
}
for (const element of document.querySelectorAll('[data-island]')) hydrateRoot(element, createElement(AddToCart));
`,
);
try {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root,
    define: { 'process.env.NODE_ENV': '"production"' },
    build: { write: false, minify: true, target: 'es2022', rolldownOptions: { input: entry } },
  });
  const { output } = Array.isArray(result) ? result[0] : result;
  const chunks = output.filter((file) => file.type === 'chunk');
  const gzip = chunks.reduce((sum, chunk) => sum + gzipSync(chunk.code, { level: 9 }).length, 0);
  const raw = chunks.reduce((sum, chunk) => sum + chunk.code.length, 0);
  console.log(
    `one island (React + react-dom/client + a button): ${(gzip / 1024).toFixed(1)} KB gzip (${(raw / 1024).toFixed(1)} KB minified)`,
  );
} finally {
  rmSync(root, { recursive: true, force: true });
}
