import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from './spinner.js';

const meta = { title: 'Feedback/Spinner', component: Spinner } satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ProductDetails: Story = { args: { label: 'Loading product details...' } };
export const FullPanel: Story = { args: { className: 'min-h-64 rounded-lg border border-gray-200' } };
