import { useDocumentMeta } from '@souk/web';

/** The console's name, after each screen's own title in the browser tab. */
export const CONSOLE_NAME = 'Souk Seller Console';

/**
 * Sets the tab title of a console screen ("Orders — Souk Seller Console").
 * @example usePageTitle('Orders');
 */
export function usePageTitle(screen: string): void {
  useDocumentMeta({ title: `${screen} — ${CONSOLE_NAME}` });
}
