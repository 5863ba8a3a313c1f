import { t, toast } from '@souk/ui';

/** Spec §8 toasts of the copy-link button. */
export const LINK_COPIED_MESSAGE = /*i18n*/ 'Link copied to clipboard!';
export const COPY_FAILED_MESSAGE = /*i18n*/ 'Failed to copy link';

/** Copies a page address to the clipboard and says how it went (spec §2 share buttons, §8). */
export async function copyLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    toast.success(t(LINK_COPIED_MESSAGE));
  } catch {
    toast.error(t(COPY_FAILED_MESSAGE));
  }
}
