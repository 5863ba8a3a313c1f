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

  it('hands the newsletter address to onSubscribe and empties the box', async () => {
    const onSubscribe = vi.fn();
    renderFooter({ onSubscribe });
    const user = userEvent.setup();
    const box = screen.getByRole('textbox', { name: 'Email address' });
    await user.type(box, 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(onSubscribe).toHaveBeenCalledWith('ann@example.com');
    expect(box).toHaveValue('');
  });
});
