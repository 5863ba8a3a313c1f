import type { Meta, StoryObj } from '@storybook/react-vite';
import { MailPreview } from './preview.js';
import { sampleProps } from './samples.js';

const meta = {
  title: 'Mails/PaymentAwaitingApproval',
  component: MailPreview<'payment-awaiting-approval'>,
  args: { name: 'payment-awaiting-approval', props: sampleProps['payment-awaiting-approval'] },
} satisfies Meta<typeof MailPreview<'payment-awaiting-approval'>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
