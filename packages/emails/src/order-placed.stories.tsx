import type { Meta, StoryObj } from '@storybook/react-vite';
import { MailPreview } from './preview.js';
import { sampleProps } from './samples.js';

const meta = {
  title: 'Mails/OrderPlaced',
  component: MailPreview<'order-placed'>,
  args: { name: 'order-placed', props: sampleProps['order-placed'] },
} satisfies Meta<typeof MailPreview<'order-placed'>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const CashOnDelivery: Story = {
  args: {
    props: {
      ...sampleProps['order-placed'],
      payment: {
        kind: 'cashOnDelivery',
        paymentReference: 'COD-SK20260301K7Q2MX-Q3ZK8A',
        instructions: 'Pay the courier in cash.',
      },
    },
  },
};

export const PaidOnline: Story = {
  args: { props: { ...sampleProps['order-placed'], payment: { kind: 'online', methodLabel: 'PayPal' } } },
};
