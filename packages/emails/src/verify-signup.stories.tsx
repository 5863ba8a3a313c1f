import type { Meta, StoryObj } from '@storybook/react-vite';
import { MailPreview } from './preview.js';
import { sampleProps } from './samples.js';

const meta = {
  title: 'Mails/VerifySignup',
  component: MailPreview<'verify-signup'>,
  args: { name: 'verify-signup', props: sampleProps['verify-signup'] },
} satisfies Meta<typeof MailPreview<'verify-signup'>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
