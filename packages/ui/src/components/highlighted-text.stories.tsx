import type { Meta, StoryObj } from '@storybook/react-vite';
import { LONG_NAME } from '../../.storybook/fixtures.js';
import { HighlightedText } from './highlighted-text.js';

const meta = {
  title: 'Product/HighlightedText',
  component: HighlightedText,
  args: { text: 'Aura ANC Wireless Noise-Cancelling Headphones', ranges: [[35, 45]] },
  decorators: [
    (Story) => (
      <p className="max-w-xs text-sm font-medium text-ink">
        <Story />
      </p>
    ),
  ],
} satisfies Meta<typeof HighlightedText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OneWord: Story = {};
export const SeveralWords: Story = {
  args: {
    ranges: [
      [5, 8],
      [35, 45],
    ],
  },
};
export const NoHighlights: Story = { args: { ranges: undefined } };
export const LongName: Story = {
  args: {
    text: LONG_NAME,
    ranges: [
      [22, 28],
      [35, 41],
    ],
  },
};
