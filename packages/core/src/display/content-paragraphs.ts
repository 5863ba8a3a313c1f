/**
 * The text a missing info page's content reads as (spec §2 Info page, §8 "Content not found").
 * @example contentParagraphs(CONTENT_NOT_FOUND).kind // "empty"
 */
export const CONTENT_NOT_FOUND = 'Content not found';

/**
 * Spec §2: what an info page without content shows instead.
 * @example NO_CONTENT_TEXTS[0] // "No content has been added for this page yet."
 */
export const NO_CONTENT_TEXTS = [
  /*i18n*/ 'No content has been added for this page yet.',
  /*i18n*/ 'Please check back later or contact the seller for more information.',
] as const;

/**
 * An info page's body as {@link contentParagraphs} gives it: the content's paragraphs, or the two no-content
 * texts (spec §2).
 * @example const body: InfoPageBody = { kind: 'content', paragraphs: ['We ship daily.', 'Returns within 30 days.'] };
 */
export type InfoPageBody =
  | { kind: 'content'; paragraphs: string[] }
  | { kind: 'empty'; paragraphs: typeof NO_CONTENT_TEXTS };

/**
 * An info page's body (spec §2): the content split on newlines into paragraphs, or the two no-content texts
 * when the content is 'Content not found'. Blank lines make no paragraph, and blank or missing content
 * also reads as no content, since it would otherwise render an empty page.
 * @example contentParagraphs('We ship daily.\n\nReturns within 30 days.') // { kind: 'content', paragraphs: ['We ship daily.', 'Returns within 30 days.'] }
 * @example contentParagraphs('Content not found').kind // "empty"
 */
export function contentParagraphs(text: string | null | undefined): InfoPageBody {
  const content = text?.trim() ?? '';
  if (content === '' || content === CONTENT_NOT_FOUND) return { kind: 'empty', paragraphs: NO_CONTENT_TEXTS };
  const paragraphs = content
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return { kind: 'content', paragraphs };
}
