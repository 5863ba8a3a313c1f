import type { Meta, StoryObj } from '@storybook/react-vite';
import { MailPreview } from './preview.js';
import { sampleProps } from './samples.js';

const meta = {
  title: 'Mails/PaymentApproved',
  component: MailPreview<'payment-approved'>,
  args: { name: 'payment-approved', props: sampleProps['payment-approved'] },
} satisfies Meta<typeof MailPreview<'payment-approved'>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
