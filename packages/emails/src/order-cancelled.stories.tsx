import type { Meta, StoryObj } from '@storybook/react-vite';
import { MailPreview } from './preview.js';
import { sampleProps } from './samples.js';

const meta = {
  title: 'Mails/OrderCancelled',
  component: MailPreview<'order-cancelled'>,
  args: { name: 'order-cancelled', props: sampleProps['order-cancelled'] },
} satisfies Meta<typeof MailPreview<'order-cancelled'>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ByTheShopper: Story = {
  args: { props: { ...sampleProps['order-cancelled'], by: 'shopper', reason: undefined } },
};
