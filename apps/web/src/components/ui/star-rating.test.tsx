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

  it('reads as one image of five 15-pixel stars, and says when nobody has rated yet', () => {
    const { rerender } = render(<StarRating rating={3.5} />);
    expect(screen.getByRole('img', { name: 'Rated 3.5 out of 5' })).toBeTruthy();
    const stars = screen.getByRole('img', { name: 'Rated 3.5 out of 5' }).querySelectorAll('svg');
    expect(stars).toHaveLength(5);
    for (const star of stars) expect([star.getAttribute('width'), star.getAttribute('height')]).toEqual(['15', '15']);
    rerender(<StarRating rating={null} />);
    expect(screen.getByText('Not rated yet')).toBeTruthy();
  });
});
