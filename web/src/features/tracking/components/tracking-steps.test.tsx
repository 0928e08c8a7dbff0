import type { TTrackingStep } from '@app/shared/tracked-order';
import { trackedOrder } from '@test/fixtures';
import { renderWithProviders } from '@test/render';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatServiceTime } from '@/features/tracking/format-time';
import { changeLanguage } from '@/i18n/i18n';
import { TrackingSteps } from './tracking-steps';

/** The kitchen finished the order a few minutes ago: today, so the time reads '12:34'. */
const readyAt = new Date(Date.now() - 5 * 60_000).toISOString();
const before = new Date(Date.now() - 20 * 60_000).toISOString();
const since = `since ${formatServiceTime(readyAt)}`;

const step = (key: TTrackingStep['key'], at: string | null = before): TTrackingStep => ({ key, at });

function renderSteps(overrides: Parameters<typeof trackedOrder>[0]) {
  renderWithProviders(<TrackingSteps order={trackedOrder({ status: 'PREPARING', readyAt, ...overrides })} />);
  return screen.getByRole('list', { name: 'Progress' });
}

describe('TrackingSteps with the kitchen’s "ready"', () => {
  afterEach(async () => {
    await changeLanguage('en', { remember: false });
  });

  it('shows a pickup the kitchen finished as "Ready for pickup", since when, as the step it is at', () => {
    const list = renderSteps({
      orderType: 'TAKEAWAY',
      steps: [
        step('RECEIVED'),
        step('CONFIRMED'),
        step('PREPARING'),
        step('READY', readyAt),
        step('DELIVERED', null),
      ],
    });
    const items = within(list).getAllByRole('listitem');
    expect(items[3]).toHaveTextContent(`Ready for pickup${since}`);
    expect(items[3]).toHaveAttribute('aria-current', 'step');
    expect(items[4]).toHaveTextContent('Picked up');
    expect(items[4]).not.toHaveAttribute('aria-current');
  });

  it('shows a delivery the kitchen finished as ready, on its way soon, until it leaves', () => {
    const list = renderSteps({
      orderType: 'DELIVERY',
      steps: [
        step('RECEIVED'),
        step('CONFIRMED'),
        step('PREPARING'),
        step('READY', readyAt),
        step('ON_THE_WAY', null),
        step('DELIVERED', null),
      ],
    });
    const items = within(list).getAllByRole('listitem');
    expect(items[3]).toHaveTextContent(`Ready — on its way soon${since}`);
    expect(items[3]).toHaveAttribute('aria-current', 'step');
    expect(items[4]).toHaveTextContent('On the way');
  });

  it('gives a passed "ready" its plain time once the pickup was collected', () => {
    const list = renderSteps({
      orderType: 'TAKEAWAY',
      status: 'DELIVERED',
      steps: [
        step('RECEIVED'),
        step('CONFIRMED'),
        step('PREPARING'),
        step('READY', readyAt),
        step('DELIVERED'),
      ],
    });
    const items = within(list).getAllByRole('listitem');
    expect(items[3]).toHaveTextContent(`Ready for pickup${formatServiceTime(readyAt)}`);
    expect(items[3]).not.toHaveTextContent('since');
    expect(items[4]).toHaveAttribute('aria-current', 'step');
  });

  it('says it in German', async () => {
    await changeLanguage('de', { remember: false });
    renderWithProviders(
      <TrackingSteps
        order={trackedOrder({
          status: 'PREPARING',
          orderType: 'DELIVERY',
          readyAt,
          steps: [step('RECEIVED'), step('PREPARING'), step('READY', readyAt), step('ON_THE_WAY', null)],
        })}
      />,
    );
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items[2]).toHaveTextContent(`Bereit – bald unterwegsseit ${formatServiceTime(readyAt)}`);
  });
});
