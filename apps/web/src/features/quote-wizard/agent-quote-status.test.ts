import { describe, expect, it } from 'vitest';
import { statusInWords } from './agent-quote-page.tsx';

describe("the agent's quote page status", () => {
  it('says installed once the work is done, as the quotes list does, and the request status before that', () => {
    expect(statusInWords(0)).toBe('New: waiting for our team to price it');
    expect(statusInWords(4, 1)).toBe('Engineer has been assigned to customer');
    expect(statusInWords(4, 3)).toBe('Installed: waiting for the customer to confirm it');
    expect(statusInWords(4, 4)).toBe('Installed');
  });
});
