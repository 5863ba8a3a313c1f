/**
 * The pack size line of a search card, shown only for packs of more than one (spec §2).
 * @example packSizeText(6) // "Pack Size: 6"
 * @example packSizeText(1) // null
 */
export function packSizeText(packSize: number | null | undefined): string | null {
  return packSize !== null && packSize !== undefined && packSize > 1 ? `Pack Size: ${packSize}` : null;
}
