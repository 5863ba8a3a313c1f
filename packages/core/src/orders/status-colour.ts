/**
 * The colour tokens of order status badges; `neutral` for statuses the spec gives no colour.
 * @example const colour: StatusColour = statusColour('delivered'); // "green"
 */
export type StatusColour = 'green' | 'blue' | 'yellow' | 'purple' | 'red' | 'neutral';

/**
 * Spec §4 "Status colours".
 * @example STATUS_COLOURS.warehouse // "purple"
 */
export const STATUS_COLOURS = {
  delivered: 'green',
  placed: 'blue',
  pending: 'yellow',
  warehouse: 'purple',
  cancelled: 'red',
} as const satisfies Readonly<Record<string, StatusColour>>;

/**
 * The badge colour of an order status (spec §4); any other status (processing, unknown) is neutral.
 * @example statusColour('warehouse') // "purple"
 * @example statusColour('processing') // "neutral"
 */
export function statusColour(status: string | null | undefined): StatusColour {
  if (status && Object.hasOwn(STATUS_COLOURS, status))
    return STATUS_COLOURS[status as keyof typeof STATUS_COLOURS];
  return 'neutral';
}
