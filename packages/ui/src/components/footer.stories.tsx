import type { Meta, StoryObj } from '@storybook/react-vite';
import { Footer } from './footer.js';

const logo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="8" fill="#0f766e"/><text x="20" y="26" font-size="16" font-family="sans-serif" font-weight="700" fill="white" text-anchor="middle">UT</text></svg>',
)}`;

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: {
    shopName: 'Urban Threads',
    homeHref: '/urban-threads',
    logoSrc: logo,
    pageHref: (name) => `/urban-threads/page/${name}`,
    contactHref: '/urban-threads/contact',
    support: {
      email: 'hello@urbanthreads.store',
      phone: '+1 (503) 555-0142',
      hours: 'Mon–Fri 9:00–18:00 PT',
      address: '2150 N Williams Ave, Suite 210, Portland, OR 97227',
    },
    socialMedia: {
      facebook: 'https://www.facebook.com/urbanthreadsstore',
      twitter: 'https://x.com/urbanthreads',
      linkedin: 'https://www.linkedin.com/company/urban-threads',
      github: 'https://github.com/urban-threads',
      instagram: 'https://www.instagram.com/urbanthreads.store',
      youtube: 'https://www.youtube.com/@urbanthreads',
      whatsapp: 'https://wa.me/15035550142',
    },
    year: 2025,
    // an address with "@" and a dot is taken, anything else refused: both of the box's answers to try
    onSubscribe: async (email) =>
      /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)
        ? { ok: true, message: 'Check your inbox: we sent a link to confirm your subscription.' }
        : { ok: false, message: 'Please enter a valid email address' },
  },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Complete: Story = {};
export const FewNetworks: Story = {
  args: { socialMedia: { instagram: 'https://www.instagram.com/greenpantry' } },
};
export const NoSupportNoSocial: Story = { args: { support: {}, socialMedia: {}, logoSrc: null } };
export const LongTexts: Story = {
  args: {
    shopName: 'The Extraordinarily Long-Named Independent Clothing Emporium',
    support: {
      email: 'customer-care-and-returns@the-extraordinarily-long-named-emporium.example',
      address:
        'Unit 14B, The Old Biscuit Factory, 100 Clements Road, Bermondsey, London SE16 4DG, United Kingdom',
    },
  },
};
