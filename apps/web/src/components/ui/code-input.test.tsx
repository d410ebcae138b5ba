import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodeInput, ResendCode } from './code-input.tsx';

/** A parent that owns the value, as a form does. */
function Host({
  initial = '',
  error = false,
  disabled = false,
  autoFocus = false,
  length,
  onComplete,
  onValue,
}: {
  initial?: string;
  error?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  length?: number;
  onComplete?: (code: string) => void;
  onValue?: (value: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <CodeInput
        label="Confirmation code"
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue?.(next);
        }}
        error={error}
        disabled={disabled}
        autoFocus={autoFocus}
        {...(length === undefined ? {} : { length })}
        {...(onComplete ? { onComplete } : {})}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];
const shown = () => boxes().map((box) => box.value);
const value = () => screen.getByTestId('value').textContent;

describe('CodeInput', () => {
  it('renders six numeric boxes in a labelled group, the first one offering the one-time code', () => {
    render(<Host />);
    const group = screen.getByRole('group', { name: 'Confirmation code' });
    expect(group).toBeTruthy();
    expect(boxes()).toHaveLength(6);
    boxes().forEach((box, index) => {
      expect(box.getAttribute('inputmode')).toBe('numeric');
      expect(box.getAttribute('aria-label')).toBe(`Digit ${index + 1} of 6`);
      expect(box.getAttribute('aria-invalid')).toBeNull();
    });
    expect(boxes()[0]?.getAttribute('autocomplete')).toBe('one-time-code');
    expect(boxes()[1]?.getAttribute('autocomplete')).toBe('off');
  });

  it('honours another length', () => {
    render(<Host length={4} />);
    expect(boxes()).toHaveLength(4);
  });

  it('moves forward as digits are typed and reports the complete code once', async () => {
    const onComplete = vi.fn();
    render(<Host onComplete={onComplete} />);
    await userEvent.click(boxes()[0]!);
    await userEvent.keyboard('12345');
    expect(value()).toBe('12345');
    expect(document.activeElement).toBe(boxes()[5]);
    expect(onComplete).not.toHaveBeenCalled();
    await userEvent.keyboard('6');
    expect(shown()).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('ignores anything that is not a digit', async () => {
    render(<Host />);
    await userEvent.click(boxes()[0]!);
    await userEvent.keyboard('a- .1b2');
    expect(value()).toBe('12');
    expect(shown()).toEqual(['1', '2', '', '', '', '']);
    expect(document.activeElement).toBe(boxes()[2]);
  });

  it('focuses the first empty box when a later box is tapped, so the code has no gaps', async () => {
    render(<Host initial="12" />);
    await userEvent.click(boxes()[4]!);
    expect(document.activeElement).toBe(boxes()[2]);
    await userEvent.keyboard('3');
    expect(value()).toBe('123');
  });

  it('replaces the digit of a filled box that is typed over', async () => {
    render(<Host initial="123456" />);
    await userEvent.click(boxes()[2]!);
    await userEvent.keyboard('9');
    expect(value()).toBe('129456');
    expect(document.activeElement).toBe(boxes()[3]);
  });

  it('Backspace clears the box, then moves back clearing the one before', async () => {
    render(<Host initial="123456" />);
    await userEvent.click(boxes()[5]!);
    await userEvent.keyboard('{Backspace}');
    expect(value()).toBe('12345');
    expect(document.activeElement).toBe(boxes()[5]);
    await userEvent.keyboard('{Backspace}');
    expect(value()).toBe('1234');
    expect(document.activeElement).toBe(boxes()[4]);
    await userEvent.keyboard('{Backspace}{Backspace}');
    expect(value()).toBe('12');
    expect(document.activeElement).toBe(boxes()[2]);
    await userEvent.keyboard('78');
    expect(value()).toBe('1278');
  });

  it('Backspace in the first empty box does nothing', async () => {
    const onValue = vi.fn();
    render(<Host onValue={onValue} />);
    await userEvent.click(boxes()[0]!);
    await userEvent.keyboard('{Backspace}');
    expect(onValue).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(boxes()[0]);
  });

  it('moves with the arrow keys, but not past the first empty box', async () => {
    render(<Host initial="123" />);
    await userEvent.click(boxes()[2]!);
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(boxes()[1]);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(boxes()[3]);
  });

  it('fills every box from a pasted six-digit code, in any box', async () => {
    const onComplete = vi.fn();
    render(<Host onComplete={onComplete} />);
    await userEvent.click(boxes()[0]!);
    await userEvent.paste('  482913\n');
    expect(shown()).toEqual(['4', '8', '2', '9', '1', '3']);
    expect(onComplete).toHaveBeenCalledWith('482913');
    expect(document.activeElement).toBe(boxes()[5]);
  });

  it.each([['12345'], ['1234567'], ['12 3456'], ['abcdef'], ['12345a'], ['-12345']])(
    'refuses a pasted "%s" and says why',
    async (text) => {
      const onValue = vi.fn();
      render(<Host initial="9" onValue={onValue} />);
      await userEvent.click(boxes()[1]!);
      await userEvent.paste(text);
      expect(onValue).not.toHaveBeenCalled();
      expect(value()).toBe('9');
      expect(screen.getByText('Only a 6-digit code can be pasted here.')).toBeTruthy();
      expect(boxes()[1]?.getAttribute('aria-describedby')).toBeTruthy();
    },
  );

  it('forgets the paste warning once a digit is typed', async () => {
    render(<Host />);
    await userEvent.click(boxes()[0]!);
    await userEvent.paste('abc');
    expect(screen.queryByText('Only a 6-digit code can be pasted here.')).toBeTruthy();
    await userEvent.keyboard('5');
    expect(screen.queryByText('Only a 6-digit code can be pasted here.')).toBeNull();
  });

  it('takes a whole code that arrives as one change (Android autofill)', async () => {
    const onComplete = vi.fn();
    render(<Host onComplete={onComplete} />);
    const first = boxes()[0]!;
    // Autofill sets the value directly and fires input: no paste event, no key presses.
    await act(async () => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(first, '246810');
      first.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(shown()).toEqual(['2', '4', '6', '8', '1', '0']);
    expect(onComplete).toHaveBeenCalledWith('246810');
  });

  it('turns every box red and invalid on error', () => {
    render(<Host initial="111111" error />);
    for (const box of boxes()) {
      expect(box.getAttribute('aria-invalid')).toBe('true');
      expect(box.className).toContain('border-danger-700');
    }
  });

  it('can be disabled', async () => {
    const onValue = vi.fn();
    render(<Host disabled onValue={onValue} />);
    for (const box of boxes()) expect(box.disabled).toBe(true);
    await userEvent.type(boxes()[0]!, '1');
    expect(onValue).not.toHaveBeenCalled();
  });

  it('focuses the first empty box on mount when asked', () => {
    render(<Host initial="12" autoFocus />);
    expect(document.activeElement).toBe(boxes()[2]);
  });

  it('does not take focus unless asked', () => {
    render(<Host />);
    expect(document.activeElement).toBe(document.body);
  });
});

describe('ResendCode', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function setup(onResend: () => Promise<void>, seconds?: number) {
    // Only the countdown's clock is faked: Testing Library's own waits use setTimeout.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const user = userEvent.setup();
    render(<ResendCode onResend={onResend} {...(seconds === undefined ? {} : { seconds })} />);
    return user;
  }

  it('offers "Resend now", then counts down 59 seconds before it can be used again', async () => {
    const onResend = vi.fn(async () => {});
    const user = setup(onResend);
    const button = screen.getByRole('button', { name: 'Resend now' });
    expect(button.getAttribute('aria-disabled')).toBeNull();

    await user.click(button);
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(button.textContent).toBe('Resend in 0:59');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(button); // focus stays on it

    await act(async () => vi.advanceTimersByTime(1000));
    expect(button.textContent).toBe('Resend in 0:58');

    // Clicks while waiting do nothing.
    await user.click(button);
    expect(onResend).toHaveBeenCalledTimes(1);

    await act(async () => vi.advanceTimersByTime(48_000));
    expect(button.textContent).toBe('Resend in 0:10');
    await act(async () => vi.advanceTimersByTime(9_000));
    expect(button.textContent).toBe('Resend in 0:01');
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(button.textContent).toBe('Resend now');
    expect(button.getAttribute('aria-disabled')).toBeNull();

    await user.click(button);
    expect(onResend).toHaveBeenCalledTimes(2);
    expect(button.textContent).toBe('Resend in 0:59');
  });

  it('shows minutes for a longer wait', async () => {
    const user = setup(async () => {}, 90);
    await user.click(screen.getByRole('button', { name: 'Resend now' }));
    expect(screen.getByRole('button').textContent).toBe('Resend in 1:30');
  });

  it('is busy while the code is being sent and comes back at once when sending fails', async () => {
    let fail: (error: Error) => void = () => {};
    const onResend = vi.fn(() => new Promise<void>((_, reject) => (fail = reject)));
    const user = setup(onResend);
    const button = screen.getByRole('button', { name: 'Resend now' });
    await user.click(button);
    expect(button.textContent).toBe('Sending…');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await user.click(button);
    expect(onResend).toHaveBeenCalledTimes(1);

    await act(async () => fail(new Error('Too many codes')));
    expect(button.textContent).toBe('Resend now');
    expect(button.getAttribute('aria-disabled')).toBeNull();
  });

  it('counts from when the first code was sent, and again from a code another button sent (issue 19)', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const sentAt = Date.now() - 20_000;
    const { rerender } = render(<ResendCode onResend={async () => {}} sentAt={sentAt} />);
    const button = screen.getByRole('button');
    expect(button.textContent).toBe('Resend in 0:39');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await act(async () => vi.advanceTimersByTime(39_000));
    expect(button.textContent).toBe('Resend now');
    rerender(<ResendCode onResend={async () => {}} sentAt={Date.now()} />);
    expect(button.textContent).toBe('Resend in 0:59');
  });

  it('offers "Resend now" at once for a code sent more than 59 seconds ago', () => {
    render(<ResendCode onResend={async () => {}} sentAt={Date.now() - 5 * 60_000} />);
    expect(screen.getByRole('button').textContent).toBe('Resend now');
  });

  it('keeps counting from the clock when timers were held back (a phone in the background)', async () => {
    const user = setup(async () => {});
    await user.click(screen.getByRole('button', { name: 'Resend now' }));
    // The clock jumps 30 s while no interval ran.
    vi.setSystemTime(Date.now() + 30_000);
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button').textContent).toBe('Resend in 0:28');
  });
});
