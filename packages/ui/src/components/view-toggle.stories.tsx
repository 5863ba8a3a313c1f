import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { ViewToggle } from './view-toggle.js';

const meta = {
  title: 'Navigation/ViewToggle',
  component: ViewToggle,
  args: { view: 'grid', onViewChange: fn() },
  render: function Render(args) {
    const [view, setView] = useState(args.view);
    return (
      <ViewToggle
        {...args}
        view={view}
        onViewChange={(next) => {
          setView(next);
          args.onViewChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof ViewToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const GridSelected: Story = {};
export const ListSelected: Story = { args: { view: 'list' } };
