import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RatingStars } from './rating-stars.js';

/** The five stars as drawn: `data-stars` names them, `--stars` is how many of five are amber. */
const drawn = () => document.querySelector<HTMLElement>('[data-stars]');
const stars = (kind: string) =>
  drawn()
    ?.dataset.stars?.split(' ')
    .filter((star) => star === kind).length;
const amber = () => drawn()?.style.getPropertyValue('--stars');

describe('RatingStars', () => {
  it('announces the rating out of 5 and shows the number', () => {
    render(<RatingStars rating={4.5} />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('4.5')).toBeInTheDocument();
  });

  it('fills floor(rating) stars and draws a half star at .5', () => {
    render(<RatingStars rating={3.5} />);
    expect([stars('full'), stars('half'), stars('empty')]).toEqual([3, 1, 1]);
    expect(amber()).toBe('3.5');
    // one element draws the five (issue 21)
    expect(drawn()?.children).toHaveLength(0);
  });

  it('shows whole stars only without halves', () => {
    render(<RatingStars rating={3.5} halves={false} />);
    expect([stars('full'), stars('half'), stars('empty')]).toEqual([3, 0, 2]);
    expect(amber()).toBe('3');
  });

  it('shows the review count', () => {
    render(<RatingStars rating={4} count={12} />);
    expect(screen.getByText(/12/)).toHaveTextContent('(12 reviews)');
  });

  it('reads a missing rating as 0', () => {
    render(<RatingStars rating={Number.NaN} />);
    expect(screen.getByRole('img', { name: 'Rated 0 out of 5' })).toBeInTheDocument();
    expect(amber()).toBe('0');
  });
});
