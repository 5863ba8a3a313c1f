import type { Meta, StoryObj } from '@storybook/react-vite';
import { MailPreview } from './preview.js';
import { sampleProps } from './samples.js';

const meta = {
  title: 'Mails/NewReview',
  component: MailPreview<'new-review'>,
  args: { name: 'new-review', props: sampleProps['new-review'] },
} satisfies Meta<typeof MailPreview<'new-review'>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
