import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../stores/session.js';
import { renderScreen } from '../../../testing/render.js';
import { NO_REVIEWS_TEXT, ReviewsTab } from './reviews-tab.js';

const api = vi.hoisted(() => ({ reviews: { getReviews: vi.fn(), submitReview: vi.fn() } }));
vi.mock('../../../lib/reviews-api.js', () => ({ reviewsApi: api.reviews }));

const review = (index: number) => ({
  _id: `r${index}`,
  name: `Shopper ${index}`,
  review: `Review number ${index}`,
  rating: 4,
  date: '2026-09-08T03:00:00.000Z',
});

beforeEach(() => {
  vi.clearAllMocks();
  session.customer = null;
  api.reviews.getReviews.mockResolvedValue({ reviews: [], totalReview: 0, rating_review: [] });
  api.reviews.submitReview.mockResolvedValue({ message: 'Review submitted successfully' });
});

describe('Reviews tab (spec §2, §5 review submit)', () => {
  it('shows the empty text and no pagination without reviews', async () => {
    renderScreen(<ReviewsTab productId="p1" rating={0} />);
    expect(await screen.findByText(NO_REVIEWS_TEXT)).toBeInTheDocument();
    expect(screen.getByText('No reviews yet. Be the first to review this product!')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('toasts the first problem in the spec order, then posts the review and reloads', async () => {
    const user = userEvent.setup();
    const onSubmitted = vi.fn();
    renderScreen(<ReviewsTab productId="p1" rating={4} onSubmitted={onSubmitted} />);
    await screen.findByText(NO_REVIEWS_TEXT);
    const submit = screen.getByRole('button', { name: 'Submit Review' });

    await user.type(screen.getByRole('textbox', { name: /Your review/ }), 'Great hub');
    await user.type(screen.getByRole('textbox', { name: /Your name/ }), 'Ann');
    await user.click(submit);
    expect(await screen.findByText('Please select a rating')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.clear(screen.getByRole('textbox', { name: /Your review/ }));
    await user.type(screen.getByRole('textbox', { name: /Your review/ }), '   ');
    await user.click(submit);
    expect(await screen.findByText('Please write a review')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Your review/ }), 'Great hub');
    await user.clear(screen.getByRole('textbox', { name: /Your name/ }));
    await user.click(submit);
    expect(await screen.findByText('Please enter your name')).toBeInTheDocument();
    expect(api.reviews.submitReview).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: /Your name/ }), 'Ann');
    const loadsBefore = api.reviews.getReviews.mock.calls.length;
    await user.click(submit);
    await waitFor(() =>
      expect(api.reviews.submitReview).toHaveBeenCalledWith({
        rating: 5,
        review: 'Great hub',
        name: 'Ann',
        productId: 'p1',
      }),
    );
    expect(await screen.findByText('Review submitted successfully')).toBeInTheDocument();
    expect(onSubmitted).toHaveBeenCalled();
    await waitFor(() => expect(api.reviews.getReviews.mock.calls.length).toBeGreaterThan(loadsBefore));
    expect(screen.getByRole('textbox', { name: /Your review/ })).toHaveValue('');
  });

  it('uses the account name for a signed-in customer: no name field', async () => {
    const user = userEvent.setup();
    session.customer = { id: 'c1', name: 'Ravi' };
    renderScreen(<ReviewsTab productId="p1" rating={4} />);
    await screen.findByText(NO_REVIEWS_TEXT);
    expect(screen.queryByRole('textbox', { name: /Your name/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '3 stars' }));
    await user.type(screen.getByRole('textbox', { name: /Your review/ }), 'Fine');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    await waitFor(() =>
      expect(api.reviews.submitReview).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'Ravi', rating: 3 }),
      ),
    );
  });

  it('shows the distribution 5 → 1 and pages 5 reviews at a time when there are more', async () => {
    const user = userEvent.setup();
    api.reviews.getReviews.mockImplementation(async (_id: string, page: number) => ({
      reviews: Array.from({ length: page === 1 ? 5 : 2 }, (_, index) => review((page - 1) * 5 + index + 1)),
      totalReview: 7,
      rating_review: [5, 4, 3, 2, 1].map((rating) => ({ rating, sum: rating === 4 ? 7 : 0 })),
    }));
    renderScreen(<ReviewsTab productId="p1" rating={4} />);
    expect(await screen.findByText('Review number 1')).toBeInTheDocument();
    const bars = within(screen.getByRole('list', { name: 'Rating distribution' })).getAllByRole('listitem');
    expect(bars.map((bar) => bar.textContent?.slice(0, 6))).toEqual([
      '5 star',
      '4 star',
      '3 star',
      '2 star',
      '1 star',
    ]);
    expect(screen.getByText('7 reviews with 4 stars')).toBeInTheDocument();

    await user.click(
      within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: /2/ }),
    );
    expect(await screen.findByText('Review number 6')).toBeInTheDocument();
    expect(api.reviews.getReviews).toHaveBeenLastCalledWith('p1', 2);
  });
});
