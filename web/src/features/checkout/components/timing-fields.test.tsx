import { renderWithProviders, stubFetch } from '@test/render';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TimingFields } from './timing-fields';

function renderAsap(asapMinutes = 45) {
  return renderWithProviders(
    <TimingFields
      orderType="TAKEAWAY"
      asapMinutes={asapMinutes}
      timing={{ asap: true }}
      error={undefined}
      onChange={() => {}}
      disabled={false}
    />,
  );
}

describe('the checkout ASAP estimate', () => {
  it('is 45 minutes, and grows by busy mode while the restaurant has it on', async () => {
    const until = new Date(Date.now() + 30 * 60_000).toISOString();
    vi.stubGlobal(
      'fetch',
      stubFetch({
        '/api/public/service-status': {
          body: { pausedUntil: null, pausedOrderTypes: [], extraMinutes: 15, extraUntil: until },
        },
      }),
    );
    renderAsap();
    expect(await screen.findByText('Ready in about 60 minutes.')).toBeInTheDocument();
  });

  it('stays at 45 minutes when busy mode has ended or the read fails', async () => {
    const ended = new Date(Date.now() - 60_000).toISOString();
    vi.stubGlobal(
      'fetch',
      stubFetch({
        '/api/public/service-status': {
          body: { pausedUntil: null, pausedOrderTypes: [], extraMinutes: 15, extraUntil: ended },
        },
      }),
    );
    renderAsap();
    expect(await screen.findByText('Ready in about 45 minutes.')).toBeInTheDocument();
  });

  it("starts from the restaurant's minutes for the order type and zone", async () => {
    vi.stubGlobal('fetch', stubFetch({}));
    renderAsap(70);
    expect(await screen.findByText('Ready in about 70 minutes.')).toBeInTheDocument();
  });
});
