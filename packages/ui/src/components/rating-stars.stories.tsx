import type { Meta, StoryObj } from '@storybook/react-vite';
import { RatingStars } from './rating-stars.js';

const meta = { title: 'Product/RatingStars', component: RatingStars, args: { rating: 4.5 } } satisfies Meta<
  typeof RatingStars
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HalfStar: Story = {};
export const WithCount: Story = { args: { rating: 4, count: 128 } };
export const WholeStarsOnly: Story = { args: { rating: 3.5, halves: false } };
export const Unrated: Story = { args: { rating: 0, count: 0 } };
export const Perfect: Story = { args: { rating: 5, count: 1 } };
