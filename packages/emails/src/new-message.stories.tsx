import type { Meta, StoryObj } from '@storybook/react-vite';
import { MailPreview } from './preview.js';
import { sampleProps } from './samples.js';

const meta = {
  title: 'Mails/NewMessage',
  component: MailPreview<'new-message'>,
  args: { name: 'new-message', props: sampleProps['new-message'] },
} satisfies Meta<typeof MailPreview<'new-message'>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
