import { LANGUAGE_NAME, LANGUAGES, type TLanguage } from '@app/shared/languages';
import { useQueryClient } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useHydrated } from '@/lib/hydration';
import { notifyError } from '@/lib/toast';
import { changeLanguage, t } from './i18n';
import classes from './language-switcher.module.css';
import { useLanguage } from './use-i18n';

/**
 * DE · FR · IT · EN. Each button's accessible name is the code it shows followed by the language's own
 * name ("DE Deutsch"): it starts with the visible label (WCAG 2.5.3, label in name; "Deutsch" alone did
 * not contain "DE" as a word), so speech control by "DE" works, and `lang` lets a screen reader say the
 * name right. The choice is remembered; what the server wrote in the old language (menu texts) is fetched
 * again.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<TLanguage | null>(null);
  // Drawn by the server, it waits for the page's scripts (lib/hydration.ts): a tap before them would be
  // lost without a word.
  const hydrated = useHydrated();

  async function choose(next: TLanguage) {
    if (next === language || pending) return;
    setPending(next);
    try {
      await changeLanguage(next);
      await queryClient.invalidateQueries();
    } catch (error) {
      notifyError(error, t('site.language.changeFailed'));
    } finally {
      setPending(null);
    }
  }

  return (
    <fieldset className={`${classes.group} ${className ?? ''}`} disabled={!hydrated}>
      <legend className={classes.legend}>{t('site.language.switcher')}</legend>
      {LANGUAGES.map((option, index) => (
        <Fragment key={option}>
          {index > 0 ? (
            <span aria-hidden="true" className={classes.separator}>
              ·
            </span>
          ) : null}
          <button
            type="button"
            className={classes.option}
            lang={option}
            aria-label={`${option.toUpperCase()} ${LANGUAGE_NAME[option]}`}
            aria-pressed={option === language}
            // Not `disabled`: that would drop the keyboard focus to the page while the catalogue loads.
            aria-disabled={pending !== null || undefined}
            onClick={() => void choose(option)}
          >
            {option.toUpperCase()}
          </button>
        </Fragment>
      ))}
    </fieldset>
  );
}
