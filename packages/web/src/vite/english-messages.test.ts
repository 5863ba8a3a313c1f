import { describe, expect, it } from 'vitest';
import { englishMessages, englishMessagesOf } from './english-messages.js';

describe('englishMessagesOf', () => {
  it('compiles the messages with a plural, in either quote, and leaves plain values to the runtime', () => {
    const code = `
      jsx("p", { children: t("Only {count} left", { count }) });
      const label = t('Cart, {count, plural, one {{count} item} other {{count} items}}', { count: n });
      t("Add to cart");
      translate("Skipped {x}");
      i18n.t("Skipped {y}");
    `;
    expect(Object.keys(englishMessagesOf(code))).toEqual([
      'Cart, {count, plural, one {{count} item} other {{count} items}}',
    ]);
  });

  it('reads escapes as the literal means them', () => {
    expect(Object.keys(englishMessagesOf(String.raw`t("{n, plural, one {# \"x\"} other {# y}}")`))).toEqual([
      '{n, plural, one {# "x"} other {# y}}',
    ]);
    // a quoted brace is ICU's, not a plain value: Lingui fills it in
    expect(Object.keys(englishMessagesOf(`t("Type '{'name'}' {x}")`))).toEqual(["Type '{'name'}' {x}"]);
  });
});

describe('englishMessages', () => {
  const transform = (code: string, id: string) => {
    const plugin = englishMessages();
    const hook = plugin.transform as (code: string, id: string) => { code: string } | null;
    return hook.call({}, code, id);
  };

  it("hands a module's English to the catalogue's runtime, its own code unmoved", () => {
    const code = 't("{count, plural, one {# left} other {# left}}", { count });';
    const result = transform(code, '/repo/apps/storefront/src/x.tsx');
    expect(result?.code.startsWith(code)).toBe(true);
    expect(result?.code).toMatch(/import \{ defineEnglishMessages as __soukEnglish \} from ".*i18n\.ts";/);
    expect(result?.code).toContain('__soukEnglish({"{count, plural, one {# left} other {# left}}":');
  });

  it('leaves modules without such messages, and dependencies, as they are', () => {
    expect(
      transform('t("Add to cart"); t("Only {count} left", { count });', '/repo/apps/storefront/src/x.tsx'),
    ).toBeNull();
    expect(transform('t("Only {count} left");', '/repo/node_modules/x/index.js')).toBeNull();
  });
});
