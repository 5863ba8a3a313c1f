import type { Meta, StoryObj } from '@storybook/react-vite';
import { MailPreview } from './preview.js';
import { sampleProps } from './samples.js';

const meta = {
  title: 'Mails/SignupAccountExists',
  component: MailPreview<'signup-account-exists'>,
  args: { name: 'signup-account-exists', props: sampleProps['signup-account-exists'] },
} satisfies Meta<typeof MailPreview<'signup-account-exists'>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
