import type { Meta, StoryObj } from '@storybook/react-vite';
import { SocialLinks } from './social-links.js';

const meta = {
  title: 'Layout/SocialLinks',
  component: SocialLinks,
  args: {
    shopName: 'Urban Threads',
    socialMedia: {
      facebook: 'https://www.facebook.com/urbanthreadsstore',
      twitter: 'https://x.com/urbanthreads',
      linkedin: 'https://www.linkedin.com/company/urban-threads',
      github: 'https://github.com/urban-threads',
      instagram: 'https://www.instagram.com/urbanthreads.store',
      youtube: 'https://www.youtube.com/@urbanthreads',
      whatsapp: 'https://wa.me/15035550142',
    },
  },
} satisfies Meta<typeof SocialLinks>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllNetworks: Story = {};
export const OneNetwork: Story = {
  args: { socialMedia: { instagram: 'https://instagram.com/greenpantry' } },
};
/** No networks: nothing renders. */
export const None: Story = { args: { socialMedia: {} } };
