import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RequestStatus, requestStatusOf } from '../../lib/request-status.ts';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';

describe('Button', () => {
  it('is busy and not clickable while loading', async () => {
    const onClick = vi.fn();
    render(
      <Button state={RequestStatus.LOADING} onClick={onClick} loadingLabel="Saving">
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Save/ });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.textContent).toContain('Saving');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it.each([RequestStatus.NORMAL, RequestStatus.SUCCESS, RequestStatus.ERROR])(
    'is clickable in state %s',
    async (state) => {
      const onClick = vi.fn();
      render(
        <Button state={state} onClick={onClick}>
          Save
        </Button>,
      );
      const button = screen.getByRole('button', { name: 'Save' });
      expect(button.dataset.state).toBe(state);
      await userEvent.click(button);
      expect(onClick).toHaveBeenCalledTimes(1);
    },
  );

  it('maps TanStack Query statuses to request statuses', () => {
    expect(requestStatusOf('idle')).toBe('NORMAL');
    expect(requestStatusOf('pending')).toBe('LOADING');
    expect(requestStatusOf('success')).toBe('SUCCESS');
    expect(requestStatusOf('error')).toBe('ERROR');
  });
});

describe('Alert', () => {
  it('announces an error and can be dismissed', async () => {
    function Host() {
      const [shown, setShown] = useState(true);
      return shown ? (
        <Alert tone="error" onDismiss={() => setShown(false)}>
          Please select your state
        </Alert>
      ) : null;
    }
    render(<Host />);
    expect(screen.getByRole('alert').textContent).toContain('Please select your state');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is a polite status for success', () => {
    render(<Alert tone="success" title="Installation cost successfully updated" />);
    expect(screen.getByRole('status').textContent).toBe('Installation cost successfully updated');
  });
});

describe('Modal', () => {
  function Host({ persistent = false }: { persistent?: boolean }) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          More options
        </button>
        <Modal open={open} onClose={() => setOpen(false)} title="More options" persistent={persistent}>
          <a href="/quote-details">Quote Details</a>
        </Modal>
      </>
    );
  }

  it('opens with a labelled title, closes with its button and returns focus', async () => {
    render(<Host />);
    const opener = screen.getByRole('button', { name: 'More options' });
    expect(screen.queryByRole('link', { name: 'Quote Details' })).toBeNull();

    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'More options' });
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(screen.getByRole('link', { name: 'Quote Details' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('link', { name: 'Quote Details' })).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('has no close button when persistent', async () => {
    render(<Host persistent />);
    await userEvent.click(screen.getByRole('button', { name: 'More options' }));
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });
});
