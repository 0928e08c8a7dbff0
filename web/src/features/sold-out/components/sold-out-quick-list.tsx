import {
  Badge,
  Button,
  Collapse,
  Group,
  List,
  Loader,
  ScrollArea,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import toolbar from '@/components/compact-toolbar.module.css';
import { ErrorAlert } from '@/components/error-alert';
import { buffetItemsApi, menuItemsApi } from '@/features/catalog-admin/public';
import { optionGroupsQueryOptions, optionName } from '@/features/option-groups/public';
import { useRestaurantInfo } from '@/features/restaurant-info/public';
import { useSoldOutHistory } from '@/features/sold-out/api/sold-out';
import { changeLine, quickListItems, quickListOptions } from '@/features/sold-out/sold-out-logic';
import { useAdminT, useLanguage } from '@/i18n/use-i18n';
import { OptionSoldOutSwitch } from './option-sold-out-switch';
import { SoldOutSwitch } from './sold-out-switch';

/**
 * The incoming screen's 'Sold out today' quick list: a button in the screen's toolbar (one tap opens
 * it, on a row of its own), a search field, menu and buffet items with their switch, sold-out ones first,
 * the dishes' options by group (beef, prawns), and the latest switches (who, when, what).
 */
export function SoldOutQuickList() {
  const t = useAdminT();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [search, setSearch] = useState('');
  const panelId = useId();
  const historyId = useId();
  const menu = useQuery(menuItemsApi.listQueryOptions());
  const buffet = useQuery(buffetItemsApi.listQueryOptions());
  const groups = useQuery(optionGroupsQueryOptions());
  const history = useSoldOutHistory(open);
  const defaultLanguage = useRestaurantInfo().info?.defaultLanguage ?? 'de';

  const items = useMemo(
    () => quickListItems(menu.data ?? [], buffet.data ?? [], search, language),
    [menu.data, buffet.data, search, language],
  );
  const optionGroups = useMemo(
    () =>
      quickListOptions(groups.data ?? [], search, language, (names) =>
        optionName(names, language, defaultLanguage),
      ),
    [groups.data, search, language, defaultLanguage],
  );
  const soldOutCount =
    (menu.data ?? []).filter((item) => item.soldOutToday).length +
    (buffet.data ?? []).filter((item) => item.soldOutToday).length +
    (groups.data ?? []).reduce(
      (count, group) => count + group.options.filter((option) => option.soldOutToday).length,
      0,
    );
  const loading = menu.isPending || buffet.isPending;
  const failed = menu.isError || buffet.isError;

  return (
    <section aria-label={t('soldOut.title')} className={toolbar.control} data-open={open || undefined}>
      <Group gap="xs">
        <Button
          variant={open ? 'filled' : 'default'}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen((current) => !current)}
        >
          {t('soldOut.title')}
        </Button>
        {soldOutCount > 0 && (
          <Badge color="red" variant="light" size="lg">
            {t('soldOut.count', { count: soldOutCount })}
          </Badge>
        )}
      </Group>

      {open && (
        <div id={panelId} className={toolbar.row}>
          <Stack gap="xs">
            <TextInput
              type="search"
              label={t('soldOut.search')}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              autoComplete="off"
            />
            {failed ? (
              <ErrorAlert
                title={t('soldOut.loadFailed')}
                message={(menu.error ?? buffet.error)?.message ?? ''}
                onRetry={() => {
                  void menu.refetch();
                  void buffet.refetch();
                }}
                retrying={menu.isFetching || buffet.isFetching}
              />
            ) : loading ? (
              <Group gap="xs">
                <Loader size="xs" aria-hidden="true" />
                <Text size="sm" role="status">
                  {t('soldOut.loading')}
                </Text>
              </Group>
            ) : items.length === 0 && optionGroups.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('soldOut.noMatch')}
              </Text>
            ) : (
              <ScrollArea.Autosize mah={360} type="auto" offsetScrollbars>
                <List
                  listStyleType="none"
                  spacing={4}
                  aria-label={t('soldOut.items')}
                  styles={{ itemWrapper: { display: 'block' }, itemLabel: { display: 'block' } }}
                >
                  {items.map((item) => (
                    <List.Item key={`${item.kind}-${item.id}`} py={4}>
                      <SoldOutSwitch
                        kind={item.kind}
                        item={item}
                        label={
                          <Stack gap={0} component="span">
                            <Text span size="sm" fw={item.soldOutToday ? 700 : 500}>
                              {item.name}
                            </Text>
                            <Text span size="xs" c="dimmed">
                              {item.kind === 'MENU' ? t('soldOut.kindMenu') : t('soldOut.kindBuffet')}
                              {item.available ? '' : ` · ${t('soldOut.notAvailable')}`}
                            </Text>
                          </Stack>
                        }
                      />
                    </List.Item>
                  ))}
                </List>
                {optionGroups.length > 0 ? (
                  <section aria-label={t('soldOut.options')}>
                    <Text size="sm" fw={700} mt="sm">
                      {t('soldOut.options')}
                    </Text>
                    {optionGroups.map((group) => (
                      <div key={group.id}>
                        <Text size="xs" c="dimmed" fw={600} mt={6}>
                          {group.name}
                        </Text>
                        <List
                          listStyleType="none"
                          spacing={4}
                          aria-label={group.name}
                          styles={{ itemWrapper: { display: 'block' }, itemLabel: { display: 'block' } }}
                        >
                          {group.options.map((option) => (
                            <List.Item key={option.id} py={4} pl="sm">
                              <OptionSoldOutSwitch
                                option={option}
                                groupName={group.name}
                                label={
                                  <Text span size="sm" fw={option.soldOutToday ? 700 : 500}>
                                    {option.name}
                                  </Text>
                                }
                              />
                            </List.Item>
                          ))}
                        </List>
                      </div>
                    ))}
                  </section>
                ) : null}
              </ScrollArea.Autosize>
            )}

            <Button
              variant="subtle"
              color="gray"
              aria-expanded={historyOpen}
              aria-controls={historyId}
              onClick={() => setHistoryOpen((current) => !current)}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('soldOut.history')}
            </Button>
            <Collapse expanded={historyOpen} id={historyId}>
              {history.isError ? (
                <Text size="sm" c="red" role="alert">
                  {t('soldOut.historyFailed')}
                </Text>
              ) : history.data?.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('soldOut.historyEmpty')}
                </Text>
              ) : (
                <List size="sm" spacing={2} aria-label={t('soldOut.history')}>
                  {history.data?.map((change) => {
                    const line = changeLine(change, language);
                    return (
                      <List.Item key={`${change.at}-${change.kind}-${change.itemId}`}>
                        <Text span c="dimmed" size="sm">
                          {line.when}
                        </Text>{' '}
                        {t(line.key, line.values)}
                      </List.Item>
                    );
                  })}
                </List>
              )}
            </Collapse>
          </Stack>
        </div>
      )}
    </section>
  );
}
