import {
  MAX_SAVED_ADDRESSES,
  type TAccountProfile,
  type TSavedAddress,
  ZAccountProfileSchema,
} from '@app/shared/account';
import {
  Alert,
  Button,
  Fieldset,
  Grid,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import { useFocusAfterRefusal } from '@/hooks/use-focus-after-refusal';
import type { TPublicKey } from '@/i18n/catalogs';
import { translateMessage } from '@/i18n/i18n';
import { useT } from '@/i18n/use-i18n';
import { ApiError } from '@/lib/api-client';
import { checkWithSchema, placeFieldErrors, type TFieldErrors } from '@/lib/form-errors';
import { useAccountProfile, useSaveAccountProfile } from '../api/profile';
import { SectionLoading, useSessionEndOn } from './section-states';

const ADDRESS_FIELDS = {
  street: { label: 'pages.account.details.street', span: 8, autoComplete: 'address-line1' },
  streetNo: { label: 'pages.account.details.streetNo', span: 4, autoComplete: 'off' },
  plz: { label: 'pages.account.details.plz', span: 4, autoComplete: 'postal-code', numeric: true },
  city: { label: 'pages.account.details.city', span: 8, autoComplete: 'address-level2' },
} as const satisfies Record<
  keyof TSavedAddress,
  { label: TPublicKey; span: number; autoComplete: string; numeric?: boolean }
>;
type TAddressField = keyof typeof ADDRESS_FIELDS;

/** An address being edited; `key` keeps its inputs (and focus) in place when one above is removed. */
type TAddressRow = TSavedAddress & { key: number };
interface TDraft {
  firstName: string;
  lastName: string;
  phone: string;
  addresses: TAddressRow[];
}

let nextRowKey = 1;
const row = (address: TSavedAddress): TAddressRow => ({ ...address, key: nextRowKey++ });
const EMPTY_ADDRESS: TSavedAddress = { street: '', streetNo: '', plz: '', city: '' };

function draftOf(profile: TAccountProfile): TDraft {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone,
    addresses: profile.addresses.map(row),
  };
}

function bodyOf(draft: TDraft): TAccountProfile {
  return {
    firstName: draft.firstName,
    lastName: draft.lastName,
    phone: draft.phone,
    addresses: draft.addresses.map(({ street, streetNo, plz, city }) => ({ street, streetNo, plz, city })),
  };
}

/**
 * Where a message about a payload path stands: on its field ('addresses.1.plz'), else under the
 * addresses ('addresses': too many), else nowhere (the form's alert says it).
 */
function placeOf(draft: TDraft) {
  const fields = new Set<string>(['firstName', 'lastName', 'phone', 'addresses']);
  draft.addresses.forEach((_, index) => {
    for (const name of Object.keys(ADDRESS_FIELDS)) fields.add(`addresses.${index}.${name}`);
  });
  return (path: string) => {
    if (fields.has(path)) return path;
    return path.startsWith('addresses.') || path === 'addresses' ? 'addresses' : null;
  };
}

/** "Saved details": the names, phone and up to MAX_SAVED_ADDRESSES addresses that fill the checkout. */
export function SavedDetails({ onSessionEnded }: { onSessionEnded: () => void }) {
  const t = useT();
  const headingId = useId();
  const profile = useAccountProfile();
  useSessionEndOn(profile.error, onSessionEnded);

  let body: ReactNode;
  if (profile.isPending) body = <SectionLoading label={t('pages.account.details.loading')} />;
  else if (profile.isError)
    body = (
      <ErrorAlert
        message={t('pages.account.details.loadFailed')}
        onRetry={() => void profile.refetch()}
        retrying={profile.isFetching}
      />
    );
  else body = <SavedDetailsForm profile={profile.data} onSessionEnded={onSessionEnded} />;

  return (
    <Stack component="section" gap="md" aria-labelledby={headingId}>
      <Stack gap={4}>
        <Title order={2} id={headingId}>
          {t('pages.account.details.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('pages.account.details.intro')}
        </Text>
      </Stack>
      {body}
    </Stack>
  );
}

function SavedDetailsForm({
  profile,
  onSessionEnded,
}: {
  profile: TAccountProfile;
  onSessionEnded: () => void;
}) {
  const t = useT();
  const save = useSaveAccountProfile();
  const [draft, setDraft] = useState<TDraft>(() => draftOf(profile));
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [refusals, setRefusals] = useState(0);
  const { formRef, errorRef } = useFocusAfterRefusal(refusals);
  const addressesRef = useRef<HTMLDivElement>(null);

  function change(update: (current: TDraft) => TDraft, clear: readonly string[]) {
    setDraft(update);
    setSaved(false);
    setFormError(null);
    setErrors((current) => {
      const next = { ...current };
      for (const path of clear) delete next[path];
      return next;
    });
  }

  function setText(name: 'firstName' | 'lastName' | 'phone', value: string) {
    change((current) => ({ ...current, [name]: value }), [name]);
  }

  function setAddress(index: number, name: TAddressField, value: string) {
    change(
      (current) => ({
        ...current,
        addresses: current.addresses.map((address, i) =>
          i === index ? { ...address, [name]: value } : address,
        ),
      }),
      [`addresses.${index}.${name}`, 'addresses'],
    );
  }

  function addAddress() {
    change(
      (current) => ({ ...current, addresses: [...current.addresses, row(EMPTY_ADDRESS)] }),
      ['addresses'],
    );
    // The new address's first field, once it is drawn, unless the diner has moved on meanwhile (a save).
    const before = document.activeElement;
    requestAnimationFrame(() => {
      if (document.activeElement !== before) return;
      const inputs = addressesRef.current?.querySelectorAll<HTMLInputElement>('input');
      inputs?.[inputs.length - Object.keys(ADDRESS_FIELDS).length]?.focus();
    });
  }

  function removeAddress(index: number) {
    // The messages of the addresses below would stand on the wrong one: the check finds them again.
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([path]) => !path.startsWith('addresses'))),
    );
    change((current) => ({ ...current, addresses: current.addresses.filter((_, i) => i !== index) }), []);
    addressesRef.current?.querySelector<HTMLElement>('h3')?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const place = placeOf(draft);
    const checked = checkWithSchema(ZAccountProfileSchema, bodyOf(draft), place);
    if (!checked.ok) {
      setErrors(checked.errors);
      setFormError(t('validation.correctFields'));
      setRefusals((count) => count + 1);
      return;
    }
    setErrors({});
    setFormError(null);
    try {
      const stored = await save.mutateAsync(checked.body);
      setDraft(draftOf(stored));
      setSaved(true);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        onSessionEnded();
        return;
      }
      const details = error instanceof ApiError ? error.details : undefined;
      const translated = Object.fromEntries(
        Object.entries(details ?? {}).map(([path, message]) => [path, translateMessage(message)]),
      );
      const placed = placeFieldErrors(translated, place);
      setErrors(placed);
      setFormError(
        Object.keys(placed).length > 0
          ? t('validation.correctFields')
          : error instanceof Error
            ? error.message
            : t('site.error.network'),
      );
      setRefusals((count) => count + 1);
    }
  }

  const full = draft.addresses.length >= MAX_SAVED_ADDRESSES;

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
          <TextInput
            label={t('pages.account.details.firstName')}
            value={draft.firstName}
            onChange={(event) => setText('firstName', event.currentTarget.value)}
            error={errors.firstName}
            autoComplete="given-name"
            maxLength={100}
          />
          <TextInput
            label={t('pages.account.details.lastName')}
            value={draft.lastName}
            onChange={(event) => setText('lastName', event.currentTarget.value)}
            error={errors.lastName}
            autoComplete="family-name"
            maxLength={100}
          />
        </SimpleGrid>
        <TextInput
          label={t('pages.account.details.phone')}
          type="tel"
          value={draft.phone}
          onChange={(event) => setText('phone', event.currentTarget.value)}
          error={errors.phone}
          autoComplete="tel"
          maxLength={40}
        />

        <Stack gap="sm" ref={addressesRef}>
          <Title order={3} size="h4" tabIndex={-1}>
            {t('pages.account.details.addresses')}
          </Title>
          {draft.addresses.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('pages.account.details.noAddresses')}
            </Text>
          ) : null}
          {draft.addresses.map((address, index) => (
            <Fieldset key={address.key} legend={t('pages.account.details.address', { number: index + 1 })}>
              <Grid gap="sm">
                {(Object.keys(ADDRESS_FIELDS) as TAddressField[]).map((name) => {
                  const field: { label: TPublicKey; span: number; autoComplete: string; numeric?: boolean } =
                    ADDRESS_FIELDS[name];
                  return (
                    <Grid.Col key={name} span={field.span}>
                      <TextInput
                        label={t(field.label)}
                        value={address[name]}
                        onChange={(event) => setAddress(index, name, event.currentTarget.value)}
                        error={errors[`addresses.${index}.${name}`]}
                        autoComplete={field.autoComplete}
                        inputMode={field.numeric ? 'numeric' : undefined}
                        required
                      />
                    </Grid.Col>
                  );
                })}
              </Grid>
              <Group justify="flex-end" mt="sm">
                <Button
                  variant="subtle"
                  color="crimson"
                  size="compact-sm"
                  onClick={() => removeAddress(index)}
                  aria-label={t('pages.account.details.removeLabel', { number: index + 1 })}
                >
                  {t('pages.account.details.remove')}
                </Button>
              </Group>
            </Fieldset>
          ))}
          {errors.addresses ? (
            <Text size="sm" c="crimson.8">
              {errors.addresses}
            </Text>
          ) : null}
          <Group gap="sm">
            <Button variant="light" onClick={addAddress} disabled={full}>
              {t('pages.account.details.add')}
            </Button>
            <Text size="sm" c="dimmed">
              {t('pages.account.details.max', { max: MAX_SAVED_ADDRESSES })}
            </Text>
          </Group>
        </Stack>

        {formError ? (
          <Alert color="crimson" variant="light" role="alert" ref={errorRef} tabIndex={-1}>
            {formError}
          </Alert>
        ) : null}
        <Group gap="md">
          <Button type="submit" loading={save.isPending}>
            {t('pages.account.details.save')}
          </Button>
          {/* Always there, so that screen readers hear it fill. */}
          <Text size="sm" fw={600} role="status">
            {saved ? t('pages.account.details.saved') : ''}
          </Text>
        </Group>
      </Stack>
    </form>
  );
}
