import { LANGUAGE_NAME, LANGUAGES, type TLanguage } from '@app/shared/languages';
import { Paper, Stack, Tabs, Text, Textarea, Title } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useState } from 'react';
import { useAdminT } from '@/i18n/use-i18n';
import type { TFieldErrors } from '@/lib/form-errors';
import { TextsHistoryList } from './texts-history-list';

interface TTextsSectionProps {
  /** The saved default language: its texts are the top-level ones, the others fall back to them. */
  defaultLanguage: TLanguage;
  /** The form's props of a field: `aboutText`, `deliveryNote` or `translations.fr.aboutText`... */
  inputProps: (path: string) => GetInputPropsReturnType;
  /** The default language's texts, shown as placeholders of the others. */
  defaults: { aboutText: string; deliveryNote: string; legalNotice: string };
  errors: Readonly<TFieldErrors>;
  disabled: boolean;
}

/** The default language's tab first, then the others in the switcher's order (DE · FR · IT · EN). */
function tabOrder(defaultLanguage: TLanguage): TLanguage[] {
  return [defaultLanguage, ...LANGUAGES.filter((language) => language !== defaultLanguage)];
}

const fieldsOf = (language: TLanguage, defaultLanguage: TLanguage) =>
  language === defaultLanguage
    ? { about: 'aboutText', note: 'deliveryNote', legal: 'legalNotice' }
    : {
        about: `translations.${language}.aboutText`,
        note: `translations.${language}.deliveryNote`,
        legal: `translations.${language}.legalNotice`,
      };

/**
 * The about text and the delivery note, a tab per language as the food items have them: the default
 * language's texts are what every language shows until it has its own. Beside them, who changed the
 * texts (and the time zone) lately, before and after.
 */
export function RestaurantTextsSection({
  defaultLanguage,
  inputProps,
  defaults,
  errors,
  disabled,
}: TTextsSectionProps) {
  const t = useAdminT();
  const [tab, setTab] = useState<TLanguage>(defaultLanguage);
  const languages = tabOrder(defaultLanguage);
  const tabLabel = (language: TLanguage) =>
    language === defaultLanguage
      ? t('foodItems.tabDefault', { code: language.toUpperCase() })
      : language.toUpperCase();
  const hasError = (language: TLanguage) => {
    const { about, note, legal } = fieldsOf(language, defaultLanguage);
    return Boolean(errors[about] || errors[note] || errors[legal]);
  };
  // A refused save shows the first tab with a message, unless the one open has one.
  const firstWithError = languages.find(hasError);
  const [shownError, setShownError] = useState<TLanguage | undefined>(undefined);
  if (firstWithError !== shownError) {
    setShownError(firstWithError);
    if (firstWithError && !hasError(tab)) setTab(firstWithError);
  }
  const field = (path: string) => ({ ...inputProps(path), disabled });

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4">
            {t('info.texts')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('info.textsHint')}
          </Text>
        </div>
        <Tabs value={tab} onChange={(next) => next && setTab(next as TLanguage)} keepMounted={false}>
          <Tabs.List aria-label={t('foodItems.languages')}>
            {languages.map((language) => (
              <Tabs.Tab
                key={language}
                value={language}
                // What the tab shows, then the language's name: "FR Français" (WCAG 2.5.3, label in name).
                aria-label={`${tabLabel(language)} ${LANGUAGE_NAME[language]}`}
                color={hasError(language) ? 'red' : undefined}
              >
                {tabLabel(language)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {languages.map((language) => {
            const isDefault = language === defaultLanguage;
            const { about, note, legal } = fieldsOf(language, defaultLanguage);
            return (
              <Tabs.Panel key={language} value={language} pt="sm">
                <Stack gap="sm">
                  <Text size="xs" c="dimmed">
                    {isDefault
                      ? t('info.textsDefault')
                      : t('foodItems.fallsBack', { language: LANGUAGE_NAME[defaultLanguage] })}
                  </Text>
                  <Textarea
                    label={t('info.about')}
                    description={t('info.aboutHint')}
                    lang={language}
                    rows={5}
                    resize="vertical"
                    maxLength={5000}
                    {...field(about)}
                    placeholder={isDefault ? undefined : defaults.aboutText}
                  />
                  <Textarea
                    label={t('info.deliveryNote')}
                    description={t('info.deliveryNoteHint')}
                    lang={language}
                    rows={2}
                    resize="vertical"
                    maxLength={1000}
                    {...field(note)}
                    placeholder={isDefault ? undefined : defaults.deliveryNote}
                  />
                  <Textarea
                    label={t('info.legalNotice')}
                    description={t('info.legalNoticeHint')}
                    lang={language}
                    rows={3}
                    resize="vertical"
                    maxLength={2000}
                    {...field(legal)}
                    placeholder={isDefault ? undefined : defaults.legalNotice}
                  />
                </Stack>
              </Tabs.Panel>
            );
          })}
        </Tabs>
        <TextsHistoryList />
      </Stack>
    </Paper>
  );
}
