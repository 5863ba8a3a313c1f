import type { Meta, StoryObj } from '@storybook/react-vite';
import { LanguagePicker } from './language-picker.js';

const meta = {
  title: 'Layout/LanguagePicker',
  component: LanguagePicker,
  args: { language: 'en', returnTo: '/urban-threads' },
  decorators: [
    (Story) => (
      <div className="bg-ink p-6 text-white">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LanguagePicker>;
export default meta;

type Story = StoryObj<typeof meta>;

export const English: Story = {};
export const Arabic: Story = { args: { language: 'ar' } };
