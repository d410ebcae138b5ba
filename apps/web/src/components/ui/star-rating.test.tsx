import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { halfStars, StarRating } from './star-rating.tsx';

describe('StarRating', () => {
  it.each([
    [4.4, 4.5],
    [4.2, 4],
    [3.75, 4],
    [0.2, 0],
    [7, 5],
    [-1, 0],
  ])('rounds %d to %d half stars', (rating, shown) => {
    expect(halfStars(rating)).toBe(shown);
  });

  it('reads as one image, and says when nobody has rated yet', () => {
    const { rerender } = render(<StarRating rating={3.5} />);
    expect(screen.getByRole('img', { name: 'Rated 3.5 out of 5' })).toBeTruthy();
    rerender(<StarRating rating={null} />);
    expect(screen.getByText('Not rated yet')).toBeTruthy();
  });
});
