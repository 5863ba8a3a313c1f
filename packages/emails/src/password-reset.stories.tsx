import type { Meta, StoryObj } from '@storybook/react-vite';
import { MailPreview } from './preview.js';
import { sampleProps } from './samples.js';

const meta = {
  title: 'Mails/PasswordReset',
  component: MailPreview<'password-reset'>,
  args: { name: 'password-reset', props: sampleProps['password-reset'] },
} satisfies Meta<typeof MailPreview<'password-reset'>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
