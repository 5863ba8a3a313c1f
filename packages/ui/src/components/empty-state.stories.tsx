import type { Meta, StoryObj } from '@storybook/react-vite';
import { CircleAlert, ShoppingCart } from 'lucide-react';
import { EmptyState } from './empty-state.js';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { title: 'No Products Found' },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoProducts: Story = {
  args: {
    description: "We couldn't find anything matching your search.",
    children: (
      <ul className="list-inside list-disc text-left">
        <li>Try different keywords</li>
        <li>Check your spelling</li>
        <li>Use more general terms</li>
      </ul>
    ),
  },
};
export const TitleOnly: Story = {};
export const SearchError: Story = {
  args: { title: 'Search Error', description: 'Failed to load search results', icon: <CircleAlert /> },
};
export const EmptyCart: Story = {
  args: {
    title: 'Your cart is empty',
    icon: <ShoppingCart />,
    children: (
      <a
        href="/tea-house/shops"
        className="rounded-lg bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700"
      >
        Start Shopping
      </a>
    ),
  },
};
export const LongText: Story = {
  args: {
    title: 'No content has been added for this page yet, and the seller has not published any information',
    description:
      'Please check back later or contact the seller for more information. Sellers usually add their policies within a few days of opening their shop.',
  },
};
