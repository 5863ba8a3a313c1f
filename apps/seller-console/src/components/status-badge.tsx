import { cn } from '@souk/ui';
import { statusText } from '../lib/format.js';

const TONES: Record<string, string> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  processing: 'bg-blue-50 text-blue-800 ring-blue-200',
  shipped: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  delivered: 'bg-green-50 text-green-800 ring-green-200',
  cancelled: 'bg-gray-100 text-gray-700 ring-gray-300',
  paid: 'bg-green-50 text-green-800 ring-green-200',
  unpaid: 'bg-gray-100 text-gray-700 ring-gray-300',
  failed: 'bg-red-50 text-red-800 ring-red-200',
  rejected: 'bg-red-50 text-red-800 ring-red-200',
  refunded: 'bg-gray-100 text-gray-700 ring-gray-300',
};

/** An order's or payment's status as a coloured pill; the word carries the meaning, the colour helps. */
export function StatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        TONES[status] ?? 'bg-gray-100 text-gray-700 ring-gray-300',
        className,
      )}
    >
      {statusText(status)}
    </span>
  );
}
