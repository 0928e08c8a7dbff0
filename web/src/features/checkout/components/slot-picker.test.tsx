import type { TOrderType } from '@app/shared/enums';
import type { TOrderSlots } from '@app/shared/order-slots';
import { fakeApi, type TFakeRequest } from '@test/fake-api';
import { renderWithProviders } from '@test/render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { TTimingChoice } from '@/features/checkout/checkout-rules';
import { TimingFields } from './timing-fields';

const DATES = ['2030-12-24', '2030-12-27'];
const TIMES: Record<string, string[]> = {
  '2030-12-24': ['17:45', '17:50', '18:00'],
  '2030-12-27': ['11:00', '11:05'],
};

/** The server's answer for the fixture: the asked date, or the first. */
function slots(request: TFakeRequest): { body: TOrderSlots } {
  const date = request.query.get('date') ?? DATES[0] ?? null;
  return {
    body: { date, dates: DATES, times: (date && TIMES[date]) || [], earliest: '2030-12-24T17:45' },
  };
}

function Harness({
  initial,
  orderType = 'TAKEAWAY',
  error,
  seen,
}: {
  initial: TTimingChoice;
  orderType?: TOrderType;
  error?: string;
  seen?: (timing: TTimingChoice) => void;
}) {
  const [timing, setTiming] = useState(initial);
  return (
    <TimingFields
      orderType={orderType}
      asapMinutes={45}
      timing={timing}
      error={error}
      onChange={(next) => {
        seen?.(next);
        setTiming(next);
      }}
      disabled={false}
    />
  );
}

function serve(route = slots) {
  const api = fakeApi({
    'GET /api/public/order-slots': route,
    'GET /api/public/service-status': {
      body: { pausedUntil: null, pausedOrderTypes: [], extraMinutes: 0, extraUntil: null },
    },
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

const dateSelect = () => screen.getByRole('combobox', { name: /^Date/ });
const timeSelect = () => screen.getByRole('combobox', { name: /^Pickup time/ });

describe('the checkout time picker', () => {
  it('offers the possible dates and times, starting at the earliest, and asks again for another date', async () => {
    const api = serve();
    const seen = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={{ asap: true }} seen={seen} />);
    await user.click(screen.getByRole('radio', { name: 'Schedule for later' }));

    await waitFor(() => expect(timeSelect()).toHaveValue('17:45'));
    expect(dateSelect()).toHaveValue('2030-12-24');
    expect([...dateSelect().querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Tue 24.12.',
      'Fri 27.12.',
    ]);
    expect([...timeSelect().querySelectorAll('option')].map((o) => o.value)).toEqual([
      '17:45',
      '17:50',
      '18:00',
    ]);
    expect(seen).toHaveBeenLastCalledWith({ asap: false, input: '2030-12-24T17:45' });
    expect(api.last('GET', '/api/public/order-slots')?.query.get('orderType')).toBe('TAKEAWAY');

    await user.selectOptions(dateSelect(), '2030-12-27');
    await waitFor(() => expect(timeSelect()).not.toBeDisabled());
    expect(api.last('GET', '/api/public/order-slots')?.query.get('date')).toBe('2030-12-27');
    // A new date: the diner chooses its time.
    expect(timeSelect()).toHaveValue('');
    expect(timeSelect()).toHaveDisplayValue('Choose a time');
    await user.selectOptions(timeSelect(), '11:05');
    expect(seen).toHaveBeenLastCalledWith({ asap: false, input: '2030-12-27T11:05' });
  });

  it('drops a stored time that is no longer offered and says so', async () => {
    serve();
    const seen = vi.fn();
    renderWithProviders(<Harness initial={{ asap: false, input: '2030-12-24T12:00' }} seen={seen} />);
    await waitFor(() => expect(seen).toHaveBeenLastCalledWith({ asap: false, input: '2030-12-24' }));
    expect(timeSelect()).toHaveValue('');
    expect(timeSelect()).toHaveAccessibleDescription(/The time you chose is no longer available/);
  });

  it('keeps a stored time that is still offered', async () => {
    serve();
    const seen = vi.fn();
    renderWithProviders(<Harness initial={{ asap: false, input: '2030-12-27T11:05' }} seen={seen} />);
    await waitFor(() => expect(timeSelect()).toHaveValue('11:05'));
    expect(seen).not.toHaveBeenCalled();
  });

  it('says when no time is possible', async () => {
    serve(() => ({ body: { date: null, dates: [], times: [], earliest: null } }));
    renderWithProviders(<Harness initial={{ asap: false, input: '' }} />);
    expect(await screen.findByText('No times available for a later order right now.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal at the time, and retries a failed read', async () => {
    let fail = true;
    serve((request) => (fail ? ({ status: 500 } as never) : slots(request)));
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<Harness initial={{ asap: false, input: '' }} />);
    expect(await screen.findByText('The available times could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(timeSelect()).toHaveValue('17:45'));
    unmount();

    const full = 'This time is fully booked. The next free time is 18:00.';
    renderWithProviders(<Harness initial={{ asap: false, input: '2030-12-24T17:50' }} error={full} />);
    await waitFor(() => expect(timeSelect()).toHaveValue('17:50'));
    expect(timeSelect()).toHaveAttribute('aria-invalid', 'true');
    expect(timeSelect()).toHaveAccessibleDescription(new RegExp(full));
  });
});
