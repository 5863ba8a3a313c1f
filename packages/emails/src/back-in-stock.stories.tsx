import type { Meta, StoryObj } from '@storybook/react-vite';
import { MailPreview } from './preview.js';
import { sampleProps } from './samples.js';

const meta = {
  title: 'Mails/BackInStock',
  component: MailPreview<'back-in-stock'>,
  args: { name: 'back-in-stock', props: sampleProps['back-in-stock'] },
} satisfies Meta<typeof MailPreview<'back-in-stock'>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
