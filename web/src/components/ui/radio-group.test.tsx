import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup } from './radio-group';
import { SegmentedControl } from './segmented-control';

const METHODS = [
  { value: 'CARD', label: 'Card (online)' },
  { value: 'TWINT', label: 'TWINT' },
  { value: 'CASH', label: 'Cash' },
] as const;

type TMethod = (typeof METHODS)[number]['value'];

function Methods({
  disabled = false,
  onChange,
}: {
  disabled?: boolean;
  onChange?: (value: TMethod) => void;
}) {
  const [value, setValue] = useState<TMethod>('CARD');
  return (
    <RadioGroup
      label="Payment method"
      description="Card payments have a fee."
      options={METHODS}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
      disabled={disabled}
    />
  );
}

describe('RadioGroup', () => {
  it('is a group named by its legend and described by its description, with a named radio per option', () => {
    render(<Methods />);
    const group = screen.getByRole('group', { name: 'Payment method' });
    expect(group).toHaveAccessibleDescription('Card payments have a fee.');
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('radio', { name: 'Card (online)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Cash' })).not.toBeChecked();
  });

  it('chooses by click on a radio or its label, and reports the value', async () => {
    const onChange = vi.fn();
    render(<Methods onChange={onChange} />);
    await userEvent.click(screen.getByText('Cash'));
    expect(screen.getByRole('radio', { name: 'Cash' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Card (online)' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'TWINT' }));
    expect(onChange.mock.calls).toEqual([['CASH'], ['TWINT']]);
  });

  it('is one tab stop, and the arrow keys move the choice', async () => {
    render(
      <>
        <button type="button">Before</button>
        <Methods />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Before' }));
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Card (online)' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'TWINT' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'TWINT' })).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('radio', { name: 'Card (online)' })).toBeChecked();
  });

  it('cannot be changed while disabled', async () => {
    const onChange = vi.fn();
    render(<Methods disabled onChange={onChange} />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    await userEvent.click(screen.getByText('Cash'));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'Card (online)' })).toBeChecked();
  });

  it('gives separate groups separate names', () => {
    render(
      <>
        <Methods />
        <Methods />
      </>,
    );
    const [first, second] = screen.getAllByRole('radio', { name: 'Cash' }) as HTMLInputElement[];
    expect(first?.name).toBeTruthy();
    expect(first?.name).not.toBe(second?.name);
  });
});

const ORDER_TYPES = [
  { value: 'TAKEAWAY', label: 'Takeaway' },
  { value: 'DELIVERY', label: 'Delivery' },
] as const;

function OrderType({
  disabled = false,
  onChange,
}: {
  disabled?: boolean;
  onChange?: (value: string) => void;
}) {
  const [value, setValue] = useState<'TAKEAWAY' | 'DELIVERY'>('TAKEAWAY');
  return (
    <SegmentedControl
      aria-label="Order type"
      fullWidth
      options={ORDER_TYPES}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
      disabled={disabled}
    />
  );
}

describe('SegmentedControl', () => {
  it('is a named radio group whose segments are radios named by their labels', () => {
    render(<OrderType />);
    expect(screen.getByRole('radiogroup', { name: 'Order type' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Takeaway' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Delivery' })).not.toBeChecked();
  });

  it('chooses by clicking a segment', async () => {
    const onChange = vi.fn();
    render(<OrderType onChange={onChange} />);
    await userEvent.click(screen.getByText('Delivery'));
    expect(screen.getByRole('radio', { name: 'Delivery' })).toBeChecked();
    expect(onChange).toHaveBeenCalledWith('DELIVERY');
  });

  it('moves the choice with the arrow keys', async () => {
    render(<OrderType />);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Takeaway' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Delivery' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Takeaway' })).toBeChecked();
  });

  it('cannot be changed while disabled', async () => {
    const onChange = vi.fn();
    render(<OrderType disabled onChange={onChange} />);
    expect(screen.getByRole('radio', { name: 'Delivery' })).toBeDisabled();
    await userEvent.click(screen.getByText('Delivery'));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'Takeaway' })).toBeChecked();
  });
});
