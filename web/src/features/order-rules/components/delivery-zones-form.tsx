import type { TDeliveryZone } from '@app/shared/order-rules';
import {
  Alert,
  Button,
  Fieldset,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useUpdateDeliveryZones } from '@/features/order-rules/api/delivery-zones';
import {
  checkZonesForm,
  emptyZone,
  placeZoneField,
  type TZonesFormValues,
  zoneFieldPath,
  zonesFormOf,
} from '@/features/order-rules/zones-form';
import { useAdminT } from '@/i18n/use-i18n';
import { serverMessage } from '@/lib/toast';
import { useSchemaForm } from '@/lib/use-schema-form';

type TResult = { kind: 'saved' | 'failed'; message: string } | null;

/**
 * The delivery zones: each with its name, postcodes, fee, minimum, free-delivery threshold and extra
 * minutes; zones are added and removed here and saved together (a postcode belongs to one zone only).
 */
export function DeliveryZonesForm({ zones }: { zones: readonly TDeliveryZone[] }) {
  const t = useAdminT();
  const update = useUpdateDeliveryZones();
  const form = useSchemaForm({
    initialValues: zonesFormOf(zones),
    check: (values: TZonesFormValues) => checkZonesForm(values),
    placeServerError: placeZoneField,
  });
  const [result, setResult] = useState<TResult>(null);
  const saving = form.submitting;
  const list = form.values.zones;

  const save = form.onSubmit(
    async (body) => {
      const saved = await update.mutateAsync(body);
      form.reset(zonesFormOf(saved));
      setResult({ kind: 'saved', message: t('deliveryZones.saved') });
    },
    ({ error }) => setResult({ kind: 'failed', message: serverMessage(error) ?? t('deliveryZones.failed') }),
  );

  function setZones(next: TZonesFormValues['zones']) {
    // The messages name zones by place in the list, which moves: they go, the next save says them again.
    form.clearErrors((path) => path.startsWith('zones.'));
    form.set('zones', next);
    setResult(null);
  }

  const input = (index: number, field: Parameters<typeof zoneFieldPath>[1], label: string, extra = {}) => (
    <TextInput
      label={label}
      // Hints under the inputs, so that the inputs of a row line up whatever their hints' length.
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      {...form.getInputProps(zoneFieldPath(index, field))}
      disabled={saving}
      {...extra}
    />
  );

  return (
    <form
      ref={form.formRef}
      onSubmit={(event) => {
        setResult(null);
        save(event);
      }}
      noValidate
      aria-labelledby="delivery-zones-heading"
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id="delivery-zones-heading">
          {t('deliveryZones.title')}
        </Title>
        {list.length === 0 ? (
          <Alert color="yellow" variant="light">
            {t('deliveryZones.empty')}
          </Alert>
        ) : null}
        {list.map((zone, index) => {
          const name = zone.name.trim() || t('deliveryZones.newZone');
          return (
            <Paper key={zone.key} withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
              <Fieldset
                variant="unstyled"
                legend={
                  <Text fw={600} component="span">
                    {name}
                  </Text>
                }
                disabled={saving}
              >
                <Stack gap="xs">
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                    {input(index, 'name', t('deliveryZones.name'), { maxLength: 100 })}
                    {input(index, 'postcodes', t('deliveryZones.postcodes'), {
                      description: t('deliveryZones.postcodesHint'),
                      inputMode: 'numeric',
                    })}
                  </SimpleGrid>
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                    {input(index, 'deliveryFee', t('deliveryZones.fee'), { inputMode: 'decimal' })}
                    {input(index, 'minimumOrder', t('deliveryZones.minimum'), { inputMode: 'decimal' })}
                    {input(index, 'freeDeliveryFrom', t('deliveryZones.freeFrom'), {
                      inputMode: 'decimal',
                      placeholder: t('deliveryZones.never'),
                      description: t('deliveryZones.freeFromHint'),
                    })}
                    {input(index, 'extraMinutes', t('deliveryZones.extraMinutes'), {
                      inputMode: 'numeric',
                      description: t('deliveryZones.extraMinutesHint'),
                    })}
                  </SimpleGrid>
                  <Group justify="flex-end">
                    <Button
                      variant="subtle"
                      color="red"
                      size="xs"
                      onClick={() => setZones(list.filter((_, i) => i !== index))}
                    >
                      {zone.name.trim() ? t('deliveryZones.remove', { name }) : t('deliveryZones.removeNew')}
                    </Button>
                  </Group>
                </Stack>
              </Fieldset>
            </Paper>
          );
        })}

        {result ? (
          <Alert
            color={result.kind === 'saved' ? 'green' : 'red'}
            variant="light"
            role={result.kind === 'saved' ? 'status' : 'alert'}
          >
            {result.message}
          </Alert>
        ) : null}

        <Group justify="space-between" gap="sm">
          <Button variant="default" onClick={() => setZones([...list, emptyZone()])} disabled={saving}>
            {t('deliveryZones.add')}
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? t('deliveryZones.saving') : t('deliveryZones.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
