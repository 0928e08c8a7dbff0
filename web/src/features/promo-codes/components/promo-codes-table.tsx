import type { TPromoCode } from '@app/shared/promo-codes';
import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { AdminTable } from '@/components/admin-table';
import { useAdminT } from '@/i18n/use-i18n';
import {
  promoGivenText,
  promoKindsText,
  promoMinimumText,
  promoOrderTypesText,
  promoPerDinerText,
  promoTimeState,
  promoUsesText,
  promoValidityText,
  promoValueText,
} from '../promo-code-form';
import { PromoActiveSwitch } from './promo-active-switch';

/** A badge in a narrow column wraps its words rather than cutting them ("Nur erste…"). */
const WHOLE_BADGE = {
  root: { height: 'auto', paddingBlock: 2 },
  label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip' },
} as const;

interface TPromoCodesTableProps {
  promos: readonly TPromoCode[];
  /** When the dates are judged ('not started yet', 'ended'). */
  now: Date;
  onEdit: (promo: TPromoCode) => void;
  onDelete: (promo: TPromoCode) => void;
}

/**
 * Code, what it takes off, when, for what, how often it was used, what it gave, on/off and the row
 * actions: a table on a tablet held across, cards where the list is narrower (AdminTable).
 */
export function PromoCodesTable({ promos, now, onEdit, onDelete }: TPromoCodesTableProps) {
  const t = useAdminT();
  return (
    <AdminTable
      minWidth={720}
      headers={[
        t('promoCodes.col.code'),
        t('promoCodes.col.discount'),
        t('promoCodes.col.validity'),
        t('promoCodes.col.scope'),
        t('promoCodes.col.uses'),
        { label: t('promoCodes.col.given'), right: true },
        t('promoCodes.col.active'),
        { label: t('common.actions'), right: true },
      ]}
    >
      {promos.map((promo) => {
        const codeId = `promo-${promo.id}-code`;
        const minimum = promoMinimumText(promo);
        const perDiner = promoPerDinerText(promo);
        const state = promoTimeState(promo, now);
        return (
          <Table.Tr key={promo.id}>
            <Table.Td>
              <Text id={codeId} size="sm" fw={600} ff="monospace">
                {promo.code}
              </Text>
              {promo.firstOrderOnly ? (
                <Badge color="gray" variant="light" tt="none" mt={4} radius="sm" styles={WHOLE_BADGE}>
                  {t('promoCodes.firstOrderOnly')}
                </Badge>
              ) : null}
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <Text size="sm" fw={500}>
                {promoValueText(promo)}
              </Text>
              {minimum ? (
                <Text size="xs" c="dimmed">
                  {minimum}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td>
              <Stack gap={2} align="flex-start">
                <Text size="sm">{promoValidityText(promo)}</Text>
                {state ? (
                  <Badge
                    color={state === 'ended' ? 'gray' : 'yellow'}
                    variant="light"
                    tt="none"
                    radius="sm"
                    styles={WHOLE_BADGE}
                  >
                    {t(state === 'ended' ? 'promoCodes.ended' : 'promoCodes.scheduled')}
                  </Badge>
                ) : null}
              </Stack>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{promoOrderTypesText(promo)}</Text>
              <Text size="sm">{promoKindsText(promo)}</Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{promoUsesText(promo)}</Text>
              {perDiner ? (
                <Text size="xs" c="dimmed">
                  {perDiner}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {promoGivenText(promo)}
            </Table.Td>
            <Table.Td>
              <Group wrap="nowrap">
                <PromoActiveSwitch promo={promo} />
              </Group>
            </Table.Td>
            <Table.Td>
              {/* One above the other: side by side, they would push the table past a tablet's width. */}
              <Stack gap={6} align="flex-end">
                <Button size="xs" variant="light" aria-describedby={codeId} onClick={() => onEdit(promo)}>
                  {t('common.edit')}
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  aria-describedby={codeId}
                  onClick={() => onDelete(promo)}
                >
                  {t('common.delete')}
                </Button>
              </Stack>
            </Table.Td>
          </Table.Tr>
        );
      })}
    </AdminTable>
  );
}
