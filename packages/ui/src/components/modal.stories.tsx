import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { LONG_NAME, sampleProduct } from '../../.storybook/fixtures.js';
import { ImageGallery } from './image-gallery.js';
import { Modal } from './modal.js';
import { Price } from './price.js';
import { Spinner } from './spinner.js';

const product = sampleProduct({ discount: 20 });

const meta = {
  title: 'Feedback/Modal',
  component: Modal,
  args: {
    open: false,
    title: 'Cancel Order',
    description: 'Are you sure you want to cancel this order?',
    onOpenChange: fn(),
  },
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <>
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white"
        >
          Open
        </button>
        <Modal
          {...args}
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            args.onOpenChange(next);
          }}
        />
      </>
    );
  },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {
  args: {
    open: true,
    size: 'sm',
    children: (
      <div className="flex justify-end gap-2">
        <button type="button" className="rounded-lg border border-gray-200 px-4 py-2 text-sm">
          Keep Order
        </button>
        <button type="button" className="rounded-lg bg-sale px-4 py-2 text-sm text-white">
          Cancel Order
        </button>
      </div>
    ),
  },
};
export const QuickView: Story = {
  args: {
    open: true,
    size: 'lg',
    title: product.name,
    description: undefined,
    children: (
      <div className="grid gap-6 md:grid-cols-2">
        <ImageGallery images={product.images} alt={product.name} />
        <div className="flex flex-col gap-3">
          <Price amount={product.price} discount={product.discount} currency={product.currency} size="lg" />
          <p className="text-sm text-muted">{product.description}</p>
        </div>
      </div>
    ),
  },
};
export const Loading: Story = {
  args: { open: true, title: 'Product', description: undefined, children: <Spinner /> },
};
export const LongText: Story = {
  args: {
    open: true,
    title: LONG_NAME,
    description: undefined,
    children: <p className="text-sm text-muted">{product.description.repeat(12)}</p>,
  },
};
