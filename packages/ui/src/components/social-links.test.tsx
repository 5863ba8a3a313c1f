import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SocialLinks } from './social-links.js';

describe('SocialLinks', () => {
  it("links the seller's networks in the spec's order", () => {
    render(
      <SocialLinks
        shopName="Tea House"
        socialMedia={{ whatsapp: 'https://wa.me/27821234567', facebook: 'https://facebook.com/tea' }}
      />,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://facebook.com/tea',
      'https://wa.me/27821234567',
    ]);
    expect(links[0]).toHaveAccessibleName('Tea House on Facebook (opens in a new tab)');
  });

  it('leaves out blank and non-web addresses, and renders nothing without any', () => {
    const { container } = render(
      <SocialLinks
        socialMedia={{ github: '  ', youtube: 'javascript:alert(1)', linkedin: 'data:text/html,x' }}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
