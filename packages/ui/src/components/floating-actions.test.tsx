import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FloatingActions } from './floating-actions.js';
import { FloatingCartButton } from './floating-cart-button.js';
import { FloatingChatButton } from './floating-chat-button.js';

describe('FloatingActions', () => {
  it('holds the cart button, then the chat button, in one element', () => {
    const { container } = render(
      <FloatingActions>
        <FloatingCartButton href="/tea/card" count={2} />
        <FloatingChatButton href="https://wa.me/1" />
      </FloatingActions>,
    );
    const dock = container.firstElementChild;
    expect(container.children).toHaveLength(1);
    expect(dock).toHaveAttribute('data-slot', 'floating-actions');
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'View Cart, 2 items',
      'Chat with support (opens in a new tab)',
    ]);
    for (const link of links) expect(dock).toContainElement(link);
  });
});
