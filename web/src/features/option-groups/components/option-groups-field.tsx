import { Button, Group, Input, Select, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useAdminT, useLanguage } from '@/i18n/use-i18n';
import { useOptionGroups } from '../api/option-groups-api';
import { displayName, moveRow, ruleText } from '../option-group-form';

interface TOptionGroupsFieldProps {
  /** The chosen groups' ids in the order the dish shows them. */
  value: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string | undefined;
}

/**
 * A menu or buffet item's option groups in order: the chosen ones with up, down and remove, and a
 * select that adds one of the others at the end. Groups are edited on their own screen.
 */
export function OptionGroupsField({ value, onChange, error }: TOptionGroupsFieldProps) {
  const t = useAdminT();
  const language = useLanguage();
  const groups = useOptionGroups();
  const labelId = useId();
  const errorId = useId();
  // The select empties itself after each choice, ready for the next.
  const [picking, setPicking] = useState<string | null>(null);
  const byId = new Map((groups.data ?? []).map((group) => [group.id, group]));
  const nameOf = (id: number) => {
    const group = byId.get(id);
    return group ? displayName(group.names, language) : `#${id}`;
  };
  const choices = (groups.data ?? [])
    .filter((group) => !value.includes(group.id))
    .map((group) => ({ value: String(group.id), label: displayName(group.names, language) }));

  return (
    <Stack gap={6} role="group" aria-labelledby={labelId} aria-describedby={error ? errorId : undefined}>
      <Input.Label id={labelId} component="span">
        {t('optionGroups.field.label')}
      </Input.Label>
      {value.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('optionGroups.field.none')}
        </Text>
      ) : (
        <ol aria-labelledby={labelId} style={{ margin: 0, paddingInlineStart: 20 }}>
          {value.map((id, index) => {
            const name = nameOf(id);
            const group = byId.get(id);
            return (
              <li key={id} style={{ paddingBlock: 2 }}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm" miw={0}>
                    <Text span fw={500}>
                      {name}
                    </Text>
                    {group ? <Text span size="xs" c="dimmed">{` · ${ruleText(group)}`}</Text> : null}
                  </Text>
                  <Group gap={4} wrap="nowrap">
                    <Button
                      variant="default"
                      size="compact-sm"
                      disabled={index === 0}
                      aria-label={t('optionGroups.field.moveUp', { name })}
                      onClick={() => onChange(moveRow(value, index, -1))}
                    >
                      ↑
                    </Button>
                    <Button
                      variant="default"
                      size="compact-sm"
                      disabled={index === value.length - 1}
                      aria-label={t('optionGroups.field.moveDown', { name })}
                      onClick={() => onChange(moveRow(value, index, 1))}
                    >
                      ↓
                    </Button>
                    <Button
                      variant="subtle"
                      color="red"
                      size="compact-sm"
                      aria-label={t('optionGroups.field.remove', { name })}
                      onClick={() => onChange(value.filter((other) => other !== id))}
                    >
                      ×
                    </Button>
                  </Group>
                </Group>
              </li>
            );
          })}
        </ol>
      )}
      <Select
        label={t('optionGroups.field.add')}
        placeholder={
          groups.isError
            ? t('optionGroups.loadFailed')
            : choices.length === 0
              ? t('optionGroups.field.noMore')
              : t('optionGroups.field.choose')
        }
        data={choices}
        value={picking}
        disabled={choices.length === 0}
        searchable
        clearable={false}
        nothingFoundMessage={t('optionGroups.field.noMatch')}
        comboboxProps={{ withinPortal: true }}
        onChange={(chosen) => {
          if (chosen === null) return;
          onChange([...value, Number(chosen)]);
          setPicking(null);
        }}
      />
      {error ? (
        <Text id={errorId} size="xs" c="red.8" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
