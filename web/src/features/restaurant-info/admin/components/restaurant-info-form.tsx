import { LANGUAGE_NAME, LANGUAGES } from '@app/shared/languages';
import type { TAdminRestaurantInfo } from '@app/shared/restaurant-texts';
import { timeZoneChoices } from '@app/shared/restaurant-texts';
import type { TSpecialDay } from '@app/shared/special-days';
import { restaurantTimeZone } from '@app/shared/zoned-time';
import { Alert, List, NativeSelect, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useMemo } from 'react';
import { FormActions } from '@/components/form-actions';
import { useUpdateRestaurantInfo } from '@/features/restaurant-info/admin/api/update-restaurant-info';
import { editorErrors, type TEditorWeek } from '@/features/restaurant-info/admin/hours-editor';
import {
  checkInfoForm,
  formStateFromInfo,
  placeInfoField,
  type TInfoFormState,
  type TInfoFormValues,
} from '@/features/restaurant-info/admin/info-form';
import type { TCapacityValues } from '@/features/restaurant-info/admin/special-days-editor';
import type { TUnseenFormValues } from '@/features/restaurant-info/admin/unseen-form';
import type { TAdminKey } from '@/i18n/catalogs';
import { translateMessage } from '@/i18n/i18n';
import { useAdminT } from '@/i18n/use-i18n';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useSchemaForm } from '@/lib/use-schema-form';
import { ListingSection } from './listing-section';
import { OpeningHoursEditor } from './opening-hours-editor';
import { RestaurantTextsSection } from './restaurant-texts-section';
import { SettingsHistoryList } from './settings-history-list';
import { SlotCapacitySection } from './slot-capacity-section';
import { SpecialDaysSection } from './special-days-section';
import { UnseenSection } from './unseen-section';

/** The legal notice's fields: a label, a hint and what the browser may fill in. */
const LEGAL_FIELDS: readonly {
  field: 'legalName' | 'vatNumber' | 'responsiblePerson';
  label: TAdminKey;
  hint: TAdminKey;
  autoComplete: string;
}[] = [
  { field: 'legalName', label: 'info.legalName', hint: 'info.legalNameHint', autoComplete: 'organization' },
  { field: 'vatNumber', label: 'info.legalVatNumber', hint: 'info.legalVatNumberHint', autoComplete: 'off' },
  {
    field: 'responsiblePerson',
    label: 'info.legalResponsible',
    hint: 'info.legalResponsibleHint',
    autoComplete: 'name',
  },
];

/**
 * The restaurant's details and opening hours (spec sections 2, 3, 5 and 7). Input stays as typed
 * when a save fails; after a save the form shows what the server stored.
 */
export function RestaurantInfoForm({ info }: { info: TAdminRestaurantInfo }) {
  const t = useAdminT();
  const update = useUpdateRestaurantInfo();
  const form = useSchemaForm({
    initialValues: formStateFromInfo(info),
    check: (state: TInfoFormState) => checkInfoForm(info.id, state),
    placeServerError: placeInfoField,
  });
  const state = form.values;
  const errors = form.errors;
  const hoursErrors = useMemo(() => editorErrors(state.hours), [state.hours]);
  const saving = form.submitting;
  const zones = useMemo(() => timeZoneChoices(info.timeZone ?? 'Europe/Zurich'), [info.timeZone]);

  /** A text field's value, change and message; disabled while saving. */
  const input = (field: keyof TInfoFormValues) => ({ ...form.getInputProps(field), disabled: saving });

  function changeHours(change: (week: TEditorWeek) => TEditorWeek) {
    form.set('hours', change(form.getValues().hours), ['openingHours']);
  }

  function changeSpecialDays(specialDays: TSpecialDay[]) {
    form.set('specialDays', specialDays);
    // Indexes move with every change: the server's messages no longer point at the right entries.
    form.clearErrors((path) => path.startsWith('specialDays'));
  }

  function changeCapacity(type: keyof TCapacityValues, value: string) {
    form.set('capacity', { ...form.getValues().capacity, [type]: value }, [`slotCapacity.${type}`]);
  }

  function changeUnseen(change: (values: TUnseenFormValues) => TUnseenFormValues, field: string) {
    form.set('unseen', change(form.getValues().unseen), [field]);
  }

  const submit = form.onSubmit(
    async (body) => {
      form.reset(formStateFromInfo(await update.mutateAsync({ id: info.id, body })));
      notifySuccess(t('common.saved'));
    },
    ({ error }) => notifyError(error, t('common.saveFailed')),
  );

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate aria-label={t('info.form')}>
      <Stack gap="lg">
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('info.details')}
            </Title>
            <TextInput label={t('common.name')} required autoComplete="organization" {...input('name')} />
            <TextInput label={t('common.phone')} type="tel" autoComplete="tel" {...input('phone')} />
            <Textarea label={t('info.address')} rows={2} resize="vertical" {...input('address')} />
            <NativeSelect
              label={t('info.defaultLanguage')}
              description={t('info.defaultLanguageHint')}
              data={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAME[language] }))}
              {...input('defaultLanguage')}
            />
            <NativeSelect
              label={t('info.kitchenLanguage')}
              description={t('info.kitchenLanguageHint')}
              data={[
                {
                  value: '',
                  label: t('info.kitchenLanguageDefault', { language: LANGUAGE_NAME[state.defaultLanguage] }),
                },
                ...LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAME[language] })),
              ]}
              {...input('kitchenLanguage')}
            />
            <NativeSelect
              label={t('info.timeZone')}
              description={t('info.timeZoneHint')}
              data={zones}
              {...input('timeZone')}
            />
          </Stack>
        </Paper>

        {/* The texts are relative to the saved default language until a save changes it. */}
        <RestaurantTextsSection
          defaultLanguage={info.defaultLanguage ?? 'de'}
          inputProps={(path) => form.getInputProps(path as never)}
          defaults={{
            aboutText: state.aboutText,
            deliveryNote: state.deliveryNote,
            legalNotice: state.legalNotice,
          }}
          errors={errors}
          disabled={saving}
        />

        <ListingSection
          defaultLanguage={info.defaultLanguage ?? 'de'}
          inputProps={(path) => form.getInputProps(path as never)}
          defaultCuisines={state.cuisines}
          disabled={saving}
        />

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
            {LEGAL_FIELDS.map(({ field, label, hint, autoComplete }) => (
              <TextInput
                key={field}
                label={t(label)}
                description={t(hint)}
                autoComplete={autoComplete}
                // A VAT number is a code, not a word to correct.
                spellCheck={field === 'vatNumber' ? false : undefined}
                {...input(field)}
              />
            ))}
          </Stack>
        </Paper>

        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
          <Stack gap="sm">
            <div>
              <Title order={2} size="h4" id="opening-hours-heading">
                {t('info.hours')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('info.hoursHint', { zone: info.timeZone ?? restaurantTimeZone() })}
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
          onCancel={() => form.reset(formStateFromInfo(info))}
        />
        <SettingsHistoryList />
      </Stack>
    </form>
  );
}
