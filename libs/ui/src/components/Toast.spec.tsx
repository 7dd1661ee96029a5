import { act, render, screen } from '@testing-library/react';
import { TOAST_DURATION_MS, ToastProvider, useToast } from './Toast';

function Trigger() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show({ tone: 'success', message: 'Invite sent' })}>
      go
    </button>
  );
}

describe('Toast', () => {
  afterEach(() => jest.useRealTimers());

  it('[A9.1] a notification toast closes after 5000 ms', () => {
    jest.useFakeTimers();
    render(
      <ToastProvider closeLabel="Close" regionLabel="Notifications">
        <Trigger />
      </ToastProvider>,
    );
    act(() => screen.getByRole('button', { name: 'go' }).click());
    expect(screen.getByRole('status')).toHaveTextContent('Invite sent');
    expect(TOAST_DURATION_MS).toBe(5000);
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.queryByText('Invite sent')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Invite sent')).not.toBeInTheDocument();
  });

  it('can be closed by hand and sits in a labelled region', () => {
    render(
      <ToastProvider closeLabel="Close" regionLabel="Notifications">
        <Trigger />
      </ToastProvider>,
    );
    act(() => screen.getByRole('button', { name: 'go' }).click());
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(screen.queryByText('Invite sent')).not.toBeInTheDocument();
  });
});
