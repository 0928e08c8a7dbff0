import { MAX_OPTION_CHOICES, MAX_OPTIONS_PER_GROUP } from '@app/shared/dish-options';
import { LANGUAGE_NAME, type TLanguage } from '@app/shared/languages';
import { Button, Fieldset, Group, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useRef } from 'react';
import { DialogForm } from '@/components/form-actions';
import { tAdmin } from '@/i18n/i18n';
import { useAdminT } from '@/i18n/use-i18n';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useSchemaForm } from '@/lib/use-schema-form';
import {
  type TOptionGroup,
  type TOptionGroupBody,
  useCreateOptionGroup,
  useUpdateOptionGroup,
} from '../api/option-groups-api';
import {
  checkOptionGroup,
  groupFormValues,
  languagesFrom,
  moveRow,
  newGroupValues,
  newOptionRow,
  optionGroupPlacer,
  presetChoices,
  presetOf,
  type TChoicePreset,
  type TOptionGroupFormValues,
} from '../option-group-form';

interface TOptionGroupFormProps {
  group: TOptionGroup | null;
  defaultLanguage: TLanguage;
  onDone: () => void;
}

/**
 * The Add/Edit dialog of an option group: its names (the default language's required), how many
 * choices (two presets or the numbers), and its options in order, each with names and a price
 * difference; rows are added, moved and removed with buttons. The server's field messages stand under
 * the fields they name (`options.2.priceDelta`).
 */
export function OptionGroupForm({ group, defaultLanguage, onDone }: TOptionGroupFormProps) {
  const t = useAdminT();
  const create = useCreateOptionGroup();
  const update = useUpdateOptionGroup();
  const addRef = useRef<HTMLButtonElement>(null);
  const languages = languagesFrom(defaultLanguage);
  const form = useSchemaForm<TOptionGroupFormValues, TOptionGroupBody>({
    initialValues: group ? groupFormValues(group) : newGroupValues(),
    check: (values) => checkOptionGroup(values, defaultLanguage),
    placeServerError: optionGroupPlacer(defaultLanguage),
  });
  const saving = form.submitting;
  const { options } = form.values;

  const submit = form.onSubmit(
    async (body) => {
      if (group) await update.mutateAsync({ id: group.id, body });
      else await create.mutateAsync(body);
      notifySuccess(tAdmin(group ? 'common.updated' : 'common.created'));
      onDone();
    },
    ({ error, placed }) => {
      // The fields say what the server refused; a toast only for what none of them shows.
      if (!placed) notifyError(error, tAdmin('common.saveFailed'));
    },
  );

  // Rows that move no longer match the messages placed at their old index.
  const setRows = (rows: TOptionGroupFormValues['options']) => {
    form.set('options', rows);
    form.clearErrors((path) => path.startsWith('options'));
  };
  const choose = (preset: TChoicePreset) => {
    const { min, max } = presetChoices(preset, options.length);
    form.set('minChoices', min, ['maxChoices']);
    form.set('maxChoices', max, ['minChoices']);
  };
  const preset = presetOf(form.values);
  const nameLabel = (language: TLanguage) =>
    language === defaultLanguage
      ? t('optionGroups.nameInDefault', { language: LANGUAGE_NAME[language] })
      : t('optionGroups.nameIn', { language: LANGUAGE_NAME[language] });

  return (
    <DialogForm onSubmit={submit} onCancel={onDone} saving={saving}>
      <div ref={form.formRef}>
        <Stack gap="md">
          <Fieldset legend={t('optionGroups.groupName')} variant="unstyled">
            <Text size="xs" c="dimmed" mb={4}>
              {t('optionGroups.namesHint', { language: LANGUAGE_NAME[defaultLanguage] })}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
              {languages.map((language, index) => (
                <TextInput
                  key={language}
                  label={nameLabel(language)}
                  required={language === defaultLanguage}
                  autoComplete="off"
                  maxLength={100}
                  {...(index === 0 ? { 'data-autofocus': true } : {})}
                  {...form.getInputProps(`names.${language}`)}
                />
              ))}
            </SimpleGrid>
          </Fieldset>

          <Fieldset legend={t('optionGroups.choices')} variant="unstyled">
            <Group gap="xs" mb="xs" role="group" aria-label={t('optionGroups.presets')}>
              <Button
                variant={preset === 'single' ? 'filled' : 'default'}
                size="xs"
                aria-pressed={preset === 'single'}
                onClick={() => choose('single')}
              >
                {t('optionGroups.presetSingle')}
              </Button>
              <Button
                variant={preset === 'several' ? 'filled' : 'default'}
                size="xs"
                aria-pressed={preset === 'several'}
                onClick={() => choose('several')}
              >
                {t('optionGroups.presetSeveral')}
              </Button>
            </Group>
            <SimpleGrid cols={2} spacing="sm">
              <NumberInput
                label={t('optionGroups.minChoices')}
                description={t('optionGroups.minHint')}
                min={0}
                max={MAX_OPTION_CHOICES}
                allowDecimal={false}
                allowNegative={false}
                {...form.getInputProps('minChoices')}
              />
              <NumberInput
                label={t('optionGroups.maxChoices')}
                description={t('optionGroups.maxHint')}
                min={1}
                max={MAX_OPTION_CHOICES}
                allowDecimal={false}
                allowNegative={false}
                {...form.getInputProps('maxChoices')}
              />
            </SimpleGrid>
          </Fieldset>

          <Fieldset legend={t('optionGroups.options')} variant="unstyled">
            <Stack gap="sm">
              {options.map((option, index) => {
                const number = index + 1;
                const label = t('optionGroups.optionNumber', { number });
                return (
                  <Fieldset
                    key={option.key}
                    legend={label}
                    p="xs"
                    styles={{ legend: { fontWeight: 600, fontSize: 'var(--mantine-font-size-sm)' } }}
                  >
                    <Stack gap="xs">
                      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
                        {languages.map((language) => (
                          <TextInput
                            key={language}
                            label={nameLabel(language)}
                            required={language === defaultLanguage}
                            autoComplete="off"
                            maxLength={100}
                            {...form.getInputProps(`options.${index}.names.${language}`)}
                          />
                        ))}
                      </SimpleGrid>
                      <Group align="flex-end" justify="space-between" gap="xs">
                        <TextInput
                          label={t('optionGroups.priceDelta')}
                          description={t('optionGroups.priceDeltaHint')}
                          inputMode="decimal"
                          autoComplete="off"
                          maxLength={20}
                          w={200}
                          leftSection={
                            <Text size="xs" c="dimmed">
                              CHF
                            </Text>
                          }
                          leftSectionWidth={44}
                          {...form.getInputProps(`options.${index}.priceDelta`)}
                        />
                        <Group gap={6} wrap="nowrap">
                          <Button
                            variant="default"
                            size="xs"
                            disabled={index === 0}
                            aria-label={t('optionGroups.moveUp', { number })}
                            onClick={() => setRows(moveRow(options, index, -1))}
                          >
                            ↑
                          </Button>
                          <Button
                            variant="default"
                            size="xs"
                            disabled={index === options.length - 1}
                            aria-label={t('optionGroups.moveDown', { number })}
                            onClick={() => setRows(moveRow(options, index, 1))}
                          >
                            ↓
                          </Button>
                          <Button
                            variant="light"
                            color="red"
                            size="xs"
                            disabled={options.length === 1}
                            aria-label={t('optionGroups.removeOption', { number })}
                            onClick={() => {
                              setRows(options.filter((row) => row.key !== option.key));
                              addRef.current?.focus();
                            }}
                          >
                            {t('optionGroups.remove')}
                          </Button>
                        </Group>
                      </Group>
                    </Stack>
                  </Fieldset>
                );
              })}
              {form.errors.options ? (
                <Text size="sm" c="red.8" role="alert">
                  {form.errors.options}
                </Text>
              ) : null}
              <Button
                ref={addRef}
                variant="light"
                style={{ alignSelf: 'flex-start' }}
                disabled={options.length >= MAX_OPTIONS_PER_GROUP}
                onClick={() => setRows([...options, newOptionRow()])}
              >
                {t('optionGroups.addOption')}
              </Button>
              {group && group.options.length > 0 ? (
                <Text size="xs" c="dimmed">
                  {t('optionGroups.removedKeepOrders')}
                </Text>
              ) : null}
            </Stack>
          </Fieldset>
        </Stack>
      </div>
    </DialogForm>
  );
}
