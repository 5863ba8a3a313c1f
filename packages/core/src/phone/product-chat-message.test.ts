import { describe, expect, it } from 'vitest';
import { productChatMessage } from './product-chat-message.js';

describe('productChatMessage (spec §7)', () => {
  it('names the product and its page address', () => {
    const message = productChatMessage({
      productName: ' Green Tea ',
      pageUrl: 'https://shop.example/tea/p/1',
    });
    expect(message).toBe("Hi, I'm interested in Green Tea.\nhttps://shop.example/tea/p/1");
    expect(message).toContain('Green Tea');
    expect(message).toContain('https://shop.example/tea/p/1');
  });
});
