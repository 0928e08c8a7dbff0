import { renderRoutes } from '@test/render';
import { screen } from '@testing-library/react';
import { data } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import {
  AppErrorFallback,
  GENERIC_ERROR_MESSAGE,
  ROUTER_ERROR_HEADING,
  RouteErrorFallback,
  routeErrorText,
} from './error-fallback';

function Broken(): never {
  throw new Error('boom');
}

describe('the router error screen (spec section 2)', () => {
  it("is headed 'Unexpected Application Error!' and shows a failed page's message", async () => {
    // React reports the caught render error; expected here.
    vi.mocked(console.error).mockImplementation(() => {});
    renderRoutes([{ path: '/', element: <Broken />, errorElement: <RouteErrorFallback /> }]);
    expect(await screen.findByRole('heading', { level: 1, name: ROUTER_ERROR_HEADING })).toBeInTheDocument();
    expect(ROUTER_ERROR_HEADING).toBe('Unexpected Application Error!');
    expect(screen.getByRole('heading', { level: 2, name: 'boom' })).toBeInTheDocument();
    expect(screen.getByText(GENERIC_ERROR_MESSAGE)).toBeInTheDocument();
    expect(GENERIC_ERROR_MESSAGE).toBe('Something went wrong.');
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
  });

  it('shows "{status} {statusText}" for a route error response', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderRoutes([
      {
        path: '/',
        loader: () => {
          throw data('no such order', { status: 404, statusText: 'Not Found' });
        },
        element: <p>never shown</p>,
        errorElement: <AppErrorFallback />,
      },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: ROUTER_ERROR_HEADING })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '404 Not Found' })).toBeInTheDocument();
    expect(screen.queryByText('never shown')).not.toBeInTheDocument();
  });

  it('says the status and text, else the message, else nothing', () => {
    expect(routeErrorText(new Error('Failed to fetch'))).toBe('Failed to fetch');
    expect(routeErrorText('plain text')).toBe('plain text');
    expect(routeErrorText({ odd: true })).toBe('');
  });
});
