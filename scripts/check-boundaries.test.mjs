import assert from 'node:assert/strict';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { checkRepository, checkSource, findImportCycles, importGraph } from './check-boundaries.mjs';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const core = join(root, 'packages/core/src/pricing/example.ts');
const ui = join(root, 'packages/ui/src/components/example.tsx');

test('core may not import React, ui, apps or Node built-ins', () => {
  assert.equal(checkSource(core, "import { useState } from 'react';").length, 1);
  assert.equal(checkSource(core, "import { createRoot } from 'react-dom/client';").length, 1);
  assert.equal(checkSource(core, "import { Button } from '@souk/ui';").length, 1);
  assert.equal(checkSource(core, "import { app } from '@souk/api/server';").length, 1);
  assert.equal(checkSource(core, "import { x } from '../../../ui/src/x.js';").length, 1);
  assert.equal(checkSource(core, "import { x } from '../../../../apps/api/src/x.js';").length, 1);
  assert.equal(checkSource(core, "import { readFileSync } from 'node:fs';").length, 1);
  assert.equal(checkSource(core, "export { x } from 'react';").length, 1);
  assert.equal(checkSource(core, "const m = await import('react');").length, 1);
});

test('core may not touch DOM globals', () => {
  assert.equal(checkSource(core, 'const w = window.innerWidth;').length, 1);
  assert.equal(checkSource(core, "localStorage.setItem('a', 'b');").length, 1);
  assert.equal(checkSource(core, "sessionStorage.getItem('a');").length, 1);
  assert.equal(checkSource(core, 'document.title = "x";').length, 1);
  assert.equal(checkSource(core, 'const href = location.href;').length, 1);
});

test('core may name things after DOM globals when they are not the globals', () => {
  assert.equal(checkSource(core, 'function f(location: string) {}').length, 0);
  assert.equal(checkSource(core, 'const o = { window: 1 }; o.window;').length, 0);
  assert.equal(checkSource(core, "import { z } from 'zod/mini'; import { a } from './a.js';").length, 0);
  assert.equal(checkSource(core, 'interface P { location: string }').length, 0);
});

test('ui may not import apps', () => {
  assert.equal(checkSource(ui, "import { routes } from '@souk/storefront';").length, 1);
  assert.equal(checkSource(ui, "import { x } from '../../../../apps/storefront/src/x';").length, 1);
  assert.equal(
    checkSource(ui, "import { useState } from 'react'; import { formatMoney } from '@souk/core';").length,
    0,
  );
});

test('emails import core, React and React Email, never an app or the UI kit', () => {
  const mail = join(root, 'packages/emails/src/order-placed.tsx');
  assert.equal(checkSource(mail, "import { paths } from '@souk/core';").length, 0);
  assert.equal(checkSource(mail, "import { Button } from '@react-email/components';").length, 0);
  assert.equal(checkSource(mail, "import { render } from '@react-email/render';").length, 0);
  assert.equal(checkSource(mail, "import { useState } from 'react';").length, 0);
  assert.equal(checkSource(mail, "import { buildApp } from '@souk/api';").length, 1);
  assert.equal(checkSource(mail, "import { x } from '../../../apps/api/src/config.js';").length, 1);
  assert.equal(checkSource(mail, "import { Button } from '@souk/ui';").length, 1);
  assert.equal(checkSource(mail, "import { readFileSync } from 'node:fs';").length, 1);
});

test('web imports core, ui, React, React Router and TanStack Query, never an app', () => {
  const web = join(root, 'packages/web/src/start-app.tsx');
  assert.equal(checkSource(web, "import { routes } from '@souk/storefront';").length, 1);
  assert.equal(checkSource(web, "import { x } from '../../../apps/search-portal/src/x.js';").length, 1);
  assert.equal(checkSource(web, "import { x } from '../../ui/src/lib/cn.js';").length, 1);
  assert.equal(checkSource(web, "import { proxy } from 'valtio';").length, 1);
  assert.equal(checkSource(web, "import { readFileSync } from 'node:fs';").length, 1);
  assert.equal(
    checkSource(
      web,
      [
        "import { paths } from '@souk/core';",
        "import { Link } from '@souk/ui';",
        "import { hydrateRoot } from 'react-dom/client';",
        "import { createBrowserRouter } from 'react-router-dom';",
        "import { hydrate } from '@tanstack/react-query';",
        "import { getQueryClient } from './query-client.js';",
      ].join('\n'),
    ).length,
    0,
  );
  // its Node and test tooling drives the tools too, and still no app
  const e2e = join(root, 'packages/web/src/e2e/playwright-config.ts');
  assert.equal(
    checkSource(e2e, "import { tmpdir } from 'node:os'; import { test } from '@playwright/test';").length,
    0,
  );
  assert.equal(checkSource(e2e, "import { x } from '../../../../apps/storefront/e2e/support.js';").length, 1);
});

test('app features do not import each other, and shared code imports no feature', () => {
  const feature = join(root, 'apps/storefront/src/features/product/components/x.tsx');
  assert.equal(checkSource(feature, "import { y } from '../../reviews/api/get-reviews.js';").length, 1);
  assert.equal(checkSource(feature, "import { y } from '../../../app/routes/home.js';").length, 1);
  assert.equal(checkSource(feature, "import { y } from '../api/get-product.js';").length, 0);
  assert.equal(checkSource(feature, "import { y } from '../../../lib/api-client.js';").length, 0);
  assert.equal(checkSource(feature, "import { y } from '../../../shop/api/get-seller.js';").length, 0);
  const shared = join(root, 'apps/storefront/src/lib/x.ts');
  assert.equal(checkSource(shared, "import { y } from '../features/product/api/get-product.js';").length, 1);
  const appLayer = join(root, 'apps/storefront/src/app/routes/home.tsx');
  assert.equal(
    checkSource(appLayer, "import { y } from '../../features/product/api/get-product.js';").length,
    0,
  );
});

test('tests, stories and other folders are not checked', () => {
  assert.equal(checkSource(join(root, 'packages/core/src/a.test.ts'), "import 'react';").length, 0);
  assert.equal(checkSource(join(root, 'apps/api/src/server.ts'), "import 'react';").length, 0);
  assert.equal(
    checkSource(join(root, 'apps/storefront/src/features/a/b.test.tsx'), "import '../../c/d.js';").length,
    0,
  );
});

test('API layers point one way: routes → services → db/lib, never back', () => {
  const api = (path) => join(root, 'apps/api/src', path);
  const route = api('routes/store/orders.ts');
  assert.equal(checkSource(route, "import { orders } from '../../db/schema.js';").length, 1);
  assert.equal(checkSource(route, "import { eq } from 'drizzle-orm';").length, 1);
  assert.equal(
    checkSource(route, "import { createPaypalClient } from '../../providers/paypal.js';").length,
    1,
  );
  assert.equal(
    checkSource(route, "import { placeOrderWire } from '../../services/orders/place-order.js';").length,
    0,
  );
  assert.equal(checkSource(route, "import type { App, Deps } from '../../types.js';").length, 0);

  const service = api('services/orders/place-order.ts');
  assert.equal(checkSource(service, "import type { FastifyRequest } from 'fastify';").length, 1);
  assert.equal(checkSource(service, "import cors from '@fastify/cors';").length, 1);
  assert.equal(checkSource(service, "import { ownerOf } from '../../plugins/identity.js';").length, 1);
  assert.equal(checkSource(service, "import { orderRoutes } from '../../routes/store/orders.js';").length, 1);
  assert.equal(checkSource(service, "import type { Deps } from '../../types.js';").length, 1);
  assert.equal(checkSource(service, "import { orders } from '../../db/schema.js';").length, 0);
  assert.equal(checkSource(service, "import { invalid } from '../../domain/errors.js';").length, 0);

  assert.equal(checkSource(api('lib/masking.ts'), "import { orders } from '../db/schema.js';").length, 1);
  assert.equal(checkSource(api('db/client.ts'), "import { getShop } from '../services/shops.js';").length, 1);
  assert.equal(checkSource(api('domain/owner.ts'), "import { newId } from '../lib/ids.js';").length, 1);
  assert.equal(
    checkSource(api('plugins/identity.ts'), "import { x } from '../routes/store/cart.js';").length,
    1,
  );
});

test('finds import circles, type-only imports included', () => {
  const file = (name) => join(root, 'apps/api/src', name);
  const circle = importGraph(
    new Map([
      [file('app.ts'), "import { routes } from './routes/a.js';"],
      [file('routes/a.ts'), "import type { App } from '../app.js'; import { b } from '../services/b.js';"],
      [file('services/b.ts'), 'export const b = 1;'],
    ]),
  );
  assert.deepEqual(findImportCycles(circle), [[file('app.ts'), file('routes/a.ts')]]);
  const line = importGraph(
    new Map([
      [file('app.ts'), "import { routes } from './routes/a.js';"],
      [file('routes/a.ts'), "import type { App } from '../types.js';"],
      [file('types.ts'), 'export type App = unknown;'],
    ]),
  );
  assert.deepEqual(findImportCycles(line), []);
  const packages = importGraph(
    new Map([
      [join(root, 'packages/core/src/index.ts'), "export * from './a.js';"],
      [join(root, 'packages/core/src/a.ts'), "import { x } from '@souk/core';"],
    ]),
  );
  assert.equal(findImportCycles(packages).length, 1);
});

test('the repository passes', () => {
  assert.deepEqual(checkRepository(), []);
});
