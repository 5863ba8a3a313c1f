import { SUBSCRIBERS_PAGE_SIZE, type SubscriptionStatus } from '@souk/core';
import { EmptyState, Pagination, toast } from '@souk/ui';
import { useState } from 'react';
import { buttonClass } from '../../../components/button-class.js';
import { LoadFailed } from '../../../components/load-failed.js';
import { PageHeader } from '../../../components/page-header.js';
import { errorMessage } from '../../../lib/error-message.js';
import { dateText } from '../../../lib/format.js';
import { useSubscribers } from '../api/get-subscribers.js';
import { downloadSubscribersCsv } from '../api/newsletter-api.js';

const STATUS_TEXT: Record<SubscriptionStatus, string> = {
  confirmed: 'Confirmed',
  pending: 'Awaiting confirmation',
  unsubscribed: 'Unsubscribed',
};

const STATUS_TONE: Record<SubscriptionStatus, string> = {
  confirmed: 'bg-green-50 text-green-800 ring-green-200',
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  unsubscribed: 'bg-gray-100 text-gray-700 ring-gray-300',
};

export interface NewsletterSubscribersProps {
  page: number;
  onPageChange: (page: number) => void;
}

/**
 * The shop's newsletter (issue 22): how many addresses are confirmed, awaiting their confirmation or
 * unsubscribed, the list newest first, and the CSV of the confirmed ones — the addresses to write to.
 */
export function NewsletterSubscribers({ page, onPageChange }: NewsletterSubscribersProps) {
  const subscribers = useSubscribers(page);
  const [exporting, setExporting] = useState(false);
  const data = subscribers.data;

  async function exportCsv() {
    if (exporting) return;
    setExporting(true);
    try {
      await downloadSubscribersCsv();
    } catch (error) {
      toast.error(errorMessage(error, 'Could not export the subscribers'));
    } finally {
      setExporting(false);
    }
  }

  return (
    <>
      <PageHeader
        title="Newsletter"
        description="Shoppers who signed up in your shop's footer. Only confirmed addresses get your newsletter."
      >
        <button
          type="button"
          className={buttonClass('outline', 'md')}
          aria-disabled={exporting || data?.counts.confirmed === 0}
          onClick={() => {
            if (data?.counts.confirmed !== 0) void exportCsv();
          }}
        >
          Export confirmed (CSV)
        </button>
      </PageHeader>
      {subscribers.isPending && (
        <p role="status" className="py-8 text-center text-sm text-muted">
          Loading subscribers…
        </p>
      )}
      {subscribers.isError && !data && (
        <LoadFailed
          message={errorMessage(subscribers.error, 'Failed to load the newsletter subscribers')}
          onRetry={() => void subscribers.refetch()}
        />
      )}
      {data && (
        <dl aria-label="Subscribers by state" className="mb-6 grid grid-cols-3 gap-3 sm:max-w-xl">
          {(['confirmed', 'pending', 'unsubscribed'] as const).map((status) => (
            <div key={status} className="rounded-xl border border-gray-200 bg-white p-4">
              <dt className="text-xs font-medium text-muted">{STATUS_TEXT[status]}</dt>
              <dd className="mt-1 text-2xl font-bold text-ink" data-count={status}>
                {data.counts[status]}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {data && data.subscribers.length === 0 && (
        <EmptyState
          title="No subscribers yet"
          description="Shoppers subscribe with the newsletter box at the foot of every page of your shop."
        />
      )}
      {data && data.subscribers.length > 0 && (
        <>
          <div className="overflow-x-auto rounded-xl border border-gray-200 bg-white">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Newsletter subscribers, newest first</caption>
              <thead className="border-b border-gray-200 text-xs text-muted">
                <tr>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Email
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Status
                  </th>
                  <th scope="col" className="hidden px-4 py-3 font-medium sm:table-cell">
                    Signed up
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-100">
                {data.subscribers.map((subscriber) => (
                  <tr key={subscriber.email}>
                    <td className="px-4 py-3 text-ink [overflow-wrap:anywhere]">
                      {subscriber.email}
                      {/* on a phone the date sits under the address: three columns leave it no room */}
                      <span className="mt-0.5 block text-xs text-muted sm:hidden">
                        Signed up {dateText(subscriber.createdAt)}
                      </span>
                    </td>
                    <td className="px-4 py-3">
                      <span
                        className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${STATUS_TONE[subscriber.status]}`}
                      >
                        {STATUS_TEXT[subscriber.status]}
                      </span>
                    </td>
                    <td className="hidden px-4 py-3 whitespace-nowrap text-muted sm:table-cell">
                      {dateText(subscriber.createdAt)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            className="mt-4"
            aria-label="Subscriber pages"
            page={data.page}
            total={data.counts.confirmed + data.counts.pending + data.counts.unsubscribed}
            perPage={SUBSCRIBERS_PAGE_SIZE}
            onPageChange={onPageChange}
          />
        </>
      )}
    </>
  );
}
