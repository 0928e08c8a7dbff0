import { ORDER_TYPES } from '@app/shared/enums';
import { ORDER_KINDS } from '@app/shared/order-kind';
import { PROMO_KINDS, type TPromoKind } from '@app/shared/promo';
import type { TPromoCode } from '@app/shared/promo-codes';
import {
  Checkbox,
  CloseButton,
  Group,
  Input,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useId } from 'react';
import { DialogForm, FormDialog } from '@/components/form-actions';
import { tAdmin } from '@/i18n/i18n';
import { useAdminT } from '@/i18n/use-i18n';
import { ApiError } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useCreatePromoCode, useUpdatePromoCode } from '../api/promo-codes-api';
import {
  checkPromoForm,
  NEW_PROMO_VALUES,
  placePromoField,
  type TPromoFormValues,
  valuesFromPromo,
} from '../promo-code-form';

interface TPromoCodeFormModalProps {
  opened: boolean;
  /** The code being edited, or null to add one. */
  promo: TPromoCode | null;
  /** Changes on every opening: the form starts afresh. */
  formKey: number;
  onClose: () => void;
}

/** The Add/Edit promo code dialog; Save sends the whole code, Cancel closes. */
export function PromoCodeFormModal({ opened, promo, formKey, onClose }: TPromoCodeFormModalProps) {
  const t = useAdminT();
  const create = useCreatePromoCode();
  const update = useUpdatePromoCode();
  const saving = create.isPending || update.isPending;
  return (
    <FormDialog
      opened={opened}
      title={promo ? t('promoCodes.editNamed', { code: promo.code }) : t('promoCodes.add')}
      saving={saving}
      onClose={onClose}
      size="lg"
    >
      <PromoCodeForm
        key={formKey}
        promo={promo}
        saving={saving}
        onDone={onClose}
        create={create}
        update={update}
      />
    </FormDialog>
  );
}

interface TPromoCodeFormProps {
  promo: TPromoCode | null;
  saving: boolean;
  onDone: () => void;
  create: ReturnType<typeof useCreatePromoCode>;
  update: ReturnType<typeof useUpdatePromoCode>;
}

/** A taken code (409) belongs under the code field, in the back office's words. */
function codeTakenOnField(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.status !== 409) return error;
  return new ApiError({ ...error.toJSON(), details: { code: tAdmin('promoCodes.codeTaken') } });
}

function PromoCodeForm({ promo, saving, onDone, create, update }: TPromoCodeFormProps) {
  const t = useAdminT();
  const form = useSchemaForm({
    initialValues: promo ? valuesFromPromo(promo) : NEW_PROMO_VALUES,
    check: (values: TPromoFormValues) => checkPromoForm(values),
    placeServerError: placePromoField,
  });
  const submit = form.onSubmit(
    async (body) => {
      try {
        if (promo) await update.mutateAsync({ id: promo.id, body });
        else await create.mutateAsync(body);
      } catch (error) {
        throw codeTakenOnField(error);
      }
      notifySuccess(tAdmin(promo ? 'common.updated' : 'common.created'));
      onDone();
    },
    ({ error }) => notifyError(error, tAdmin('common.saveFailed')),
  );
  const hintId = useId();
  const values = form.values;
  const percent = values.kind === 'PERCENT';

  const dateInput = (field: 'validFrom' | 'validTo', label: string, description: string) => (
    <TextInput
      type="datetime-local"
      label={label}
      description={description}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      value={values[field]}
      onChange={(event) =>
        form.set(field, event.currentTarget.value, field === 'validFrom' ? ['validTo'] : [])
      }
      error={form.errors[field]}
      rightSectionPointerEvents="all"
      rightSection={
        values[field] !== '' ? (
          <CloseButton
            size="sm"
            aria-label={t('promoCodes.clear', { label })}
            onClick={() => form.set(field, '')}
          />
        ) : null
      }
    />
  );
  const usesInput = (field: 'maxUses' | 'maxUsesPerEmail', label: string, description: string) => (
    <TextInput
      label={label}
      description={description}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      inputMode="numeric"
      autoComplete="off"
      {...form.getInputProps(field)}
    />
  );

  // The hint apart from the label: inside it, it would become part of the switch's name.
  const switchWithHint = (field: 'firstOrderOnly' | 'active', label: string, hint: string) => (
    <div>
      <Switch
        label={label}
        aria-describedby={`${hintId}-${field}`}
        color="crimson"
        {...form.getInputProps(field, { type: 'checkbox' })}
      />
      <Text id={`${hintId}-${field}`} size="xs" c="dimmed" mt={4}>
        {hint}
      </Text>
    </div>
  );

  return (
    <DialogForm onSubmit={submit} onCancel={onDone} saving={saving}>
      <Stack gap="sm" ref={form.formRef}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('promoCodes.field.code')}
            description={t('promoCodes.field.codeHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            required
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={32}
            data-autofocus
            value={values.code}
            onChange={(event) => form.set('code', event.currentTarget.value.toUpperCase())}
            error={form.errors.code}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
          <Input.Wrapper label={t('promoCodes.field.kind')} labelElement="div" error={form.errors.kind}>
            <SegmentedControl
              fullWidth
              aria-label={t('promoCodes.field.kind')}
              data={PROMO_KINDS.map((kind) => ({
                value: kind,
                label: t(kind === 'PERCENT' ? 'promoCodes.field.kindPercent' : 'promoCodes.field.kindAmount'),
              }))}
              value={values.kind}
              onChange={(kind) => form.set('kind', kind as TPromoKind, ['value'])}
            />
          </Input.Wrapper>
          <TextInput
            label={percent ? t('promoCodes.field.percent') : t('promoCodes.field.amount')}
            required
            inputMode="decimal"
            autoComplete="off"
            {...form.getInputProps('value')}
          />
          <TextInput
            label={t('promoCodes.field.minimum')}
            description={t('promoCodes.field.minimumHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            inputMode="decimal"
            autoComplete="off"
            {...form.getInputProps('minimumOrder')}
          />
          {dateInput('validFrom', t('promoCodes.field.validFrom'), t('promoCodes.field.validFromHint'))}
          {dateInput('validTo', t('promoCodes.field.validTo'), t('promoCodes.field.validToHint'))}
          <Checkbox.Group label={t('promoCodes.field.orderTypes')} {...form.getInputProps('orderTypes')}>
            <Group gap="lg" mt="xs">
              {ORDER_TYPES.map((type) => (
                <Checkbox key={type} value={type} label={t('promoCodes.orderType', { type })} />
              ))}
            </Group>
          </Checkbox.Group>
          <Checkbox.Group label={t('promoCodes.field.kinds')} {...form.getInputProps('kinds')}>
            <Group gap="lg" mt="xs">
              {ORDER_KINDS.map((kind) => (
                <Checkbox key={kind} value={kind} label={t('promoCodes.kind', { kind })} />
              ))}
            </Group>
          </Checkbox.Group>
          {usesInput('maxUses', t('promoCodes.field.maxUses'), t('promoCodes.field.maxUsesHint'))}
          {usesInput(
            'maxUsesPerEmail',
            t('promoCodes.field.maxUsesPerEmail'),
            t('promoCodes.field.maxUsesPerEmailHint'),
          )}
        </SimpleGrid>
        {switchWithHint(
          'firstOrderOnly',
          t('promoCodes.field.firstOrderOnly'),
          t('promoCodes.field.firstOrderOnlyHint'),
        )}
        {switchWithHint('active', t('promoCodes.field.active'), t('promoCodes.field.activeHint'))}
      </Stack>
    </DialogForm>
  );
}
