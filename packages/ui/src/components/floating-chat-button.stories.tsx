import { supportChatLink } from '@souk/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FloatingActions } from './floating-actions.js';
import { FloatingChatButton } from './floating-chat-button.js';

const meta = {
  title: 'Layout/FloatingChatButton',
  component: FloatingChatButton,
  parameters: { layout: 'fullscreen' },
  args: { href: supportChatLink('https://souk.example/urban-threads/contact') },
  render: (args) => (
    <div className="h-48">
      <FloatingActions>
        <FloatingChatButton {...args} />
      </FloatingActions>
    </div>
  ),
} satisfies Meta<typeof FloatingChatButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const CustomLabel: Story = { args: { label: 'Ask us on WhatsApp' } };
