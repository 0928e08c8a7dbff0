import type { TRestaurantInfo } from '@app/shared/restaurant-info';
import { Alert, List, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { FormActions } from '@/components/form-actions';
import { useUpdateRestaurantInfo } from '@/features/restaurant-info/admin/api/update-restaurant-info';
import { editorErrors, type TEditorWeek } from '@/features/restaurant-info/admin/hours-editor';
import {
  checkInfoForm,
  formStateFromInfo,
  serverFieldErrors,
  type TInfoFieldErrors,
  type TInfoFormState,
  type TInfoFormValues,
} from '@/features/restaurant-info/admin/info-form';
import { ApiError } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/toast';
import { OpeningHoursEditor } from './opening-hours-editor';

/**
 * The restaurant's details and opening hours (spec sections 2, 3, 5 and 7). Input stays as typed
 * when a save fails; after a save the form shows what the server stored.
 */
export function RestaurantInfoForm({ info }: { info: TRestaurantInfo }) {
  const update = useUpdateRestaurantInfo();
  const [state, setState] = useState<TInfoFormState>(() => formStateFromInfo(info));
  const [errors, setErrors] = useState<TInfoFieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const hoursErrors = useMemo(() => editorErrors(state.hours), [state.hours]);
  const saving = update.isPending;

  function set(field: keyof TInfoFormValues, value: string) {
    setState((current) => ({ ...current, values: { ...current.values, [field]: value } }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function changeHours(change: (week: TEditorWeek) => TEditorWeek) {
    setState((current) => ({ ...current, hours: change(current.hours) }));
    setErrors((current) => ({ ...current, openingHours: undefined }));
  }

  function showErrors(next: TInfoFieldErrors) {
    flushSync(() => setErrors(next));
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const checked = checkInfoForm(info.id, state);
    if (!checked.ok) return showErrors(checked.errors);
    try {
      const saved = await update.mutateAsync({ id: info.id, body: checked.body });
      setState(formStateFromInfo(saved));
      setErrors({});
      notifySuccess('Saved');
    } catch (error) {
      notifyError(error, 'Save failed');
      if (error instanceof ApiError) showErrors(serverFieldErrors(error.details));
    }
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Restaurant info">
      <Stack gap="lg">
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
          <Stack gap="sm">
            <Title order={2} size="h4">
              Details
            </Title>
            <TextInput
              label="Name"
              required
              autoComplete="organization"
              value={state.values.name}
              onChange={(event) => set('name', event.currentTarget.value)}
              error={errors.name}
              disabled={saving}
            />
            <TextInput
              label="Phone"
              type="tel"
              autoComplete="tel"
              value={state.values.phone}
              onChange={(event) => set('phone', event.currentTarget.value)}
              error={errors.phone}
              disabled={saving}
            />
            <Textarea
              label="Address"
              rows={2}
              resize="vertical"
              value={state.values.address}
              onChange={(event) => set('address', event.currentTarget.value)}
              error={errors.address}
              disabled={saving}
            />
            <Textarea
              label="About text"
              description="Shown under About Us on the home page."
              rows={5}
              resize="vertical"
              value={state.values.aboutText}
              onChange={(event) => set('aboutText', event.currentTarget.value)}
              error={errors.aboutText}
              disabled={saving}
            />
            <Textarea
              label="Delivery note"
              description="Optional. Shown under Location, e.g. where you deliver. Leave empty for none."
              rows={2}
              resize="vertical"
              value={state.values.deliveryNote}
              onChange={(event) => set('deliveryNote', event.currentTarget.value)}
              error={errors.deliveryNote}
              disabled={saving}
            />
          </Stack>
        </Paper>

        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
          <Stack gap="sm">
            <div>
              <Title order={2} size="h4" id="opening-hours-heading">
                Opening hours
              </Title>
              <Text size="sm" c="dimmed">
                Restaurant time (Europe/Zurich). A range closing at midnight (00:00, or 12:00 AM) runs to the
                end of the day. The home page and checkout follow these hours once saved.
              </Text>
            </div>
            {state.hoursLoadErrors.length > 0 ? (
              <Alert color="yellow" variant="light" title="The saved opening hours could not be read">
                <List size="sm">
                  {state.hoursLoadErrors.map((message) => (
                    <List.Item key={message}>{message}</List.Item>
                  ))}
                </List>
                <Text size="sm" mt="xs">
                  Enter the hours again below; saving replaces them.
                </Text>
              </Alert>
            ) : null}
            {errors.openingHours ? (
              <Alert color="red" variant="light" role="alert">
                {errors.openingHours}
              </Alert>
            ) : null}
            <OpeningHoursEditor
              week={state.hours}
              onChange={changeHours}
              errors={hoursErrors}
              disabled={saving}
            />
          </Stack>
        </Paper>

        <FormActions
          saving={saving}
          cancelLabel="Discard changes"
          gap="sm"
          onCancel={() => {
            setState(formStateFromInfo(info));
            setErrors({});
          }}
        />
      </Stack>
    </form>
  );
}
