import { shareLinks } from '@souk/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ShareButtons } from './share-buttons.js';

describe('ShareButtons', () => {
  const url = 'https://souk.example/tea/product/details/green-tea';

  it('links every network with the page address', () => {
    render(<ShareButtons url={url} title="Green Tea" onCopy={() => {}} />);
    const links = shareLinks(url, 'Green Tea');
    expect(screen.getByRole('link', { name: /Share on Facebook/ })).toHaveAttribute('href', links.facebook);
    expect(screen.getByRole('link', { name: /Share on X/ })).toHaveAttribute('href', links.twitter);
    expect(screen.getByRole('link', { name: /Share on LinkedIn/ })).toHaveAttribute('href', links.linkedin);
    expect(screen.getByRole('link', { name: /Share on WhatsApp/ })).toHaveAttribute('href', links.whatsapp);
  });

  it('calls onCopy from the copy link button', async () => {
    const onCopy = vi.fn();
    render(<ShareButtons url={url} title="Green Tea" onCopy={onCopy} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(onCopy).toHaveBeenCalledOnce();
  });
});
