import type { Meta, StoryObj } from '@storybook/react-vite';
import { Price } from './price.js';

const meta = {
  title: 'Product/Price',
  component: Price,
  args: { amount: 19.99, currency: 'USD' },
} satisfies Meta<typeof Price>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};
export const Discounted: Story = { args: { amount: 100, discount: 20 } };
export const Rand: Story = { args: { amount: 349.5, currency: 'ZAR' } };
/** A ZAR shop's price as its en-ZA shoppers read it. */
export const RandInSouthAfrica: Story = {
  args: { amount: 1299, discount: 10, currency: 'ZAR', locale: 'en-ZA' },
};
export const Large: Story = { args: { amount: 1299, discount: 15, size: 'lg' } };
export const WithoutBadge: Story = { args: { amount: 80, discount: 20, showBadge: false } };
