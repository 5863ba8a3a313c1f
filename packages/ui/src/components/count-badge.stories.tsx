import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heart } from 'lucide-react';
import { CountBadge } from './count-badge.js';

const meta = {
  title: 'Layout/CountBadge',
  component: CountBadge,
  args: { count: 3 },
  render: (args) => (
    <span className="relative inline-flex size-10 items-center justify-center">
      <Heart aria-hidden="true" className="size-5" />
      <CountBadge {...args} />
    </span>
  ),
} satisfies Meta<typeof CountBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Few: Story = {};
export const Zero: Story = { args: { count: 0 } };
export const Many: Story = { args: { count: 120 } };
