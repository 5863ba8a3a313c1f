import { describe, expect, it } from 'vitest';
import { paths } from './paths.js';
import { SHOP_ICONS, shopAppScope, shopIconPath, shopManifestPath } from './shop-app.js';

describe('a shop as an installed app', () => {
  it("scopes the app to the shop's own folder, which holds every page of the shop but the bare home address", () => {
    expect(shopAppScope('tea-house')).toBe('/tea-house/');
    expect(paths.productDetails('tea-house', 'green tea').startsWith(shopAppScope('tea-house'))).toBe(true);
    // another shop whose name starts with this one's is outside it
    expect(paths.shop('tea-house-2').startsWith(shopAppScope('tea-house'))).toBe(false);
  });

  it('encodes the shop name in every address, so a name never changes the route', () => {
    expect(shopAppScope('a/b?c')).toBe('/a%2Fb%3Fc/');
    expect(shopManifestPath('a/b')).toBe('/api/shops/a%2Fb/manifest.webmanifest');
    expect(shopIconPath('a b', '192.png', 'x/y')).toBe('/api/shops/a%20b/icons/192.png?v=x%2Fy');
  });

  it('lists an icon of each size the install criteria ask for, and a maskable one', () => {
    expect(SHOP_ICONS.map(({ size, purpose }) => `${size} ${purpose}`)).toEqual([
      '192 any',
      '512 any',
      '512 maskable',
    ]);
  });
});
