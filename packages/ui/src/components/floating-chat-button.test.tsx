import { SUPPORT_CHAT_NUMBER, supportChatLink } from '@souk/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FloatingChatButton } from './floating-chat-button.js';

describe('FloatingChatButton', () => {
  it('opens the support chat link in a new tab', () => {
    const href = supportChatLink('https://souk.example/tea/contact');
    render(<FloatingChatButton href={href} />);
    const link = screen.getByRole('link', { name: /Chat with support/ });
    expect(link).toHaveAttribute('href', href);
    expect(link.getAttribute('href')).toContain(SUPPORT_CHAT_NUMBER);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
