import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reviewFixture } from '../../../testing/fixtures.js';
import { renderScreen } from '../../../testing/render.js';
import { reviewsQueryFromSearch } from '../api/get-reviews.js';
import type { ReviewsQuery } from '../api/reviews-api.js';
import { ReviewsList } from './reviews-list.js';

const api = vi.hoisted(() => ({ list: vi.fn(), setHidden: vi.fn() }));
vi.mock('../api/reviews-api.js', () => ({ reviewsApi: api }));

const shown = reviewFixture();
const hidden = reviewFixture({ id: 'r2', name: 'Karim', rating: 1, review: 'Spam link', hidden: true });

beforeEach(() => vi.clearAllMocks());

function renderReviews(query: ReviewsQuery = { page: 1, rating: null, visibility: 'all' }) {
  const onQueryChange = vi.fn();
  renderScreen(
    <ReviewsList
      query={query}
      onQueryChange={onQueryChange}
      productHref={(slug) => `/urban-threads/product/details/${slug}`}
    />,
    { path: '/seller/reviews', pattern: '/seller/reviews' },
  );
  return { onQueryChange, user: userEvent.setup() };
}

describe('ReviewsList', () => {
  it('lists reviews with rating, author, product and whether they are hidden', async () => {
    api.list.mockResolvedValue({ success: true, reviews: [shown, hidden], total: 2, page: 1, perPage: 20 });
    renderReviews();
    const items = within(await screen.findByRole('list', { name: 'Reviews' })).getAllByRole('listitem');
    expect(
      within(items[0] as HTMLElement).getByRole('img', { name: 'Rated 4 out of 5' }),
    ).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'Linen Shirt' })).toHaveAttribute(
      'href',
      '/urban-threads/product/details/linen-shirt',
    );
    expect(within(items[1] as HTMLElement).getByText('Hidden from the shop')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide review by Salma on Linen Shirt' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show review by Karim on Linen Shirt' })).toBeInTheDocument();
  });

  it('filters by rating and visibility from page 1', async () => {
    api.list.mockResolvedValue({ success: true, reviews: [shown], total: 1, page: 1, perPage: 20 });
    const { user, onQueryChange } = renderReviews({ page: 2, rating: null, visibility: 'all' });
    await screen.findByRole('list', { name: 'Reviews' });
    expect(api.list).toHaveBeenCalledWith({ page: 2, rating: null, visibility: 'all' });
    await user.selectOptions(screen.getByLabelText('Rating'), '1');
    expect(onQueryChange).toHaveBeenLastCalledWith({ page: 1, rating: 1, visibility: 'all' });
    await user.selectOptions(screen.getByLabelText('Visibility'), 'hidden');
    expect(onQueryChange).toHaveBeenLastCalledWith({ page: 1, rating: null, visibility: 'hidden' });
  });

  it('hides a review and shows the server’s copy', async () => {
    api.list.mockResolvedValueOnce({ success: true, reviews: [shown], total: 1, page: 1, perPage: 20 });
    api.list.mockResolvedValue({
      success: true,
      reviews: [{ ...shown, hidden: true }],
      total: 1,
      page: 1,
      perPage: 20,
    });
    api.setHidden.mockResolvedValue({
      success: true,
      message: 'Review hidden',
      review: { ...shown, hidden: true },
    });
    const { user } = renderReviews();
    await user.click(await screen.findByRole('button', { name: 'Hide review by Salma on Linen Shirt' }));
    expect(api.setHidden).toHaveBeenCalledWith('r1', true);
    expect(await screen.findByText('Review hidden')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Show review by Salma on Linen Shirt' }),
    ).toBeInTheDocument();
  });
});

describe('reviewsQueryFromSearch', () => {
  it('keeps ratings 1 to 5 and the three visibilities', () => {
    expect(reviewsQueryFromSearch(new URLSearchParams('rating=5&visibility=hidden&page=3'))).toEqual({
      page: 3,
      rating: 5,
      visibility: 'hidden',
    });
    expect(reviewsQueryFromSearch(new URLSearchParams('rating=6&visibility=x&page=-1'))).toEqual({
      page: 1,
      rating: null,
      visibility: 'all',
    });
  });
});
