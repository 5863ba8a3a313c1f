/**
 * The order number inside an offline payment reference: its second dash-separated part (spec §4).
 * Order numbers carry no dashes (see `OrderNumberSchema`), so the split is unambiguous. `null` when the
 * reference has no second part.
 * @example orderNumberFromPaymentReference('EFT-ORD123-4567') // "ORD123"
 * @example orderNumberFromPaymentReference('EFT') // null
 */
export function orderNumberFromPaymentReference(reference: string | null | undefined): string | null {
  const part = reference?.split('-')[1]?.trim();
  return part ? part : null;
}
