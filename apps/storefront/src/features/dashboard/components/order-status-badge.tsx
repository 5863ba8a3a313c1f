import { type StatusColour, statusColour } from '@souk/core';
import { statusText } from '../lib/status-text.js';

const COLOURS: Record<StatusColour, string> = {
  green: 'bg-green-100 text-green-800',
  blue: 'bg-blue-100 text-blue-800',
  yellow: 'bg-yellow-100 text-yellow-800',
  purple: 'bg-purple-100 text-purple-800',
  red: 'bg-red-100 text-red-800',
  neutral: 'bg-gray-100 text-gray-700',
};

/** A delivery or payment status in its spec §4 colour (delivered green, placed blue, …). */
export function OrderStatusBadge({ status }: { status: string }) {
  return (
    <span
      data-colour={statusColour(status)}
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium capitalize ${COLOURS[statusColour(status)]}`}
    >
      {statusText(status)}
    </span>
  );
}
