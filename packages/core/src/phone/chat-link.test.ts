import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chatLink } from './chat-link.js';

describe('chatLink (spec §7)', () => {
  it('links to the normalised number with the encoded text', () => {
    expect(chatLink('082 123 4567', 'Hi there & welcome')).toBe(
      'https://wa.me/27821234567?text=Hi%20there%20%26%20welcome',
    );
    expect(chatLink('0612345678', 'Bonjour', '33')).toBe('https://wa.me/33612345678?text=Bonjour');
    expect(chatLink('27821234567', 'a\nb')).toBe('https://wa.me/27821234567?text=a%0Ab');
  });

  it('leaves the text out when there is none', () => {
    expect(chatLink('27821234567')).toBe('https://wa.me/27821234567');
    expect(chatLink('27821234567', '')).toBe('https://wa.me/27821234567');
  });

  it('returns null without a number', () => {
    expect(chatLink('', 'Hi')).toBeNull();
    expect(chatLink(undefined, 'Hi')).toBeNull();
    expect(chatLink('n/a', 'Hi')).toBeNull();
  });

  it('round-trips the text', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (text) => {
        const link = chatLink('27821234567', text);
        expect(new URL(link ?? '').searchParams.get('text')).toBe(text);
      }),
    );
  });
});
