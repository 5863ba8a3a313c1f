import type { Meta, StoryObj } from '@storybook/react-vite';
import { MailPreview } from './preview.js';
import { sampleProps } from './samples.js';

const meta = {
  title: 'Mails/OrderShipped',
  component: MailPreview<'order-shipped'>,
  args: { name: 'order-shipped', props: sampleProps['order-shipped'] },
} satisfies Meta<typeof MailPreview<'order-shipped'>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
