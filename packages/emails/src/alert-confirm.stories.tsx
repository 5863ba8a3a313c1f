import type { Meta, StoryObj } from '@storybook/react-vite';
import { MailPreview } from './preview.js';
import { sampleProps } from './samples.js';

const meta = {
  title: 'Mails/AlertConfirm',
  component: MailPreview<'alert-confirm'>,
  args: { name: 'alert-confirm', props: sampleProps['alert-confirm'] },
} satisfies Meta<typeof MailPreview<'alert-confirm'>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
