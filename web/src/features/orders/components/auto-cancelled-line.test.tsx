import { adminOrder } from '@test/fixtures';
import { renderWithProviders } from '@test/render';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AutoCancelledLine } from './auto-cancelled-line';

describe('an order list row’s unseen-order line', () => {
  // Seen on the day of the steps: their times without the date.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the escalation steps and that the timeout cancelled the order', () => {
    renderWithProviders(
      <AutoCancelledLine
        order={adminOrder({
          status: 'CANCELLED',
          autoCancelled: true,
          escalations: [
            { step: 'PUSH', at: '2026-11-24T11:03:00Z', ok: true },
            { step: 'EMAIL', at: '2026-11-24T11:05:00Z', ok: false, detail: 'no address' },
          ],
        })}
      />,
    );
    expect(screen.getByText('Reminder pushed 12:03 · email failed 12:05 (no address)')).toBeInTheDocument();
    expect(screen.getByText('Cancelled automatically: not confirmed in time')).toBeInTheDocument();
  });

  it('tells staff when the refund after the automatic cancellation failed', () => {
    renderWithProviders(
      <AutoCancelledLine
        order={adminOrder({ status: 'CANCELLED', autoCancelled: true, autoRefundFailed: true })}
      />,
    );
    expect(
      screen.getByText('The refund failed. Please refund it in the payment provider’s dashboard.'),
    ).toBeInTheDocument();
  });

  it('says nothing for an order seen and handled in time', () => {
    renderWithProviders(<AutoCancelledLine order={adminOrder()} />);
    expect(screen.queryByText(/Cancelled automatically|Reminder pushed/)).not.toBeInTheDocument();
  });
});
