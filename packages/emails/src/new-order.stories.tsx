import type { Meta, StoryObj } from '@storybook/react-vite';
import { MailPreview } from './preview.js';
import { sampleProps } from './samples.js';

const meta = {
  title: 'Mails/NewOrder',
  component: MailPreview<'new-order'>,
  args: { name: 'new-order', props: sampleProps['new-order'] },
} satisfies Meta<typeof MailPreview<'new-order'>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithoutLogo: Story = {
  args: {
    props: { ...sampleProps['new-order'], shop: { ...sampleProps['new-order'].shop, logoUrl: undefined } },
  },
};
