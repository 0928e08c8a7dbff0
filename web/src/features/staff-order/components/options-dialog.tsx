import type { TPublicOptionGroup } from '@app/shared/catalog';
import { chfToRappen, formatRappen } from '@app/shared/money';
import { checkOptionChoice, OPTION_ERROR_CODES } from '@app/shared/option-choices';
import { Button, Checkbox, Fieldset, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { ruleText } from '@/features/option-groups/public';
import { useAdminT } from '@/i18n/use-i18n';
import { choiceGroupsOf } from '@/lib/choice-groups';
import { priceDeltaText } from '@/lib/price-delta';
import type { TCatalogItem } from '../staff-order-logic';

interface TOptionsDialogProps {
  /** The dish whose options are chosen; the dialog is open while set. */
  item: TCatalogItem | null;
  onAdd: (item: TCatalogItem, optionIds: number[]) => void;
  onClose: () => void;
}

/** Radio value of "none" in an optional single-choice group. */
const NONE = '';

/**
 * The options of a dish taken on the phone: each group with its rule (a single choice as radio
 * buttons, several as checkboxes), sold-out options shown but disabled, the price with the options, and
 * Add. The shared rule is checked before adding (what is missing stands under its group); the server
 * checks again when the order is placed.
 */
export function OptionsDialog({ item, onAdd, onClose }: TOptionsDialogProps) {
  const t = useAdminT();
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title={item ? t('newOrder.options.title', { name: item.name }) : ''}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {/* A fresh choice for every dish. */}
      {item ? <OptionsChoice key={item.id} item={item} onAdd={onAdd} onClose={onClose} /> : null}
    </Modal>
  );
}

function OptionsChoice({
  item,
  onAdd,
  onClose,
}: {
  item: TCatalogItem;
  onAdd: TOptionsDialogProps['onAdd'];
  onClose: () => void;
}) {
  const t = useAdminT();
  const groups = item.optionGroups ?? [];
  const [chosen, setChosen] = useState<number[]>([]);
  const [tried, setTried] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const result = checkOptionChoice(choiceGroupsOf(item.optionGroups), chosen);
  const price = formatRappen(chfToRappen(item.price) + result.deltaRappen);

  const problemOf = (group: TPublicOptionGroup): string | null => {
    if (!tried) return null;
    const problem = result.problems.find((candidate) => candidate.groupId === group.id);
    if (!problem) return null;
    if (problem.code === OPTION_ERROR_CODES.missing)
      return t('newOrder.options.missing', { count: group.minChoices });
    if (problem.code === OPTION_ERROR_CODES.tooMany)
      return t('newOrder.options.tooMany', { count: group.maxChoices });
    const option = group.options.find((candidate) => candidate.id === problem.optionId);
    return t('newOrder.options.soldOut', { name: option?.name ?? '' });
  };

  const setGroup = (group: TPublicOptionGroup, ids: number[]) => {
    const mine = new Set(group.options.map((option) => option.id));
    setChosen((current) => [...current.filter((id) => !mine.has(id)), ...ids]);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Never submits the order around it: this form only adds a line.
    event.stopPropagation();
    if (result.problems.length > 0) {
      setTried(true);
      // The first group that needs attention gets the focus (after the messages are shown).
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[data-invalid="true"] input:not(:disabled)')?.focus(),
      );
      return;
    }
    onAdd(item, result.ordered);
  };

  const optionLabel = (option: TPublicOptionGroup['options'][number]) => {
    const delta = priceDeltaText(option.priceDelta);
    return (
      <>
        {option.name}
        {delta ? (
          <Text span size="sm" c="dimmed">
            {` ${delta}`}
          </Text>
        ) : null}
        {option.available ? null : (
          <Text span size="xs" c="red.8">
            {` · ${t('newOrder.items.soldOut')}`}
          </Text>
        )}
      </>
    );
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        {groups.map((group) => {
          const problem = problemOf(group);
          const mine = group.options.filter((option) => chosen.includes(option.id)).map(String);
          return (
            <Fieldset
              key={group.id}
              legend={`${group.name} · ${ruleText(group)}`}
              variant="unstyled"
              data-invalid={problem ? 'true' : undefined}
            >
              {group.maxChoices === 1 ? (
                <Radio.Group
                  aria-label={group.name}
                  value={mine[0] ?? NONE}
                  onChange={(value) => setGroup(group, value === NONE ? [] : [Number(value)])}
                  error={problem}
                >
                  <Stack gap={6} mt={4}>
                    {group.minChoices === 0 ? (
                      <Radio value={NONE} label={t('newOrder.options.none')} />
                    ) : null}
                    {group.options.map((option) => (
                      <Radio
                        key={option.id}
                        value={String(option.id)}
                        label={optionLabel(option)}
                        disabled={!option.available}
                      />
                    ))}
                  </Stack>
                </Radio.Group>
              ) : (
                <Checkbox.Group
                  aria-label={group.name}
                  value={mine}
                  onChange={(values) => setGroup(group, values.map(Number))}
                  error={problem}
                >
                  <Stack gap={6} mt={4}>
                    {group.options.map((option) => (
                      <Checkbox
                        key={option.id}
                        value={String(option.id)}
                        label={optionLabel(option)}
                        disabled={!option.available && !chosen.includes(option.id)}
                      />
                    ))}
                  </Stack>
                </Checkbox.Group>
              )}
            </Fieldset>
          );
        })}
        <Group justify="space-between" align="center">
          <Text fw={700} role="status">
            {t('newOrder.cart.each', { price })}
          </Text>
          <Group gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit">{t('newOrder.options.add')}</Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
