import type { Meta, StoryObj } from '@storybook/react-vite';
import { MailPreview } from './preview.js';
import { sampleProps } from './samples.js';

const meta = {
  title: 'Mails/PriceDrop',
  component: MailPreview<'price-drop'>,
  args: { name: 'price-drop', props: sampleProps['price-drop'] },
} satisfies Meta<typeof MailPreview<'price-drop'>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
