import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Pagination } from './pagination.js';

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  args: { page: 1, total: 100, perPage: 10, onPageChange: fn() },
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    return (
      <Pagination
        {...args}
        page={page}
        onPageChange={(next) => {
          setPage(next);
          args.onPageChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};
export const Middle: Story = { args: { page: 5 } };
export const LastPage: Story = { args: { page: 10 } };
export const FewPages: Story = { args: { total: 9, perPage: 4 } };
export const Reviews: Story = { args: { total: 23, perPage: 5, maxButtons: 10 } };
/** Renders nothing: the total fits on one page. */
export const NotNeeded: Story = { args: { total: 4, perPage: 4 } };
