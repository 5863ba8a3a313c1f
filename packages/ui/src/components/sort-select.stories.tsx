import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { SortSelect } from './sort-select.js';

const listingOptions = [
  { value: '', label: 'Sort By' },
  { value: 'low-to-high', label: 'Low to High Price' },
  { value: 'high-to-low', label: 'High to Low Price' },
];

const meta = {
  title: 'Forms/SortSelect',
  component: SortSelect,
  args: { value: 'high-to-low', options: listingOptions, onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <SortSelect
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof SortSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Listing: Story = {};
export const SearchDefault: Story = { args: { value: '' } };
export const GlobalSearch: Story = {
  args: {
    label: 'Sort',
    options: [
      { value: 'high-to-low', label: 'High to Low Price' },
      { value: 'low-to-high', label: 'Low to High Price' },
    ],
  },
};
