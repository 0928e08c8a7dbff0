import { fakeApi } from '@test/fake-api';
import { RESTAURANT_INFO } from '@test/fixtures';
import { renderWithProviders } from '@test/render';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PausedNotice } from './paused-notice';

const NOTHING = { pausedUntil: null, pausedOrderTypes: [], extraMinutes: 0, extraUntil: null };

function serve(status: object, info: object = RESTAURANT_INFO) {
  const api = fakeApi({
    'GET /api/public/service-status': { body: status },
    'GET /api/restaurant-info/current': { body: info },
  });
  vi.stubGlobal('fetch', api.fetch);
}

describe('the diners’ notice of an automatic pause', () => {
  it('asks the diner to call the restaurant while ordering pauses by itself', async () => {
    serve({ ...NOTHING, autoPaused: true });
    renderWithProviders(<PausedNotice page="menu" />);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We are not taking online orders at the moment. Please call us at +41 62 212 34 56.',
    );
  });

  it('names no phone when the restaurant has none', async () => {
    serve({ ...NOTHING, autoPaused: true }, { ...RESTAURANT_INFO, phone: ' ' });
    renderWithProviders(<PausedNotice page="home" />);
    expect(await screen.findByRole('status')).toHaveTextContent(
      /^We are not taking online orders at the moment\.$/,
    );
  });

  it('says nothing while ordering runs', async () => {
    serve({ ...NOTHING, autoPaused: false });
    const { queryClient } = renderWithProviders(<PausedNotice page="menu" />);
    await vi.waitFor(() => expect(queryClient.getQueryData(['public', 'service-status'])).toBeDefined());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
