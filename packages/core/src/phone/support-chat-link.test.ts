import { describe, expect, it } from 'vitest';
import { SUPPORT_CHAT_NUMBER, supportChatLink } from './support-chat-link.js';

describe('supportChatLink (spec §1)', () => {
  it('chats with the fixed support number, pre-filled with the page address', () => {
    const link = supportChatLink('https://shop.example/tea/card?x=1');
    expect(link).toBe(
      `https://wa.me/${SUPPORT_CHAT_NUMBER}?text=https%3A%2F%2Fshop.example%2Ftea%2Fcard%3Fx%3D1`,
    );
    expect(new URL(link).searchParams.get('text')).toBe('https://shop.example/tea/card?x=1');
  });

  it('has a digits-only support number with a country code', () => {
    expect(SUPPORT_CHAT_NUMBER).toMatch(/^[1-9]\d{7,14}$/);
  });

  it('leaves the text out without an address', () => {
    expect(supportChatLink('')).toBe(`https://wa.me/${SUPPORT_CHAT_NUMBER}`);
  });
});
