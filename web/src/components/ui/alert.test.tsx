import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Alert } from './alert';

describe('Alert', () => {
  it('is an alert named by its title and described by its message, like Mantine’s', () => {
    render(<Alert title="Loading failed">The server did not answer.</Alert>);
    const alert = screen.getByRole('alert', { name: 'Loading failed' });
    expect(alert).toHaveAccessibleDescription('The server did not answer.');
  });

  it('can be a polite status instead', () => {
    render(<Alert role="status">Your cart is empty.</Alert>);
    expect(screen.getByRole('status')).toHaveTextContent('Your cart is empty.');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
