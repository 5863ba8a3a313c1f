import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** The catalogue's runtime, whose `defineEnglishMessages` each module's English messages are given to. */
const I18N_MODULE = decodeURIComponent(new URL('../../../ui/src/i18n/i18n.ts', import.meta.url).pathname);

/** A call of the catalogue's `t` with a string literal first (after the TypeScript and JSX transform). */
const CALL = /(?<![\w$.])t\(\s*("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')/g;

/** A string literal's text. */
function literalText(literal: string): string {
  if (literal.startsWith('"')) return JSON.parse(literal);
  const inner = literal
    .slice(1, -1)
    .replace(/\\'/g, "'")
    .replace(/(?<!\\)"/g, '\\"');
  return JSON.parse(`"${inner}"`);
}

/** Whether a compiled message is only text and plain values (`{name}`), written as in its message. */
function plain(compiled: unknown, text: string): boolean {
  if (!Array.isArray(compiled)) return false;
  const parts = compiled.map((part) =>
    typeof part === 'string' ? part : Array.isArray(part) && part.length === 1 ? `{${part[0]}}` : null,
  );
  return !parts.includes(null) && parts.join('') === text;
}

/**
 * The messages of a module's `t(…)` calls that need Lingui's interpolation in English (a plural, a select,
 * a quoted brace), compiled. Text and plain values (`{name}`) the runtime fills in itself.
 */
export function englishMessagesOf(code: string): Record<string, unknown> {
  const found: Record<string, unknown> = {};
  for (const [, literal = ''] of code.matchAll(CALL)) {
    const text = literalText(literal);
    if (!text.includes('{') || text in found) continue;
    const compiled = compileMessage(text);
    if (!plain(compiled, text)) found[text] = compiled;
  }
  return found;
}

/**
 * Issue 22: a page in English loads no catalogue. The English a module shows with a value or a plural is
 * compiled where it is written — as Lingui's macros do — and handed to the catalogue's runtime when the
 * module runs; the other languages' catalogues are chunks of their own (`loadLanguage`).
 */
export function englishMessages(): Plugin {
  return {
    name: 'souk:english-messages',
    enforce: 'post',
    transform(code, id) {
      const file = id.split('?')[0] ?? '';
      if (file.includes('/node_modules/') || !/\.[cm]?[jt]sx?$/.test(file) || file === I18N_MODULE)
        return null;
      if (!code.includes('t(')) return null;
      const messages = englishMessagesOf(code);
      if (Object.keys(messages).length === 0) return null;
      // appended: the module's own code does not move, so its source map stays as it is
      return {
        code: `${code}\nimport { defineEnglishMessages as __soukEnglish } from ${JSON.stringify(I18N_MODULE)};\n__soukEnglish(${JSON.stringify(messages)});\n`,
        map: null,
      };
    },
  };
}
