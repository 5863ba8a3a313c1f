import type { Meta, StoryObj } from '@storybook/react-vite';
import { StockLabel } from './stock-label.js';

const meta = {
  title: 'Product/StockLabel',
  component: StockLabel,
  args: { stock: 12, showStockQuantity: true },
} satisfies Meta<typeof StockLabel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithQuantity: Story = {};
export const InStock: Story = { args: { stock: 0.5 } };
export const OutOfStock: Story = { args: { stock: 0 } };
export const OutOfStockQuantityHidden: Story = { args: { stock: 0, showStockQuantity: false } };
/** Renders nothing: the seller hides quantities and the product is in stock. */
export const Hidden: Story = { args: { showStockQuantity: false } };
