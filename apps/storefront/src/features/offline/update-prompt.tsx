import { buttonClass } from '../../components/button-class.js';

/** The prompt's words, as issue 22 gives them. */
export const UPDATE_PROMPT_MESSAGE = 'Update available — reload';

export interface UpdatePromptProps {
  /** Hands the page to the waiting version and reloads it. */
  onReload: () => void;
}

/**
 * A new version of the shop is installed and waiting: the shopper chooses when the page reloads onto it,
 * instead of the old code being swapped under an open page. Sits above the floating buttons' dock on a
 * phone, in the bottom-left corner from \`lg\` (the floating buttons hold the right one).
 */
export function UpdatePrompt({ onReload }: UpdatePromptProps) {
  return (
    <div
      role="alert"
      className="fixed inset-x-4 bottom-20 z-50 mx-auto flex max-w-md items-center justify-between gap-4 rounded-xl bg-ink px-4 py-3 text-sm text-white shadow-lg lg:inset-x-auto lg:bottom-6 lg:left-6 lg:mx-0 lg:w-md"
    >
      <p className="font-medium">{UPDATE_PROMPT_MESSAGE}</p>
      <button type="button" onClick={onReload} className={buttonClass('primary', 'sm', 'shrink-0')}>
        Reload
      </button>
    </div>
  );
}
