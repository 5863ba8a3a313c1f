import { CANCEL_REASON_MAX, type PendingPaymentsResponse } from '@souk/core';
import { EmptyState, Link, Modal, toast } from '@souk/ui';
import { BadgeCheck } from 'lucide-react';
import type * as React from 'react';
import { useState } from 'react';
import { buttonClass } from '../../../components/button-class.js';
import { LoadFailed } from '../../../components/load-failed.js';
import { PageHeader } from '../../../components/page-header.js';
import { StackedLabel } from '../../../components/stacked-label.js';
import { TextField } from '../../../components/text-field.js';
import { errorMessage } from '../../../lib/error-message.js';
import { dateTimeText, methodLabel, moneyText } from '../../../lib/format.js';
import { useDecidePayment } from '../api/decide-payment.js';
import { usePendingPayments } from '../api/get-pending-payments.js';

type Payment = PendingPaymentsResponse['payments'][number];

export const REASON_REQUIRED = 'Reason is required';

/** The bank transfers and cash-on-delivery orders awaiting the seller's decision. */
export function PendingPayments({
  orderHref,
  locale,
}: {
  orderHref: (orderNumber: string) => string;
  /** The shop's locale (BCP 47): amounts print in it. */
  locale?: string | undefined;
}) {
  const payments = usePendingPayments();
  const decide = useDecidePayment();
  const [approving, setApproving] = useState<Payment | null>(null);
  const [rejecting, setRejecting] = useState<Payment | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();

  function approve(payment: Payment) {
    decide.mutate(
      { reference: payment.paymentReference, approve: true },
      {
        onSuccess: ({ message }) => {
          setApproving(null);
          toast.success(message);
        },
        onError: (error) => {
          setApproving(null);
          toast.error(errorMessage(error, 'Could not approve the payment'));
        },
      },
    );
  }

  function reject(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!rejecting) return;
    if (reason.trim() === '') {
      setReasonError(REASON_REQUIRED);
      return;
    }
    decide.mutate(
      { reference: rejecting.paymentReference, approve: false, reason: reason.trim() },
      {
        onSuccess: ({ message }) => {
          setRejecting(null);
          setReason('');
          toast.success(message);
        },
        onError: (error) => setReasonError(errorMessage(error, 'Could not reject the payment')),
      },
    );
  }

  return (
    <>
      <PageHeader
        title="Payments awaiting approval"
        description="Approve a bank transfer once the money is in your account, or a cash-on-delivery order to ship it."
      />
      {payments.isPending && (
        <p role="status" className="py-8 text-center text-sm text-muted">
          Loading payments…
        </p>
      )}
      {payments.isError && (
        <LoadFailed
          message={errorMessage(payments.error, 'Failed to load payments')}
          onRetry={() => void payments.refetch()}
        />
      )}
      {payments.data?.length === 0 && (
        <EmptyState
          icon={<BadgeCheck />}
          title="Nothing to approve"
          description="Every payment has been decided."
        />
      )}
      {payments.data && payments.data.length > 0 && (
        <div className="overflow-x-auto rounded-xl border border-gray-200 bg-white">
          <table className="w-full text-left text-sm max-lg:block">
            <caption className="sr-only">Payments awaiting approval</caption>
            <thead className="bg-gray-50 text-xs font-semibold tracking-wide text-muted uppercase max-lg:sr-only">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Order
                </th>
                <th scope="col" className="px-4 py-3">
                  Method
                </th>
                <th scope="col" className="px-4 py-3">
                  Reference
                </th>
                <th scope="col" className="px-4 py-3">
                  Amount
                </th>
                <th scope="col" className="px-4 py-3">
                  Customer
                </th>
                <th scope="col" className="px-4 py-3">
                  Date
                </th>
                <th scope="col" className="px-4 py-3">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100 max-lg:block">
              {payments.data.map((payment) => (
                <tr
                  key={payment.paymentReference}
                  className="max-lg:grid max-lg:grid-cols-2 max-lg:gap-x-4 max-lg:gap-y-3 max-lg:p-4"
                >
                  <td className="px-4 py-3 font-medium max-lg:col-span-2 max-lg:block max-lg:p-0">
                    <Link href={orderHref(payment.orderNumber)} className="text-brand-700 hover:underline">
                      #{payment.orderNumber}
                    </Link>
                  </td>
                  <td className="px-4 py-3 max-lg:block max-lg:p-0">
                    <StackedLabel>Method</StackedLabel>
                    {methodLabel(payment.paymentMethod)}
                  </td>
                  <td className="px-4 py-3 font-mono text-xs break-all max-lg:block max-lg:p-0">
                    <StackedLabel>Reference</StackedLabel>
                    {payment.paymentReference}
                  </td>
                  <td className="px-4 py-3 font-medium tabular-nums max-lg:block max-lg:p-0">
                    <StackedLabel>Amount</StackedLabel>
                    {moneyText(payment.amount, payment.currency, locale)}
                  </td>
                  <td className="px-4 py-3 max-lg:block max-lg:p-0">
                    <StackedLabel>Customer</StackedLabel>
                    {payment.customerName}
                  </td>
                  <td className="px-4 py-3 text-muted max-lg:block max-lg:p-0">
                    <StackedLabel>Date</StackedLabel>
                    {dateTimeText(payment.createdAt)}
                  </td>
                  <td className="px-4 py-3 max-lg:col-span-2 max-lg:block max-lg:p-0">
                    <div className="flex flex-wrap gap-2 lg:justify-end">
                      <button
                        type="button"
                        aria-label={`Approve payment for order ${payment.orderNumber}`}
                        className={buttonClass('primary', 'sm')}
                        onClick={() => setApproving(payment)}
                      >
                        Approve
                      </button>
                      <button
                        type="button"
                        aria-label={`Reject payment for order ${payment.orderNumber}`}
                        className={buttonClass('outline', 'sm', 'text-sale hover:text-sale')}
                        onClick={() => {
                          setReason('');
                          setReasonError(undefined);
                          setRejecting(payment);
                        }}
                      >
                        Reject
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <Modal
        open={approving !== null}
        onOpenChange={(open) => {
          if (!open) setApproving(null);
        }}
        title={`Approve payment for order #${approving?.orderNumber ?? ''}?`}
        description={
          approving
            ? `${moneyText(approving.amount, approving.currency, locale)} by ${methodLabel(approving.paymentMethod)}, reference ${approving.paymentReference}. The order is marked paid and the shopper is told.`
            : undefined
        }
        size="sm"
      >
        <div className="flex justify-end gap-3">
          <button type="button" className={buttonClass('outline')} onClick={() => setApproving(null)}>
            Back
          </button>
          <button
            type="button"
            disabled={decide.isPending}
            className={buttonClass('primary')}
            onClick={() => approving && approve(approving)}
          >
            {decide.isPending ? 'Approving…' : 'Approve payment'}
          </button>
        </div>
      </Modal>

      <Modal
        open={rejecting !== null}
        onOpenChange={(open) => {
          if (!open) setRejecting(null);
        }}
        title={`Reject payment for order #${rejecting?.orderNumber ?? ''}?`}
        description="The order is cancelled, its items go back into stock and the shopper is mailed the reason."
        size="sm"
      >
        <form noValidate onSubmit={reject} className="space-y-4">
          <TextField
            label="Reason"
            name="reason"
            multiline
            rows={3}
            required
            maxLength={CANCEL_REASON_MAX}
            value={reason}
            error={reasonError}
            hint={`${reason.length} / ${CANCEL_REASON_MAX}`}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError(undefined);
            }}
          />
          <div className="flex justify-end gap-3">
            <button type="button" className={buttonClass('outline')} onClick={() => setRejecting(null)}>
              Back
            </button>
            <button
              type="submit"
              disabled={decide.isPending}
              className={buttonClass('primary', 'md', 'bg-sale hover:bg-sale/90 disabled:hover:bg-sale')}
            >
              {decide.isPending ? 'Rejecting…' : 'Reject payment'}
            </button>
          </div>
        </form>
      </Modal>
    </>
  );
}
