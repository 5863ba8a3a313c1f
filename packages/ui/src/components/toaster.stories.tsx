import type { Meta, StoryObj } from '@storybook/react-vite';
import { Toaster, toast } from './toaster.js';

const meta = { title: 'Feedback/Toaster', component: Toaster } satisfies Meta<typeof Toaster>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SuccessAndError: Story = {
  render: () => (
    <div className="flex gap-2">
      <button
        type="button"
        className="rounded border px-3 py-1"
        onClick={() => toast.success('Product added to cart!')}
      >
        Success
      </button>
      <button
        type="button"
        className="rounded border px-3 py-1"
        onClick={() => toast.error('Failed to add product to cart')}
      >
        Error
      </button>
      <Toaster />
    </div>
  ),
};
