import {
  contentParagraphs,
  fieldErrorsFromIssues,
  type SellerInfoPage,
  SellerInfoPageInputSchema,
} from '@souk/core';
import { Link, toast } from '@souk/ui';
import type * as React from 'react';
import { useState } from 'react';
import { buttonClass } from '../../../components/button-class.js';
import { TextField } from '../../../components/text-field.js';
import { consolePaths } from '../../../lib/console-paths.js';
import { errorMessage } from '../../../lib/error-message.js';
import { useUnsavedChanges } from '../../../lib/use-unsaved-changes.js';
import { useSaveInfoPage } from '../api/shop-content-actions.js';

const MAX_LENGTH = 20_000;

/**
 * One info page's text with a live preview drawn the way the storefront draws it (core's
 * `contentParagraphs`: one paragraph per line, blank lines skipped, the no-content texts when empty).
 */
export function InfoPageEditor({ page }: { page: SellerInfoPage }) {
  const [saved, setSaved] = useState(page.content);
  const [content, setContent] = useState(page.content);
  const [error, setError] = useState<string | undefined>();
  const save = useSaveInfoPage();
  const dirty = content !== saved;
  useUnsavedChanges(dirty);
  const preview = contentParagraphs(content);

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = SellerInfoPageInputSchema.safeParse({ content });
    if (!parsed.success) {
      setError(fieldErrorsFromIssues<'content'>(parsed.error.issues).content);
      return;
    }
    save.mutate(
      { name: page.name, content: parsed.data.content },
      {
        onSuccess: ({ page: stored }) => {
          setSaved(stored.content);
          setContent(stored.content);
          toast.success(`${stored.title} saved`);
        },
        onError: (failure) => toast.error(errorMessage(failure, 'Could not save the page')),
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-6 lg:grid-cols-2">
      <div>
        <TextField
          label="Page text"
          name="content"
          multiline
          rows={16}
          value={content}
          error={error}
          hint={`Each line is a paragraph; blank lines are skipped. ${content.length.toLocaleString('en-US')} / ${MAX_LENGTH.toLocaleString('en-US')}`}
          onChange={(event) => {
            setContent(event.target.value);
            setError(undefined);
          }}
        />
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <button type="submit" disabled={!dirty || save.isPending} className={buttonClass('primary')}>
            {save.isPending ? 'Saving…' : 'Save page'}
          </button>
          <Link href={consolePaths.pages()} className={buttonClass('outline')}>
            Back to pages
          </Link>
          {dirty && <p className="text-sm text-muted">You have unsaved changes</p>}
        </div>
      </div>
      <section aria-labelledby="page-preview" className="rounded-xl border border-gray-200 bg-white p-5">
        <h2 id="page-preview" className="mb-1 text-xs font-semibold tracking-wide text-muted uppercase">
          Preview
        </h2>
        <h3 className="mb-3 text-2xl font-bold text-ink">{page.title}</h3>
        <div className={preview.kind === 'empty' ? 'text-muted' : 'text-ink'}>
          {preview.paragraphs.map((paragraph, index) => (
            // paragraphs may repeat, and they have no identity but their place
            // biome-ignore lint/suspicious/noArrayIndexKey: the preview re-renders as the text changes
            <p key={index} className="mb-3 leading-relaxed break-words">
              {paragraph}
            </p>
          ))}
        </div>
      </section>
    </form>
  );
}
