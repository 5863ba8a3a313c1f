import { contentParagraphs, infoPageTitle, SellerInfoPageInputSchema } from '@souk/core';
import { t, toast } from '@souk/ui';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import type * as React from 'react';
import { useState } from 'react';
import { buttonClass } from '../../../components/button-class.js';
import { errorMessage } from '../../../lib/error-message.js';
import { adminApi } from '../api/admin-api.js';
import { AdminField } from './admin-field.js';
import { fieldErrors } from './field-errors.js';

export interface PageTextEditorProps {
  pageName: string;
  /** The page's text as stored ('Content not found' when there is none). */
  content: string;
  /** The cache holding the page's text, refreshed after a save. */
  queryKey: QueryKey;
  /** The page's body as shoppers see it, shown while not editing. */
  children: React.ReactNode;
}

export const PAGE_SAVED = /*i18n*/ 'Page saved';

/**
 * Admin mode's in-place edit of an info page's text (issue 18): paragraphs separated by blank lines, saved
 * with PUT /seller/pages/{name} after the core schema's checks; the page then shows the saved text.
 */
export function PageTextEditor({ pageName, content, queryKey, children }: PageTextEditorProps) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const title = infoPageTitle(pageName);

  const save = useMutation({
    mutationFn: (next: string) => adminApi.savePage(pageName, next),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey });
      setEditing(false);
      toast.success(t(PAGE_SAVED));
    },
  });

  const start = () => {
    // one paragraph per blank-line-separated block, as the hint says (older texts used single newlines)
    const body = contentParagraphs(content);
    setText(body.kind === 'content' ? body.paragraphs.join('\n\n') : '');
    setError(undefined);
    save.reset();
    setEditing(true);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = SellerInfoPageInputSchema.safeParse({ content: text });
    if (!parsed.success) {
      setError(fieldErrors(parsed.error).content);
      return;
    }
    setError(undefined);
    save.mutate(parsed.data.content);
  };

  if (!editing) {
    return (
      <div data-slot="admin-page" className="flex flex-col gap-6">
        {children}
        <div>
          <button
            type="button"
            onClick={start}
            className={buttonClass('outline', 'sm', 'border-dashed border-amber-500 text-amber-900')}
          >
            <Pencil aria-hidden="true" />
            {t('Edit page text')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('Text of {title}', { title: t(title) })}
      data-slot="admin-page"
      className="flex flex-col gap-3 rounded-lg border border-dashed border-amber-500 bg-amber-50 p-4"
    >
      <AdminField
        label={t('Page text')}
        hint={t('Separate paragraphs with a blank line.')}
        rows={14}
        value={text}
        onChange={setText}
        error={error}
      />
      {save.isError && (
        <p role="alert" className="text-sm text-sale">
          {t(errorMessage(save.error, /*i18n*/ 'Failed to save the page'))}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={save.isPending} className={buttonClass('primary', 'sm')}>
          {save.isPending ? t('Saving...') : t('Save page')}
        </button>
        <button type="button" onClick={() => setEditing(false)} className={buttonClass('outline', 'sm')}>
          {t('Cancel')}
        </button>
      </div>
    </form>
  );
}
