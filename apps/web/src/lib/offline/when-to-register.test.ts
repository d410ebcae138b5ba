import { describe, expect, it, vi } from 'vitest';
import { registerWhenLoaded } from './when-to-register.ts';

function fakePage(readyState: DocumentReadyState) {
  const listeners = new Map<string, () => void>();
  return {
    document: { readyState },
    addEventListener: vi.fn((type: string, listener: () => void) => listeners.set(type, listener)),
    fire: (type: string) => listeners.get(type)?.(),
  };
}

describe('registering the service worker (issue 19: offline right after the first load)', () => {
  it('registers at once on a page that has loaded: no wait in which a lost connection loses the app', () => {
    const register = vi.fn();
    registerWhenLoaded(register, fakePage('complete') as never);
    expect(register).toHaveBeenCalledOnce();
  });

  it('registers at the load event, not later', () => {
    const register = vi.fn();
    const page = fakePage('interactive');
    registerWhenLoaded(register, page as never);
    expect(register).not.toHaveBeenCalled();
    page.fire('load');
    expect(register).toHaveBeenCalledOnce();
  });
});
