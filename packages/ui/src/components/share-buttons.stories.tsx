import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShareButtons } from './share-buttons.js';

const meta = {
  title: 'Product/ShareButtons',
  component: ShareButtons,
  args: {
    url: 'https://souk.example/urban-threads/product/details/classic-linen-button-down-shirt',
    title: 'Classic Linen Button-Down Shirt',
    onCopy: () => {},
  },
} satisfies Meta<typeof ShareButtons>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NoTitle: Story = { args: { title: '' } };
