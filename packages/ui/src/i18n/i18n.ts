import { type Messages, setupI18n } from '@lingui/core';
import { DEFAULT_LANGUAGE, type ShopLanguage } from '@souk/core';

/**
 * The one message catalogue of the shop (issue 22), through Lingui: every text a shopper reads is an
 * English message as the spec writes it, translated by the active language's compiled catalogue
 * (`packages/ui/locales/*.json`, compiled by `pnpm i18n`). A text the catalogue lacks — an API's error
 * message that is not one of ours — shows as it came.
 */
const i18n = setupI18n({
  // English before any catalogue is loaded: every text as written, a value or a plural not yet filled in
  locale: DEFAULT_LANGUAGE,
  messages: { [DEFAULT_LANGUAGE]: {} },
  missing: (_language, message) => message,
});

/** Each language's compiled catalogue, a chunk of its own: a page loads only its language's. */
const CATALOGUES: Record<ShopLanguage, () => Promise<{ messages: Messages }>> = {
  en: () => import('./catalogues/en.js'),
  ar: () => import('./catalogues/ar.js'),
  fr: () => import('./catalogues/fr.js'),
};

/**
 * A text in the active language: `message` is the English text (ICU MessageFormat: `{name}` for a value,
 * `{count, plural, one {# item} other {# items}}` for a count), `values` fills it.
 */
export function t(message: string, values?: Record<string, unknown>): string {
  return i18n._(message, values);
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
  if (!loaded.has(language)) throw new Error(`the ${language} catalogue is not loaded (loadLanguage)`);
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
