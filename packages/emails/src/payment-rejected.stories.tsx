import type { Meta, StoryObj } from '@storybook/react-vite';
import { MailPreview } from './preview.js';
import { sampleProps } from './samples.js';

const meta = {
  title: 'Mails/PaymentRejected',
  component: MailPreview<'payment-rejected'>,
  args: { name: 'payment-rejected', props: sampleProps['payment-rejected'] },
} satisfies Meta<typeof MailPreview<'payment-rejected'>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
