import type { Meta, StoryObj } from '@storybook/react-vite';
import { MailPreview } from './preview.js';
import { sampleProps } from './samples.js';

const meta = {
  title: 'Mails/NewsletterWelcome',
  component: MailPreview<'newsletter-welcome'>,
  args: { name: 'newsletter-welcome', props: sampleProps['newsletter-welcome'] },
} satisfies Meta<typeof MailPreview<'newsletter-welcome'>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
