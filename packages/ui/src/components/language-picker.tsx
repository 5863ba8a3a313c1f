import { LANGUAGE_NAMES, SHOP_LANGUAGES, type ShopLanguage } from '@souk/core';
import type * as React from 'react';
import { useId } from 'react';
import { t } from '../i18n/i18n.js';
import { cn } from '../lib/cn.js';

/** Where a shopper's language choice is posted (the API's `POST /api/language`). */
export const LANGUAGE_CHOICE_ACTION = '/api/language';

export interface LanguagePickerProps extends Omit<React.ComponentProps<'form'>, 'action' | 'method'> {
  /** The language the page is shown in. */
  language: ShopLanguage;
  /** The page to come back to in the new language: this page's path and query. */
  returnTo: string;
}

/**
 * The shop's language picker (issue 22): each language named in itself. A plain form posted to the server,
 * which remembers the choice and sends the shopper back to the page rendered in that language — so it works
 * before the page's app has started; once it has, choosing a language sends the form at once.
 */
export function LanguagePicker({ language, returnTo, className, ...props }: LanguagePickerProps) {
  const id = useId();
  return (
    <form
      data-slot="language-picker"
      method="post"
      action={LANGUAGE_CHOICE_ACTION}
      className={cn('flex items-center gap-2 text-sm', className)}
      {...props}
    >
      <label htmlFor={id}>{t('Language')}</label>
      <select
        id={id}
        name="language"
        defaultValue={language}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
        className="h-9 rounded-lg border border-white/20 bg-white/10 px-2 text-sm text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        {SHOP_LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code} className="text-ink">
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
      <input type="hidden" name="return" value={returnTo} />
      <button
        type="submit"
        className="h-9 rounded-lg border border-white/20 px-3 text-sm text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        {t('Change')}
      </button>
    </form>
  );
}
