import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { PriceRangeSlider } from './price-range-slider.js';

const meta = {
  title: 'Forms/PriceRangeSlider',
  component: PriceRangeSlider,
  args: { range: { low: 0, high: 100 }, value: [0, 100], onValueChange: fn() },
  decorators: [
    (Story) => (
      <div className="w-72">
        <Story />
      </div>
    ),
  ],
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <PriceRangeSlider
        {...args}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          args.onValueChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof PriceRangeSlider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultRange: Story = {};
export const Narrowed: Story = { args: { range: { low: 5, high: 480 }, value: [40, 220] } };
export const Rand: Story = {
  args: { range: { low: 50, high: 2500 }, value: [50, 2500], currency: 'ZAR' },
};
/** One price on offer: the max becomes high + 1 so the thumbs can still move. */
export const SinglePrice: Story = { args: { range: { low: 20, high: 20 }, value: [20, 20] } };
