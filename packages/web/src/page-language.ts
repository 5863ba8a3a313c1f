import { DEFAULT_LANGUAGE, isShopLanguage, type ShopLanguage } from '@souk/core';
import { activateLanguage, loadLanguage } from '@souk/ui';

/**
 * The page's language, as the server wrote it on `<html lang>` (issue 22: the shopper's choice, their
 * browser's or the shop's default); English for a page that names none of the shop's languages.
 */
export function pageLanguage(): ShopLanguage {
  const language = document.documentElement.lang;
  return isShopLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/**
 * Loads the page's language's catalogue and speaks it, before the app's first render: a server-rendered
 * page hydrates with the texts it was rendered with. A catalogue that cannot load leaves the spec's English.
 */
export async function readyPageLanguage(): Promise<void> {
  const language = pageLanguage();
  // English is spoken from the start: the build compiled its messages where they are written
  if (language === DEFAULT_LANGUAGE) return;
  try {
    await loadLanguage(language);
    activateLanguage(language);
  } catch {
    // the texts stay English: the page still works
  }
}
