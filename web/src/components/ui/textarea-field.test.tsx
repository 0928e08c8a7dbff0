import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TextareaField } from './textarea-field';

function Notes({ maxLength }: { maxLength?: number }) {
  const [value, setValue] = useState('');
  return (
    <TextareaField
      label="Special instructions"
      value={value}
      onChange={(event) => setValue(event.currentTarget.value)}
      maxLength={maxLength}
    />
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('TextareaField counter', () => {
  it('counts the characters against the limit as the diner types', () => {
    const { container } = render(<Notes maxLength={500} />);
    const visible = () => container.querySelector('[aria-hidden="true"]');
    expect(visible()).toHaveTextContent('0 / 500');
    fireEvent.change(screen.getByRole('textbox', { name: 'Special instructions' }), {
      target: { value: 'x'.repeat(120) },
    });
    expect(visible()).toHaveTextContent('120 / 500');
  });

  it('tells screen readers the count once the typing pauses, not at every keystroke', () => {
    vi.useFakeTimers();
    const { container } = render(<Notes maxLength={500} />);
    const live = container.querySelector('[aria-live="polite"]');
    const textarea = screen.getByRole('textbox', { name: 'Special instructions' });
    expect(live).toHaveTextContent('0 / 500'); // there from the start: nothing is announced
    fireEvent.change(textarea, { target: { value: 'Ri' } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.change(textarea, { target: { value: 'Ring' } });
    act(() => vi.advanceTimersByTime(300));
    expect(live).toHaveTextContent('0 / 500');
    act(() => vi.advanceTimersByTime(2000));
    expect(live).toHaveTextContent('4 / 500');
  });

  it('shows no counter without a limit', () => {
    const { container } = render(<Notes />);
    expect(container.querySelector('[aria-live]')).toBeNull();
    expect(screen.queryByText(/ \/ /)).toBeNull();
  });
});
