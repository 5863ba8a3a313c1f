import type { Meta, StoryObj } from '@storybook/react-vite';
import { DrawnIcon } from './drawn-icon.js';

const meta = { title: 'Product/DrawnIcon', component: DrawnIcon, args: { name: 'heart' } } satisfies Meta<
  typeof DrawnIcon
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Heart: Story = {};
export const Eye: Story = { args: { name: 'eye' } };
export const ShoppingCart: Story = { args: { name: 'shopping-cart' } };
export const LargeInBrandColour: Story = { args: { name: 'heart', className: 'size-8 text-brand-600' } };
