import { errorText } from '@souk/core';
import { t } from '@souk/ui';

/**
 * The text of a failed call as every front end shows it (spec §8): the server's message or the fallback,
 * in the shopper's language (a server text the catalogue lacks shows as it came). Mark a literal fallback
 * where it is written (`errorMessage(error, /*i18n*\/ 'Failed to …')`) so that it is in the catalogue.
 */
export function errorMessage(error: unknown, fallback: string): string {
  return t(errorText(error, fallback));
}
