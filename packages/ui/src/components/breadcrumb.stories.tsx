import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumb } from './breadcrumb.js';

const meta = {
  title: 'Navigation/Breadcrumb',
  component: Breadcrumb,
  args: { items: [{ label: 'Home', href: '/tea-house' }, { label: 'Search Results' }] },
} satisfies Meta<typeof Breadcrumb>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SearchResults: Story = {};
export const ProductPage: Story = {
  args: {
    items: [
      { label: 'Home', href: '/tea-house' },
      { label: 'Products', href: '/tea-house/products' },
      { label: 'Moroccan Mint Green Tea' },
    ],
  },
};
export const LongText: Story = {
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
  args: {
    items: [
      { label: 'Home', href: '/tea-house' },
      { label: 'Organic Ceremonial Grade Matcha Green Tea Powder from Uji, Kyoto, First Harvest' },
    ],
  },
};
