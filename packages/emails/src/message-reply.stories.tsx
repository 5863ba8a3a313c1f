import type { Meta, StoryObj } from '@storybook/react-vite';
import { MailPreview } from './preview.js';
import { sampleProps } from './samples.js';

const meta = {
  title: 'Mails/MessageReply',
  component: MailPreview<'message-reply'>,
  args: { name: 'message-reply', props: sampleProps['message-reply'] },
} satisfies Meta<typeof MailPreview<'message-reply'>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
