import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Button, ButtonLink } from './button';

describe('Button', () => {
  it('is a plain button by default and submits only when told to', () => {
    render(
      <>
        <Button>Plain</Button>
        <Button type="submit">Send</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Plain' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
  });

  it('is disabled and busy while loading, keeping its label as its name', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Place order
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Place order' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('draws the palette colour it is given', () => {
    render(
      <Button variant="light" color="dark">
        Menu
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('data-variant', 'light');
    expect(button.style.getPropertyValue('--btn-light-color')).toBe('var(--mantine-color-dark-light-color)');
  });
});

describe('ButtonLink', () => {
  it('is a link to its route', () => {
    render(
      <MemoryRouter>
        <ButtonLink to="/menu" variant="white">
          See the menu
        </ButtonLink>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'See the menu' })).toHaveAttribute('href', '/menu');
  });
});
