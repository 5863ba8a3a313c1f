import type { Meta, StoryObj } from '@storybook/react-vite';
import { FloatingActions } from './floating-actions.js';
import { FloatingCartButton } from './floating-cart-button.js';

const meta = {
  title: 'Layout/FloatingCartButton',
  component: FloatingCartButton,
  parameters: { layout: 'fullscreen' },
  args: { href: '/urban-threads/card', count: 3 },
  render: (args) => (
    <div className="h-64">
      <p className="p-4 text-sm text-muted">Hover or focus the button (bottom right) to see its tooltip.</p>
      <FloatingActions>
        <FloatingCartButton {...args} />
      </FloatingActions>
    </div>
  ),
} satisfies Meta<typeof FloatingCartButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Items: Story = {};
export const OneItem: Story = { args: { count: 1 } };
export const Empty: Story = { args: { count: 0 } };
export const Overflowing: Story = { args: { count: 250 } };
