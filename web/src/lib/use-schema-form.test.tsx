import { ZCreateUserSchema } from '@app/shared/users';
import { Button, TextInput } from '@mantine/core';
import { renderWithProviders } from '@test/render';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/i18n/i18n';
import { ApiError } from '@/lib/api-client';
import { checkWithSchema, nearestField } from '@/lib/form-errors';
import { type TSaveFailure, useSchemaForm } from '@/lib/use-schema-form';

type TValues = { username: string; email: string; role: 'ADMIN'; password: string };
type TBody = ReturnType<typeof ZCreateUserSchema.parse>;

const EMPTY: TValues = { username: '', email: '', role: 'ADMIN', password: '' };
const place = nearestField<keyof TValues>(['username', 'email', 'role', 'password']);

/** A form as the back office writes one: a shared schema, the server's messages, Save and Cancel. */
function UserForm({
  send,
  onFailure = () => {},
  onCancel = () => {},
}: {
  send: (body: TBody) => Promise<void>;
  onFailure?: (failure: TSaveFailure) => void;
  onCancel?: () => void;
}) {
  const form = useSchemaForm({
    initialValues: EMPTY,
    check: (values: TValues) => checkWithSchema(ZCreateUserSchema, values, place),
    placeServerError: place,
  });
  const submit = form.onSubmit(async (body) => {
    await send(body);
    form.reset({ ...EMPTY, username: body.username });
  }, onFailure);
  return (
    <form ref={form.formRef} onSubmit={submit} noValidate aria-label="User">
      <TextInput label="Username" {...form.getInputProps('username')} />
      <TextInput label="Email" {...form.getInputProps('email')} />
      <TextInput label="Password" type="password" {...form.getInputProps('password')} />
      <output aria-label="State">
        {form.isDirty() ? 'changed' : 'unchanged'} {form.submitting ? 'saving' : 'idle'}
      </output>
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit">Save</Button>
    </form>
  );
}

/** The same form in a dialog that opens afresh each time, as the back office's Add buttons do. */
function Reopening() {
  const [opening, setOpening] = useState<number | null>(null);
  return opening === null ? (
    <Button onClick={() => setOpening((count) => (count ?? 0) + 1)}>Add</Button>
  ) : (
    <UserForm key={opening} send={async () => {}} onCancel={() => setOpening(null)} />
  );
}

const field = (label: string) => screen.getByLabelText(label);

/** The text of the message the field points to with aria-describedby (how a screen reader reads it). */
function messageOf(input: HTMLElement): string | null {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  const texts = ids.map((id) => document.getElementById(id)?.textContent ?? '');
  return texts.filter(Boolean).join(' ') || null;
}

afterEach(async () => {
  await changeLanguage('en', { remember: false });
});

describe('a back-office form on the shared schema', () => {
  it("puts the schema's messages under the fields, focuses the first and sends nothing", async () => {
    const user = userEvent.setup();
    const sent: TBody[] = [];
    renderWithProviders(<UserForm send={async (body) => void sent.push(body)} />);

    await user.type(field('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(field('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(messageOf(field('Username'))).toBe('Required');
    expect(messageOf(field('Email'))).toBe('Valid email required');
    expect(messageOf(field('Password'))).toBe('At least 8 characters');
    // The focus moves in an effect after the refusal's render.
    await waitFor(() => expect(field('Username')).toHaveFocus());
    expect(sent).toEqual([]);

    // Typing takes away that field's message only.
    await user.type(field('Username'), 'mai');
    expect(field('Username')).not.toHaveAttribute('aria-invalid');
    expect(messageOf(field('Email'))).toBe('Valid email required');
  });

  it('says the messages in the language of the screen', async () => {
    await changeLanguage('de', { remember: false });
    const user = userEvent.setup();
    renderWithProviders(<UserForm send={async () => {}} />);

    await user.type(field('Password'), 'kurz');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(messageOf(field('Username'))).toBe('Pflichtfeld');
    expect(messageOf(field('Password'))).toBe('Mindestens 8 Zeichen');
  });

  it("sends the schema's body, then starts again from what was saved", async () => {
    const user = userEvent.setup();
    const sent: TBody[] = [];
    renderWithProviders(<UserForm send={async (body) => void sent.push(body)} />);
    expect(screen.getByRole('status', { name: 'State' })).toHaveTextContent('unchanged idle');

    await user.type(field('Username'), '  mai  ');
    await user.type(field('Email'), 'mai@hana.ch');
    await user.type(field('Password'), 'long enough');
    expect(screen.getByRole('status', { name: 'State' })).toHaveTextContent('changed idle');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    // The schema trims: the body is what the server would accept.
    expect(sent).toEqual([
      { username: 'mai', email: 'mai@hana.ch', role: 'ADMIN', password: 'long enough', firstName: '' },
    ]);
    expect(field('Username')).toHaveValue('mai');
    expect(field('Password')).toHaveValue('');
    expect(screen.getByRole('status', { name: 'State' })).toHaveTextContent('unchanged idle');
  });

  it("puts the server's details under their fields and keeps what was typed", async () => {
    const user = userEvent.setup();
    const failures: TSaveFailure[] = [];
    const refusal = new ApiError({
      status: 409,
      error: 'Conflict',
      message: 'Please check the highlighted fields.',
      details: { username: 'A user with this username already exists.', 'profile.colour': 'Odd' },
    });
    renderWithProviders(
      <UserForm
        send={async () => {
          throw refusal;
        }}
        onFailure={(failure) => failures.push(failure)}
      />,
    );

    await user.type(field('Username'), 'mai');
    await user.type(field('Email'), 'mai@hana.ch');
    await user.type(field('Password'), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(messageOf(field('Username'))).toBe('A user with this username already exists.');
    await waitFor(() => expect(field('Username')).toHaveFocus());
    expect(field('Email')).toHaveValue('mai@hana.ch');
    expect(failures).toEqual([{ error: refusal, placed: true, unplaced: true }]);
    expect(screen.getByRole('status', { name: 'State' })).toHaveTextContent('changed idle');
  });

  it('is saving until the server answers, and a second Save meanwhile sends nothing more', async () => {
    const user = userEvent.setup();
    let answer = () => {};
    let sends = 0;
    renderWithProviders(
      <UserForm
        send={() => {
          sends += 1;
          return new Promise<void>((resolve) => {
            answer = resolve;
          });
        }}
      />,
    );
    await user.type(field('Username'), 'mai');
    await user.type(field('Email'), 'mai@hana.ch');
    await user.type(field('Password'), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('status', { name: 'State' })).toHaveTextContent('saving');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(sends).toBe(1);

    await act(async () => answer());
    expect(screen.getByRole('status', { name: 'State' })).toHaveTextContent('unchanged idle');
  });

  it('starts afresh when opened again: no old values, no old messages', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Reopening />);

    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(field('Email'), 'not an address');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(messageOf(field('Username'))).toBe('Required');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(field('Email')).toHaveValue('');
    expect(field('Username')).not.toHaveAttribute('aria-invalid');
    expect(messageOf(field('Username'))).toBeNull();
    expect(screen.getByRole('status', { name: 'State' })).toHaveTextContent('unchanged idle');
  });
});
