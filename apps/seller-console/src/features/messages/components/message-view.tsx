import { REPLY_MAX, ReplySellerMessageBodySchema, type SellerMessage } from '@souk/core';
import { toast } from '@souk/ui';
import { ArrowLeft } from 'lucide-react';
import type * as React from 'react';
import { useState } from 'react';
import { buttonClass } from '../../../components/button-class.js';
import { StatusBadge } from '../../../components/status-badge.js';
import { TextField } from '../../../components/text-field.js';
import { errorMessage } from '../../../lib/error-message.js';
import { dateTimeText } from '../../../lib/format.js';
import { useReplyToMessage, useUpdateMessage } from '../api/message-actions.js';

export interface MessageViewProps {
  message: SellerMessage;
  onBack: () => void;
  /** The server's copy after a reply or a change. */
  onUpdated?: (message: SellerMessage) => void;
}

/** One message: what the shopper wrote, the replies sent, a reply box, and Mark handled / Reopen. */
export function MessageView({ message, onBack, onUpdated }: MessageViewProps) {
  const [reply, setReply] = useState('');
  const [replyError, setReplyError] = useState<string | undefined>();
  const update = useUpdateMessage();
  const send = useReplyToMessage();

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ReplySellerMessageBodySchema.safeParse({ body: reply });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]?.message;
      // core words a limit as a reason the API puts the field before ('must be at most …'): here, the field's
      // name leads it
      setReplyError(issue && /^[a-z]/.test(issue) ? `Reply ${issue}` : issue);
      return;
    }
    send.mutate(
      { id: message.id, body: parsed.data.body },
      {
        onSuccess: ({ message: text, contactMessage }) => {
          onUpdated?.(contactMessage);
          setReply('');
          toast.success(text);
        },
        onError: (error) => setReplyError(errorMessage(error, 'Could not send the reply')),
      },
    );
  }

  function toggleHandled() {
    update.mutate(
      { id: message.id, body: { handled: !message.handled } },
      {
        onSuccess: ({ contactMessage }) => onUpdated?.(contactMessage),
        onError: (error) => toast.error(errorMessage(error, 'Could not update the message')),
      },
    );
  }

  return (
    <article
      aria-labelledby={`message-${message.id}`}
      className="rounded-xl border border-gray-200 bg-white p-5"
    >
      <button type="button" onClick={onBack} className={buttonClass('ghost', 'sm', '-ml-2 mb-2 lg:hidden')}>
        <ArrowLeft aria-hidden="true" />
        Back to messages
      </button>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id={`message-${message.id}`} className="text-lg font-semibold break-words text-ink">
            {message.subject || '(no subject)'}
          </h2>
          <p className="text-sm text-muted">
            {message.name} ·{' '}
            <a
              href={`mailto:${message.email}`}
              className="break-all text-brand-700 underline hover:no-underline"
            >
              {message.email}
            </a>{' '}
            · {dateTimeText(message.createdAt)}
          </p>
        </div>
        {/* the actions keep their width: the subject and address beside them wrap instead */}
        <div className="flex shrink-0 items-center gap-2">
          <StatusBadge status={message.handled ? 'handled' : 'open'} />
          <button
            type="button"
            disabled={update.isPending}
            onClick={toggleHandled}
            className={buttonClass('outline', 'sm')}
          >
            {message.handled ? 'Reopen' : 'Mark handled'}
          </button>
        </div>
      </div>
      <p className="mt-4 text-sm whitespace-pre-line break-words text-ink">{message.message}</p>

      {message.replies.length > 0 && (
        <section aria-label="Replies" className="mt-6 space-y-3">
          <h3 className="text-sm font-semibold text-ink">Your replies</h3>
          <ol className="space-y-3">
            {message.replies.map((item) => (
              <li key={item.id} className="rounded-lg bg-brand-50 p-3 text-sm">
                <p className="whitespace-pre-line break-words text-ink">{item.body}</p>
                <p className="mt-1 text-xs text-muted">
                  Sent <time dateTime={item.createdAt}>{dateTimeText(item.createdAt)}</time>
                </p>
              </li>
            ))}
          </ol>
        </section>
      )}

      <form noValidate onSubmit={submit} className="mt-6 space-y-3">
        <TextField
          label={`Reply to ${message.name}`}
          name="reply"
          multiline
          rows={5}
          maxLength={REPLY_MAX}
          value={reply}
          error={replyError}
          hint={`${reply.length} / ${REPLY_MAX} characters · sent by e-mail with their message quoted`}
          onChange={(event) => {
            setReply(event.target.value);
            setReplyError(undefined);
          }}
        />
        <button type="submit" disabled={send.isPending} className={buttonClass('primary')}>
          {send.isPending ? 'Sending…' : 'Send reply'}
        </button>
      </form>
    </article>
  );
}
