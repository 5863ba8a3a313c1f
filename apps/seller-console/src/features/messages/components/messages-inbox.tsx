import { MESSAGE_FILTERS, type SellerMessage } from '@souk/core';
import { cn, EmptyState, Pagination } from '@souk/ui';
import { Inbox } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { LoadFailed } from '../../../components/load-failed.js';
import { PageHeader } from '../../../components/page-header.js';
import { errorMessage } from '../../../lib/error-message.js';
import { dateText } from '../../../lib/format.js';
import { useMessages } from '../api/get-messages.js';
import { useUpdateMessage } from '../api/message-actions.js';
import type { MessageFilter } from '../api/messages-api.js';
import { MessageView } from './message-view.js';

const FILTER_LABELS: Record<MessageFilter, string> = {
  all: 'All',
  unread: 'Unread',
  open: 'Open',
  handled: 'Handled',
};

export interface MessagesInboxProps {
  page: number;
  filter: MessageFilter;
  /** The message open (from the address), or null. */
  openId: string | null;
  onNavigate: (state: { page?: number; filter?: MessageFilter; open?: string | null }) => void;
}

/**
 * The shop's contact messages, unread first: a list and the open message beside it (on a phone, one at a
 * time). Opening an unread message marks it read.
 */
export function MessagesInbox({ page, filter, openId, onNavigate }: MessagesInboxProps) {
  const messages = useMessages(page, filter);
  const listed = messages.data?.messages.find((message) => message.id === openId);
  // the open message stays shown when the list moves on (read again under the "unread" filter…)
  const [kept, setKept] = useState<SellerMessage | null>(null);
  const open = listed ?? (kept?.id === openId ? kept : null);

  useEffect(() => {
    if (listed) setKept(listed);
  }, [listed]);

  // each message is marked read once per visit: a failure is not retried in a loop
  const markedRead = useRef(new Set<string>());
  const { mutate: markRead } = useUpdateMessage();
  useEffect(() => {
    if (!listed || listed.read || markedRead.current.has(listed.id)) return;
    markedRead.current.add(listed.id);
    markRead(
      { id: listed.id, body: { read: true } },
      { onSuccess: ({ contactMessage }) => setKept(contactMessage) },
    );
  }, [listed, markRead]);

  const data = messages.data;
  return (
    <>
      <PageHeader title="Messages" description={data ? `${data.unread} unread of ${data.total}` : undefined}>
        <fieldset className="inline-flex rounded-lg border border-gray-200 bg-white p-1">
          <legend className="sr-only">Show</legend>
          {MESSAGE_FILTERS.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={option === filter}
              onClick={() => onNavigate({ filter: option, page: 1, open: null })}
              className={cn(
                'rounded-md px-3 py-1.5 text-sm font-medium',
                option === filter
                  ? 'bg-brand-600 text-white'
                  : 'text-muted hover:bg-brand-50 hover:text-brand-700',
              )}
            >
              {FILTER_LABELS[option]}
            </button>
          ))}
        </fieldset>
      </PageHeader>
      {messages.isPending && (
        <p role="status" className="py-8 text-center text-sm text-muted">
          Loading messages…
        </p>
      )}
      {messages.isError && !data && (
        <LoadFailed
          message={errorMessage(messages.error, 'Failed to load messages')}
          onRetry={() => void messages.refetch()}
        />
      )}
      {data && data.messages.length === 0 && !open && (
        <EmptyState
          icon={<Inbox />}
          title="No messages"
          description={
            filter === 'all' ? 'Messages sent from your shop’s contact page show here.' : 'None in this view.'
          }
        />
      )}
      {data && (data.messages.length > 0 || open) && (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <div className={cn(open && 'max-lg:hidden')}>
            <ul
              aria-label="Messages"
              className="divide-y divide-gray-100 overflow-hidden rounded-xl border border-gray-200 bg-white"
            >
              {data.messages.map((message) => (
                <li key={message.id}>
                  <button
                    type="button"
                    aria-current={message.id === openId ? 'true' : undefined}
                    onClick={() => onNavigate({ open: message.id })}
                    className={cn(
                      'block w-full px-4 py-3 text-left text-sm hover:bg-gray-50',
                      message.id === openId && 'bg-brand-50',
                    )}
                  >
                    <span className="flex items-center justify-between gap-3">
                      <span className={cn('truncate', message.read ? 'text-ink' : 'font-bold text-ink')}>
                        {!message.read && (
                          <span
                            aria-hidden="true"
                            className="mr-2 inline-block size-2 rounded-full bg-brand-600"
                          />
                        )}
                        {message.name}
                        {!message.read && <span className="sr-only"> (unread)</span>}
                      </span>
                      <span className="shrink-0 text-xs text-muted">{dateText(message.createdAt)}</span>
                    </span>
                    <span
                      className={cn(
                        'mt-0.5 block truncate',
                        message.read ? 'text-muted' : 'font-semibold text-ink',
                      )}
                    >
                      {message.subject || '(no subject)'}
                    </span>
                    {message.handled && <span className="mt-0.5 block text-xs text-green-800">Handled</span>}
                  </button>
                </li>
              ))}
            </ul>
            <Pagination
              className="mt-4"
              aria-label="Messages pages"
              page={data.page}
              total={data.total}
              perPage={data.perPage}
              onPageChange={(next) => onNavigate({ page: next, open: null })}
            />
          </div>
          <div className={cn(!open && 'max-lg:hidden')}>
            {open ? (
              <MessageView
                key={open.id}
                message={open}
                onUpdated={setKept}
                onBack={() => onNavigate({ open: null })}
              />
            ) : (
              <p className="rounded-xl border border-dashed border-gray-300 p-8 text-center text-sm text-muted">
                Choose a message to read it and reply.
              </p>
            )}
          </div>
        </div>
      )}
    </>
  );
}
