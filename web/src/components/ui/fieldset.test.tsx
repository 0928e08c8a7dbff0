import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Fieldset } from './fieldset';
import { TextField } from './text-field';

describe('Fieldset', () => {
  it('is a group named by its legend that disables everything in it', () => {
    render(
      <Fieldset legend="Your details" disabled>
        <TextField label="First name" value="" onChange={() => {}} />
      </Fieldset>,
    );
    expect(screen.getByRole('group', { name: 'Your details' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'First name' })).toBeDisabled();
  });
});
