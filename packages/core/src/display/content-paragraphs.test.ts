import { describe, expect, it } from 'vitest';
import { CONTENT_NOT_FOUND, contentParagraphs, NO_CONTENT_TEXTS } from './content-paragraphs.js';

describe('contentParagraphs (spec §2 Info page)', () => {
  it('splits content on newlines into paragraphs', () => {
    expect(contentParagraphs('We ship daily.\n\nReturns within 30 days.\r\nContact us.\rThanks')).toEqual({
      kind: 'content',
      paragraphs: ['We ship daily.', 'Returns within 30 days.', 'Contact us.', 'Thanks'],
    });
  });

  it("shows the two no-content texts for 'Content not found'", () => {
    expect(CONTENT_NOT_FOUND).toBe('Content not found');
    expect(NO_CONTENT_TEXTS).toEqual([
      'No content has been added for this page yet.',
      'Please check back later or contact the seller for more information.',
    ]);
    expect(contentParagraphs('Content not found')).toEqual({ kind: 'empty', paragraphs: NO_CONTENT_TEXTS });
  });

  it('reads blank or missing content as no content', () => {
    for (const text of ['', '  \n ', null, undefined]) {
      expect(contentParagraphs(text).kind).toBe('empty');
    }
  });
});
