import type { Meta, StoryObj } from '@storybook/react-vite';
import { MailPreview } from './preview.js';
import { sampleProps } from './samples.js';

const meta = {
  title: 'Mails/NewsletterConfirm',
  component: MailPreview<'newsletter-confirm'>,
  args: { name: 'newsletter-confirm', props: sampleProps['newsletter-confirm'] },
} satisfies Meta<typeof MailPreview<'newsletter-confirm'>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
