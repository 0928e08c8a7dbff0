import { isLanguage, LANGUAGE_NAME, LANGUAGES } from '@app/shared/languages';
import type { TRestaurantInfo } from '@app/shared/restaurant-info';
import type { TSpecialDay } from '@app/shared/special-days';
import { Alert, List, NativeSelect, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
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
import type { TCapacityValues } from '@/features/restaurant-info/admin/special-days-editor';
import type { TUnseenFormValues } from '@/features/restaurant-info/admin/unseen-form';
import { translateMessage } from '@/i18n/i18n';
import { useAdminT } from '@/i18n/use-i18n';
import { ApiError } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/toast';
import { OpeningHoursEditor } from './opening-hours-editor';
import { SettingsHistoryList } from './settings-history-list';
import { SlotCapacitySection } from './slot-capacity-section';
import { SpecialDaysSection } from './special-days-section';
import { UnseenSection } from './unseen-section';

/**
 * The restaurant's details and opening hours (spec sections 2, 3, 5 and 7). Input stays as typed
 * when a save fails; after a save the form shows what the server stored.
 */
export function RestaurantInfoForm({ info }: { info: TRestaurantInfo }) {
  const t = useAdminT();
  const update = useUpdateRestaurantInfo();
  const [state, setState] = useState<TInfoFormState>(() => formStateFromInfo(info));
  const [errors, setErrors] = useState<TInfoFieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const hoursErrors = useMemo(() => editorErrors(state.hours), [state.hours]);
  const saving = update.isPending;

  function set<K extends keyof TInfoFormValues>(field: K, value: TInfoFormValues[K]) {
    setState((current) => ({ ...current, values: { ...current.values, [field]: value } }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function changeHours(change: (week: TEditorWeek) => TEditorWeek) {
    setState((current) => ({ ...current, hours: change(current.hours) }));
    setErrors((current) => ({ ...current, openingHours: undefined }));
  }

  function changeSpecialDays(specialDays: TSpecialDay[]) {
    setState((current) => ({ ...current, specialDays }));
    // Indexes move with every change: the server's messages no longer point at the right entries.
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith('specialDays'))),
    );
  }

  function changeCapacity(type: keyof TCapacityValues, value: string) {
    setState((current) => ({ ...current, capacity: { ...current.capacity, [type]: value } }));
    setErrors((current) => ({ ...current, [`slotCapacity.${type}`]: undefined }));
  }

  function changeUnseen(change: (values: TUnseenFormValues) => TUnseenFormValues, field: string) {
    setState((current) => ({ ...current, unseen: change(current.unseen) }));
    setErrors((current) => ({ ...current, [field]: undefined }));
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
      notifySuccess(t('common.saved'));
    } catch (error) {
      notifyError(error, t('common.saveFailed'));
      if (error instanceof ApiError) showErrors(serverFieldErrors(error.details));
    }
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={t('info.form')}>
      <Stack gap="lg">
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('info.details')}
            </Title>
            <TextInput
              label={t('common.name')}
              required
              autoComplete="organization"
              value={state.values.name}
              onChange={(event) => set('name', event.currentTarget.value)}
              error={errors.name}
              disabled={saving}
            />
            <TextInput
              label={t('common.phone')}
              type="tel"
              autoComplete="tel"
              value={state.values.phone}
              onChange={(event) => set('phone', event.currentTarget.value)}
              error={errors.phone}
              disabled={saving}
            />
            <Textarea
              label={t('info.address')}
              rows={2}
              resize="vertical"
              value={state.values.address}
              onChange={(event) => set('address', event.currentTarget.value)}
              error={errors.address}
              disabled={saving}
            />
            <Textarea
              label={t('info.about')}
              description={t('info.aboutHint')}
              rows={5}
              resize="vertical"
              value={state.values.aboutText}
              onChange={(event) => set('aboutText', event.currentTarget.value)}
              error={errors.aboutText}
              disabled={saving}
            />
            {/* Spec section 3: left out when saving, so shown for reference only (the server keeps it). */}
            <Textarea
              label={t('info.deliveryNote')}
              description={t('info.deliveryNoteHint')}
              rows={2}
              readOnly
              variant="filled"
              value={info.deliveryNote ?? '—'}
            />
            <NativeSelect
              label={t('info.defaultLanguage')}
              description={t('info.defaultLanguageHint')}
              data={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAME[language] }))}
              value={state.values.defaultLanguage}
              onChange={(event) => {
                const language = event.currentTarget.value;
                if (isLanguage(language)) set('defaultLanguage', language);
              }}
              error={errors.defaultLanguage}
              disabled={saving}
            />
          </Stack>
        </Paper>

        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
          <Stack gap="sm">
            <div>
              <Title order={2} size="h4">
                {t('info.legal')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('info.legalHint')}
              </Text>
            </div>
            <TextInput
              label={t('info.legalName')}
              description={t('info.legalNameHint')}
              autoComplete="organization"
              value={state.values.legalName}
              onChange={(event) => set('legalName', event.currentTarget.value)}
              error={errors.legalName}
              disabled={saving}
            />
            <TextInput
              label={t('info.legalVatNumber')}
              description={t('info.legalVatNumberHint')}
              autoComplete="off"
              spellCheck={false}
              value={state.values.vatNumber}
              onChange={(event) => set('vatNumber', event.currentTarget.value)}
              error={errors.vatNumber}
              disabled={saving}
            />
            <TextInput
              label={t('info.legalResponsible')}
              description={t('info.legalResponsibleHint')}
              autoComplete="name"
              value={state.values.responsiblePerson}
              onChange={(event) => set('responsiblePerson', event.currentTarget.value)}
              error={errors.responsiblePerson}
              disabled={saving}
            />
          </Stack>
        </Paper>

        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
          <Stack gap="sm">
            <div>
              <Title order={2} size="h4" id="opening-hours-heading">
                {t('info.hours')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('info.hoursHint')}
              </Text>
            </div>
            {state.hoursLoadErrors.length > 0 ? (
              <Alert color="yellow" variant="light" title={t('info.hoursUnreadable')}>
                <List size="sm">
                  {state.hoursLoadErrors.map((message) => (
                    <List.Item key={message}>{translateMessage(message)}</List.Item>
                  ))}
                </List>
                <Text size="sm" mt="xs">
                  {t('info.hoursReenter')}
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

        <SpecialDaysSection
          days={state.specialDays}
          onChange={changeSpecialDays}
          errors={errors}
          disabled={saving}
        />

        <SlotCapacitySection
          values={state.capacity}
          onChange={changeCapacity}
          errors={{ DELIVERY: errors['slotCapacity.DELIVERY'], TAKEAWAY: errors['slotCapacity.TAKEAWAY'] }}
          disabled={saving}
        />

        <UnseenSection values={state.unseen} onChange={changeUnseen} errors={errors} disabled={saving} />

        <FormActions
          saving={saving}
          cancelLabel={t('info.discard')}
          gap="sm"
          onCancel={() => {
            setState(formStateFromInfo(info));
            setErrors({});
          }}
        />
        <SettingsHistoryList />
      </Stack>
    </form>
  );
}
