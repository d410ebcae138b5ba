import { render, screen } from '@testing-library/react';
import { formatNaira } from '@imole/domain/format';
import { describe, expect, it } from 'vitest';
import { CommissionCard } from './commission-card.tsx';

describe('the commission card', () => {
  it('shows what is still to be paid', () => {
    render(<CommissionCard unpaid={1_500} earned={4_000} paid={2_500} />);
    expect(screen.getByTestId('commission-unpaid').textContent).toBe(formatNaira(1_500));
    expect(screen.queryByTestId('commission-behind')).toBeNull();
  });

  it('says a refund took back commission already paid as what the next commission makes up, never a negative amount', () => {
    render(<CommissionCard unpaid={-250} earned={2_250} paid={2_500} />);
    expect(screen.getByTestId('commission-unpaid').textContent).toBe(formatNaira(0));
    expect(screen.getByTestId('commission-behind').textContent).toBe(
      `A customer’s refund took back ${formatNaira(250)} of commission already paid to you: your next commission makes it up first.`,
    );
  });
});
