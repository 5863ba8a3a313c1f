import { INFO_PAGE_NAMES } from '@souk/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Footer, type FooterProps } from './footer.js';

function renderFooter(props: Partial<FooterProps> = {}) {
  render(
    <Footer
      shopName="Green Pantry"
      homeHref="/green-pantry"
      pageHref={(name) => `/green-pantry/page/${name}`}
      contactHref="/green-pantry/contact"
      support={{ email: 'hi@pantry.example', phone: '021 555 0100', address: '1 Long St', hours: '8–5' }}
      socialMedia={{
        facebook: 'https://facebook.com/pantry',
        instagram: 'https://instagram.com/pantry',
        youtube: 'javascript:alert(1)',
      }}
      year={2025}
      {...props}
    />,
  );
}

describe('Footer', () => {
  it('links the seven info pages', () => {
    renderFooter();
    const quick = screen.getByRole('navigation', { name: 'Quick Links' });
    const links = within(quick).getAllByRole('link');
    expect(links).toHaveLength(INFO_PAGE_NAMES.length);
    expect(within(quick).getByRole('link', { name: 'About Our Shop' })).toHaveAttribute(
      'href',
      '/green-pantry/page/about-our-shop',
    );
  });

  it('shows support info, copyright, Privacy, Terms and Contact', () => {
    renderFooter();
    expect(screen.getByText('1 Long St')).toBeInTheDocument();
    expect(screen.getByText('021 555 0100')).toBeInTheDocument();
    expect(screen.getByText('© 2025 Green Pantry. All rights reserved.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy' })).toHaveAttribute(
      'href',
      '/green-pantry/page/privacy-policy',
    );
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute(
      'href',
      '/green-pantry/page/terms-and-conditions',
    );
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/green-pantry/contact');
  });

  it("shows only the seller's networks with web addresses, opening in a new tab", () => {
    renderFooter();
    const facebook = screen.getByRole('link', { name: /Green Pantry on Facebook/ });
    expect(facebook).toHaveAttribute('href', 'https://facebook.com/pantry');
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /on Instagram/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /YouTube/ })).not.toBeInTheDocument();
  });

  it('hands the newsletter address to onSubscribe, empties the box and says what happened', async () => {
    const onSubscribe = vi.fn(async () => ({ ok: true, message: 'Check your inbox.' }));
    renderFooter({ onSubscribe });
    const user = userEvent.setup();
    const box = screen.getByRole('textbox', { name: 'Email address' });
    // no empty status on every page: the live region becomes one when it has something to say
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.type(box, ' ann@example.com ');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(onSubscribe).toHaveBeenCalledWith('ann@example.com');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Check your inbox.');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(box).toHaveValue('');
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(box).toHaveAccessibleDescription('Check your inbox.');
  });

  it('keeps the address to correct and marks the box when the sign-up is refused', async () => {
    const onSubscribe = vi.fn(async () => ({ ok: false, message: 'Please enter a valid email address' }));
    renderFooter({ onSubscribe });
    const user = userEvent.setup();
    const box = screen.getByRole('textbox', { name: 'Email address' });
    await user.type(box, 'ann@{Enter}');
    expect(onSubscribe).toHaveBeenCalledWith('ann@');
    expect(screen.getByRole('status')).toHaveTextContent('Please enter a valid email address');
    expect(box).toHaveValue('ann@');
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends one sign-up at a time', async () => {
    let answer: (result: { ok: boolean; message: string }) => void = () => {};
    const onSubscribe = vi.fn(
      () => new Promise<{ ok: boolean; message: string }>((resolve) => (answer = resolve)),
    );
    renderFooter({ onSubscribe });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'ann@example.com');
    const button = screen.getByRole('button', { name: 'Subscribe' });
    await user.click(button);
    await user.click(button);
    expect(onSubscribe).toHaveBeenCalledTimes(1);
    answer({ ok: true, message: 'Check your inbox.' });
    expect(await screen.findByText('Check your inbox.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'bo@example.com{Enter}');
    expect(onSubscribe).toHaveBeenCalledTimes(2);
  });
});
