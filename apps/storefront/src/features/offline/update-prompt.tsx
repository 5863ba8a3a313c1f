import { t } from '@souk/ui';
import { buttonClass } from '../../components/button-class.js';

/** The prompt's words, as issue 22 gives them. */
export const UPDATE_PROMPT_MESSAGE = /*i18n*/ 'Update available — reload';

export interface UpdatePromptProps {
  /** Hands the page to the waiting version and reloads it. */
  onReload: () => void;
}

/**
 * A new version of the shop is installed and waiting: the shopper chooses when the page reloads onto it,
 * instead of the old code being swapped under an open page. Sits above the floating buttons' dock on a
 * phone, in the bottom start corner from \`lg\` (the floating buttons hold the end one).
 */
export function UpdatePrompt({ onReload }: UpdatePromptProps) {
  return (
    <div
      role="alert"
      className="fixed inset-x-4 bottom-20 z-50 mx-auto flex max-w-md items-center justify-between gap-4 rounded-xl bg-ink px-4 py-3 text-sm text-white shadow-lg lg:inset-x-auto lg:start-6 lg:bottom-6 lg:mx-0 lg:w-md"
    >
      <p className="font-medium">{t(UPDATE_PROMPT_MESSAGE)}</p>
      <button type="button" onClick={onReload} className={buttonClass('primary', 'sm', 'shrink-0')}>
        {t('Reload')}
      </button>
    </div>
  );
}
