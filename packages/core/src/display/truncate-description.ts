/**
 * Spec §9: the quick view cuts descriptions at 200 characters.
 * @example QUICK_VIEW_DESCRIPTION_LIMIT // 200
 */
export const QUICK_VIEW_DESCRIPTION_LIMIT = 200;

/**
 * A description cut at `limit` characters for the quick view (spec §2, §9), with '...' marking the cut.
 * Characters are counted as code points, so an emoji is never split in half.
 * @example truncateDescription('Short text') // "Short text"
 * @example truncateDescription('abcdef', 3) // "abc..."
 */
export function truncateDescription(
  text: string | null | undefined,
  limit = QUICK_VIEW_DESCRIPTION_LIMIT,
): string {
  const characters = Array.from(text ?? '');
  if (characters.length <= limit) return text ?? '';
  return `${characters.slice(0, limit).join('').trimEnd()}...`;
}
