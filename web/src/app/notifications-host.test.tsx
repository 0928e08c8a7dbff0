import { notifications } from '@mantine/notifications';
import { createTestQueryClient } from '@test/render';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToastHistory, notifySuccess } from '@/lib/toast';
import { AppProviders } from './providers';

describe('toast container fetched on the first toast', () => {
  afterEach(() => {
    act(() => notifications.clean());
    clearToastHistory();
  });

  it('renders nothing until a toast is shown, then shows that toast', async () => {
    render(
      <AppProviders queryClient={createTestQueryClient()}>
        <p>page</p>
      </AppProviders>,
    );
    expect(screen.getByText('page')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    act(() => notifySuccess('Saved'));
    expect(await screen.findByText('Saved')).toBeInTheDocument();

    act(() => notifySuccess('Deleted'));
    expect(await screen.findByText('Deleted')).toBeInTheDocument();
  });
});
