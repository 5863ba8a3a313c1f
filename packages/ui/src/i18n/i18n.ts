import { type Messages, setupI18n } from '@lingui/core';
import { DEFAULT_LANGUAGE, type ShopLanguage } from '@souk/core';

/**
 * The one message catalogue of the shop (issue 22), through Lingui: every text a shopper reads is an
 * English message as the spec writes it, translated by the active language's compiled catalogue
 * (`packages/ui/locales/*.json`, compiled by `pnpm i18n`). A text the catalogue lacks — an API's error
 * message that is not one of ours — shows as it came. English is the messages themselves: plain values are
 * filled in here, and the apps' builds compile the plurals where they are written (tests and stories
 * activate the compiled English catalogue, `catalogues/en.ts`, with `activateCatalogue`).
 */
const i18n = setupI18n({ locale: DEFAULT_LANGUAGE, messages: { [DEFAULT_LANGUAGE]: {} } });

/**
 * English as the apps' builds compile it where it is written (`englishMessages` of `@souk/web`'s Vite
 * configuration): the messages with a plural or a select, so a page in English loads no catalogue.
 */
const english: Messages = {};

/** A plain value of a message: `{name}`. */
const PLAIN_VALUE = /\{(\w+)\}/g;

/** Gives the runtime the English of a module's messages with a plural or a select, compiled (the build does). */
export function defineEnglishMessages(messages: Messages): void {
  Object.assign(english, messages);
}

/** Each language's compiled catalogue, a chunk of its own: a page loads only its language's. */
const CATALOGUES: Record<ShopLanguage, () => Promise<{ messages: Messages }>> = {
  // English is the messages themselves; its plurals the apps' builds compile where they are written
  en: async () => ({ messages: {} }),
  ar: () => import('./catalogues/ar.js'),
  fr: () => import('./catalogues/fr.js'),
};

/**
 * A text in the active language: `message` is the English text (ICU MessageFormat: `{name}` for a value,
 * `{count, plural, one {# item} other {# items}}` for a count), `values` fills it.
 */
export function t(message: string, values?: Record<string, unknown>): string {
  if (Object.hasOwn(i18n.messages, message)) return i18n._(message, values);
  // not in the active catalogue: its English — a plural compiled by the build, plain values filled in here
  // (`{name}`, as Lingui fills them) — or the text as it came
  const compiled = english[message];
  if (compiled !== undefined) return i18n._(message, values, { message: compiled as string });
  return values
    ? message.replace(PLAIN_VALUE, (whole, name: string) => (name in values ? String(values[name]) : whole))
    : message;
}

/** The languages whose catalogues are loaded. */
const loaded = new Set<ShopLanguage>();

/** Loads a language's catalogue (once), so that {@link activateLanguage} may switch to it at once. */
export async function loadLanguage(language: ShopLanguage): Promise<void> {
  if (loaded.has(language)) return;
  const { messages } = await CATALOGUES[language]();
  i18n.load(language, messages);
  loaded.add(language);
}

/**
 * Makes a loaded language the one {@link t} speaks. The server renders each page in its own language:
 * it activates it right before the page's synchronous render.
 */
export function activateLanguage(language: ShopLanguage): void {
  if (!loaded.has(language)) throw new Error(`${language}: not loaded`);
  i18n.activate(language);
}

/** The language {@link t} speaks: English until another is activated. */
export function activeLanguage(): ShopLanguage {
  return i18n.locale as ShopLanguage;
}

/** Loads a catalogue already at hand and activates it (tests and stories: English, at once). */
export function activateCatalogue(language: ShopLanguage, messages: Messages): void {
  i18n.load(language, messages);
  loaded.add(language);
  i18n.activate(language);
}
