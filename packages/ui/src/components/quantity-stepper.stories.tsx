import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { QuantityStepper } from './quantity-stepper.js';

const meta = {
  title: 'Forms/QuantityStepper',
  component: QuantityStepper,
  args: { value: 1, label: 'Quantity', onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <QuantityStepper
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof QuantityStepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AtMinimum: Story = {};
export const Several: Story = { args: { value: 12 } };
export const LargeNumber: Story = { args: { value: 1250 } };
export const PackCount: Story = { args: { value: 2, label: 'Pack count' } };
export const Disabled: Story = { args: { value: 3, disabled: true } };
