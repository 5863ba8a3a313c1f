import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { CategoryCheckboxes } from './category-checkboxes.js';

const categories = [
  { name: 'Green tea' },
  { name: 'Black tea' },
  { name: 'Herbal infusions' },
  { name: 'Teaware' },
];

const meta = {
  title: 'Forms/CategoryCheckboxes',
  component: CategoryCheckboxes,
  args: { categories, selected: ['Black tea'], onToggle: fn() },
  decorators: [
    (Story) => (
      <div className="w-60">
        <Story />
      </div>
    ),
  ],
  render: function Render(args) {
    const [selected, setSelected] = useState(args.selected);
    return (
      <CategoryCheckboxes
        {...args}
        selected={selected}
        onToggle={(name) => {
          setSelected((current) =>
            current.includes(name) ? current.filter((c) => c !== name) : [...current, name],
          );
          args.onToggle(name);
        }}
      />
    );
  },
} satisfies Meta<typeof CategoryCheckboxes>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Some: Story = {};
export const NoneSelected: Story = { args: { selected: [] } };
export const Empty: Story = { args: { categories: [], selected: [] } };
export const LongNames: Story = {
  args: {
    categories: [
      { name: 'Single-estate Darjeeling first flush whole-leaf teas' },
      { name: 'Accessories' },
      { name: 'Gift sets & seasonal limited editions for the holidays' },
    ],
    selected: [],
  },
};
