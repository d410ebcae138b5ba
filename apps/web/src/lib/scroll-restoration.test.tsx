import { act, render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrollRestoration } from './scroll-restoration.ts';

function Frame() {
  useScrollRestoration();
  return null;
}

let scrollTo: ReturnType<typeof vi.fn>;
/** The page is scrolled to `y` by the person. */
function scrolledBy(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

beforeEach(() => {
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
});
afterEach(() => {
  vi.unstubAllGlobals();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('scroll restoration', () => {
  it('opens a new page at the top and goes back to where the previous page was scrolled', async () => {
    const router = createMemoryRouter([{ path: '*', element: <Frame /> }], { initialEntries: ['/dashboard'] });
    const navigate = (to: string | number) => (typeof to === 'number' ? router.navigate(to) : router.navigate(to));
    render(<RouterProvider router={router} />);
    scrolledBy(640);
    await act(async () => navigate('/payment-history'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrolledBy(120);
    await act(async () => navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
    await act(async () => navigate(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 120);
  });
});
