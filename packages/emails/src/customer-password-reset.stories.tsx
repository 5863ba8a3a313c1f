import type { Meta, StoryObj } from '@storybook/react-vite';
import { MailPreview } from './preview.js';
import { sampleProps } from './samples.js';

const meta = {
  title: 'Mails/CustomerPasswordReset',
  component: MailPreview<'customer-password-reset'>,
  args: { name: 'customer-password-reset', props: sampleProps['customer-password-reset'] },
} satisfies Meta<typeof MailPreview<'customer-password-reset'>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
