import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field';
import { TextareaField } from './textarea-field';

function Controlled(props: Partial<Parameters<typeof TextField>[0]>) {
  const [value, setValue] = useState('');
  return (
    <TextField
      label="Email"
      value={value}
      onChange={(event) => setValue(event.currentTarget.value)}
      {...props}
    />
  );
}

describe('TextField', () => {
  it('is named by its label; the required asterisk is not part of the name', () => {
    render(<Controlled required type="email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('takes what is typed', async () => {
    render(<Controlled />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'nora@example.ch');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('nora@example.ch');
  });

  it('is described by its error, then its description, and marked invalid while it has an error', () => {
    const { rerender } = render(
      <TextField label="PLZ" description="Four digits" value="" onChange={() => {}} />,
    );
    const input = screen.getByRole('textbox', { name: 'PLZ' });
    expect(input).toHaveAccessibleDescription('Four digits');
    expect(input).toHaveAttribute('aria-invalid', 'false');

    rerender(
      <TextField label="PLZ" description="Four digits" error="Required" value="" onChange={() => {}} />,
    );
    expect(input).toBeInvalid();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Required Four digits');
    expect(screen.getByText('Required')).toBeVisible();
  });

  it('works for the other input types: a datetime-local field is labelled and described too', () => {
    render(
      <TextField
        type="datetime-local"
        label="Pickup time"
        description="Restaurant time (Zurich), in steps of 5 minutes."
        error="Please choose a later time."
        value="2026-11-24T12:00"
        onChange={() => {}}
      />,
    );
    const input = screen.getByLabelText('Pickup time');
    expect(input).toHaveAttribute('type', 'datetime-local');
    expect(input).toHaveValue('2026-11-24T12:00');
    expect(input).toHaveAccessibleDescription(
      'Please choose a later time. Restaurant time (Zurich), in steps of 5 minutes.',
    );
  });

  it('cannot be used while disabled, alone or through its fieldset', async () => {
    render(
      <>
        <Controlled disabled />
        <fieldset disabled>
          <TextField label="Phone" value="" onChange={() => {}} />
        </fieldset>
      </>,
    );
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toBeDisabled();
    await userEvent.type(email, 'x');
    expect(email).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toBeDisabled();
  });

  it('keeps an id given to it, for its label and its error', () => {
    render(<TextField id="plz" label="PLZ" error="Required" value="" onChange={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'PLZ' });
    expect(input).toHaveAttribute('id', 'plz');
    expect(input).toHaveAttribute('aria-describedby', 'plz-error');
  });
});

function Notes() {
  const [value, setValue] = useState('');
  return (
    <TextareaField
      label="Special instructions"
      description="Allergies, doorbell, cutlery… (optional)"
      value={value}
      onChange={(event) => setValue(event.currentTarget.value)}
      rows={3}
      maxLength={5}
    />
  );
}

describe('TextareaField', () => {
  it('is a labelled, described textarea with its rows and limit', async () => {
    render(<Notes />);
    const textarea = screen.getByRole('textbox', { name: 'Special instructions' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('rows', '3');
    expect(textarea).toHaveAccessibleDescription('Allergies, doorbell, cutlery… (optional)');
    expect(textarea).not.toBeRequired();
    await userEvent.type(textarea, 'Ring twice');
    expect(textarea).toHaveValue('Ring ');
  });

  it('shows and links its error', () => {
    render(<TextareaField label="Notes" error="Too long" value="" onChange={() => {}} />);
    const textarea = screen.getByRole('textbox', { name: 'Notes' });
    expect(textarea).toBeInvalid();
    expect(textarea).toHaveAccessibleDescription('Too long');
  });
});
