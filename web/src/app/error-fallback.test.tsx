import { renderRoutes } from '@test/render';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GENERIC_ERROR_MESSAGE, RouteErrorFallback } from './error-fallback';

function Broken(): never {
  throw new Error('boom');
}

describe('RouteErrorFallback', () => {
  it("shows 'Something went wrong.' when a page fails", async () => {
    // React reports the caught render error; expected here.
    vi.mocked(console.error).mockImplementation(() => {});
    renderRoutes([{ path: '/', element: <Broken />, errorElement: <RouteErrorFallback /> }]);
    expect(await screen.findByRole('heading', { level: 1, name: GENERIC_ERROR_MESSAGE })).toBeInTheDocument();
    expect(GENERIC_ERROR_MESSAGE).toBe('Something went wrong.');
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
  });
});
