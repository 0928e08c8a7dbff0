import { chfToRappen, formatRappen } from '@app/shared/money';
import { Center, Loader, SimpleGrid, Text, TextInput, UnstyledButton } from '@mantine/core';
import { type KeyboardEvent, useMemo, useState } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import { useAdminT } from '@/i18n/use-i18n';
import { hasOptions, isOrderable, searchItems, type TCatalogItem } from '../staff-order-logic';
import classes from './new-order.module.css';

interface TItemPickerProps {
  items: readonly TCatalogItem[] | undefined;
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
  retrying: boolean;
  /** Names of the food items in every language, by food item id (for the search). */
  names: ReadonlyMap<number, readonly string[]> | undefined;
  onAdd: (item: TCatalogItem) => void;
}

/**
 * The catalogue as big buttons, one tap adds one; the search finds an item by its number ('12',
 * '#12') or by its name in any language. Enter in the search adds the first match.
 */
export function ItemPicker({ items, loading, error, onRetry, retrying, names, onAdd }: TItemPickerProps) {
  const t = useAdminT();
  const [query, setQuery] = useState('');
  const matches = useMemo(() => searchItems(items ?? [], query, names), [items, query, names]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Never submits the order: Enter here means "add what I found".
    event.preventDefault();
    const first = matches.find(isOrderable);
    if (query.trim() !== '' && first) {
      onAdd(first);
      setQuery('');
    }
  };

  return (
    <section aria-labelledby="new-order-items" className={classes.panel}>
      <h2 id="new-order-items" className={classes.sectionTitle}>
        {t('newOrder.items.title')}
      </h2>
      <TextInput
        type="search"
        size="md"
        label={t('newOrder.items.search')}
        description={t('newOrder.items.searchHint')}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        autoComplete="off"
        mb="sm"
      />
      {error && !items ? (
        <ErrorAlert
          title={t('newOrder.items.loadFailed')}
          message={error.message}
          onRetry={onRetry}
          retrying={retrying}
        />
      ) : loading ? (
        <Center py="xl">
          <Loader role="status" aria-label={t('newOrder.items.loading')} size="sm" />
        </Center>
      ) : matches.length === 0 ? (
        <Text c="dimmed" py="md" role="status">
          {query.trim() === '' ? t('newOrder.items.none') : t('newOrder.items.noMatch')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, lg: 3 }} spacing="xs" className={classes.itemGrid}>
          {matches.map((item) => {
            const orderable = isOrderable(item);
            const status = !item.available
              ? t('newOrder.items.unavailable')
              : item.soldOutToday
                ? t('newOrder.items.soldOut')
                : null;
            return (
              <UnstyledButton
                key={item.id}
                className={classes.itemButton}
                disabled={!orderable}
                data-disabled={!orderable || undefined}
                onClick={() => onAdd(item)}
                // The name starts with what the tile shows, in its order ("#12 Lachs Maki, CHF 8.50"), then
                // says what a tap does: speech control by the visible words works (WCAG 2.5.3, label in name).
                aria-label={
                  status === null
                    ? t(hasOptions(item) ? 'newOrder.items.choose' : 'newOrder.items.add', {
                        name: item.name,
                        number: item.id,
                        price: formatRappen(chfToRappen(item.price)),
                      })
                    : t('newOrder.items.notOrderable', { name: item.name, number: item.id, status })
                }
              >
                {/* The spaces keep the words apart in the text read from the tile (the layout ignores them). */}
                <span className={classes.itemNumber}>#{item.id}</span>{' '}
                <span className={classes.itemName}>{item.name}</span>{' '}
                <span className={classes.itemPrice}>{status ?? formatRappen(chfToRappen(item.price))}</span>
              </UnstyledButton>
            );
          })}
        </SimpleGrid>
      )}
    </section>
  );
}
