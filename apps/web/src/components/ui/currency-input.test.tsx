import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { amountFromInput, amountToInput, CurrencyInput, formatAmountInput } from './currency-input.tsx';

describe('formatAmountInput', () => {
  it.each([
    ['', ''],
    ['5', '5'],
    ['1234', '1,234'],
    ['1234567', '1,234,567'],
    ['1,234,5678', '12,345,678'],
    ['₦ 20000', '20,000'],
    ['12.', '12.'],
    ['1234.5', '1,234.5'],
    ['1234.567', '1,234.56'],
    ['1.2.3', '1.23'],
    ['0005', '5'],
    ['.5', '0.5'],
    ['abc', ''],
    ['-200', '200'],
  ])('%j -> %j', (typed, shown) => {
    expect(formatAmountInput(typed)).toBe(shown);
  });
});

describe('amounts in and out of the box', () => {
  it('reads the number back, and empty as null', () => {
    expect(amountFromInput('1,250,000.50')).toBe(1250000.5);
    expect(amountFromInput('150,000')).toBe(150000);
    expect(amountFromInput('')).toBeNull();
  });
  it('shows a saved amount', () => {
    expect(amountToInput(1250000)).toBe('1,250,000');
    expect(amountToInput(99.5)).toBe('99.50');
    expect(amountToInput(null)).toBe('');
  });
});

function Harness() {
  const [value, setValue] = useState('');
  return (
    <>
      <CurrencyInput label="Installation cost" value={value} onValueChange={setValue} />
      <output data-testid="number">{String(amountFromInput(value))}</output>
    </>
  );
}

describe('CurrencyInput', () => {
  it('adds thousands separators while typing, drops letters, and converts to a number', async () => {
    render(<Harness />);
    const box = screen.getByLabelText('Installation cost') as HTMLInputElement;
    expect(box.getAttribute('inputmode')).toBe('decimal');
    await userEvent.type(box, '1250000x.5');
    expect(box.value).toBe('1,250,000.5');
    expect(screen.getByTestId('number').textContent).toBe('1250000.5');
    await userEvent.clear(box);
    expect(screen.getByTestId('number').textContent).toBe('null');
  });

  it('keeps the caret after the same digit when a separator appears in front of it', async () => {
    render(<Harness />);
    const box = screen.getByLabelText('Installation cost') as HTMLInputElement;
    await userEvent.type(box, '12345');
    expect(box.value).toBe('12,345');
    // Put the caret after "12" and type a 0: 120,345 with the caret after the 0.
    box.setSelectionRange(2, 2);
    await userEvent.type(box, '0', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    expect(box.value).toBe('120,345');
    expect(box.selectionStart).toBe(3);
  });
});
