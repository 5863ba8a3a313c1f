import type { Meta, StoryObj } from '@storybook/react-vite';
import { Header } from './header.js';

const logo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="8" fill="#0f766e"/><text x="20" y="26" font-size="16" font-family="sans-serif" font-weight="700" fill="white" text-anchor="middle">UT</text></svg>',
)}`;

const meta = {
  title: 'Layout/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
  args: {
    shopName: 'Urban Threads',
    homeHref: '/urban-threads',
    logoSrc: logo,
    support: {
      email: 'hello@urbanthreads.store',
      phone: '+1 (503) 555-0142',
      hours: 'Mon–Fri 9:00–18:00 PT',
    },
    customerName: null,
    dashboardHref: '/urban-threads/dashboard',
    trackOrderHref: '/urban-threads/dashboard/my-orders',
    signInHref: '/urban-threads/login',
    wishlistHref: '/urban-threads/dashboard/my-wishlist',
    wishlistCount: 2,
    cartHref: '/urban-threads/card',
    cartCount: 3,
    categories: ['Tops', 'Knitwear', 'Outerwear', 'Trousers', 'Footwear', 'Accessories'].map((name) => ({
      name,
      href: `/urban-threads/products?category=${name}`,
    })),
    onSearch: () => {},
  },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {};
export const SignedIn: Story = { args: { customerName: 'Ann Customer' } };
export const EmptyCounts: Story = { args: { wishlistCount: 0, cartCount: 0 } };
export const ManyItems: Story = { args: { wishlistCount: 12, cartCount: 140 } };
export const WithSearchTerm: Story = { args: { defaultSearch: 'linen shirt' } };
export const NoLogoNoSupportNoCategories: Story = {
  args: { logoSrc: null, support: {}, categories: [] },
};
export const LongShopName: Story = {
  args: { shopName: 'The Extraordinarily Long-Named Independent Clothing and Accessories Emporium' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };
