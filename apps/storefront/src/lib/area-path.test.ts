import { describe, expect, it } from 'vitest';
import { areaPath } from './area-path.js';

describe('areaPath (spec §1 admin mode)', () => {
  it('keeps shop paths under /admin in admin mode', () => {
    expect(areaPath('/tea/card', true)).toBe('/admin/tea/card');
    expect(areaPath('/tea/products?category=Green', true)).toBe('/admin/tea/products?category=Green');
  });

  it('leaves paths alone in customer mode, and admin, external or relative addresses in any mode', () => {
    expect(areaPath('/tea/card', false)).toBe('/tea/card');
    expect(areaPath('/admin/tea/card', true)).toBe('/admin/tea/card');
    expect(areaPath('https://wa.me/27', true)).toBe('https://wa.me/27');
    expect(areaPath('//cdn.example/x', true)).toBe('//cdn.example/x');
    expect(areaPath('card', true)).toBe('card');
  });
});
