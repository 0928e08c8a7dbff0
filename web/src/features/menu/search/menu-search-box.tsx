import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/use-i18n';
import classes from '../components/catalog.module.css';

/**
 * The menu's search box: filters as the diner types; × or Escape clears it (and a second
 * Escape on an empty box is left to the page).
 */
export function MenuSearchBox({ query, onChange }: { query: string; onChange: (query: string) => void }) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className={classes.search}>
      <input
        ref={input}
        type="search"
        className={classes.searchInput}
        aria-label={t('site.menu.search')}
        placeholder={t('site.menu.searchPlaceholder')}
        value={query}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => onChange(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && query !== '') {
            event.preventDefault();
            onChange('');
          }
        }}
      />
      {query !== '' ? (
        <button
          type="button"
          className={classes.searchClear}
          aria-label={t('site.menu.searchClear')}
          onClick={() => {
            onChange('');
            input.current?.focus();
          }}
        >
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}

/** No dish matches: says so with the query, and offers to clear it. */
export function SearchEmpty({ query, onClear }: { query: string; onClear: () => void }) {
  const t = useT();
  return (
    <div className={classes.searchEmpty}>
      <p role="status">{t('site.menu.searchEmpty', { query: query.trim() })}</p>
      <Button variant="light" onClick={onClear}>
        {t('site.menu.searchShowAll')}
      </Button>
    </div>
  );
}
