import { supportChatLink } from '@souk/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FloatingActions } from './floating-actions.js';
import { FloatingCartButton } from './floating-cart-button.js';
import { FloatingChatButton } from './floating-chat-button.js';

const meta = {
  title: 'Layout/FloatingActions',
  component: FloatingActions,
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <div className="min-h-[120vh] p-4 text-sm text-muted">
      <p>Below lg (narrow the canvas): a dock along the bottom edge. From lg: the bottom-right corner.</p>
      <FloatingActions {...args}>
        <FloatingCartButton href="/urban-threads/card" count={3} />
        <FloatingChatButton href={supportChatLink('https://souk.example/urban-threads')} />
      </FloatingActions>
    </div>
  ),
} satisfies Meta<typeof FloatingActions>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CartAndChat: Story = {};
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };
