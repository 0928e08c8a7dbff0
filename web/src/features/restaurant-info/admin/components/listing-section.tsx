import { LISTING_LIMITS } from '@app/shared/catalog-admin';
import { LANGUAGE_NAME, LANGUAGES, type TLanguage } from '@app/shared/languages';
import { Fieldset, Input, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useId } from 'react';
import { useAdminT } from '@/i18n/use-i18n';

interface TListingSectionProps {
  /** The saved default language: its cuisines are the top-level ones, the others fall back to them. */
  defaultLanguage: TLanguage;
  /** The form's props of a field: `latitude`, `cuisines`, `translations.fr.cuisines`... */
  inputProps: (path: string) => GetInputPropsReturnType;
  /** The default language's cuisines as typed, shown as the placeholder of the others. */
  defaultCuisines: string;
  disabled: boolean;
}

/**
 * What search engines show with the restaurant (the JSON-LD of the public pages): where it is, its
 * price range and its cuisines in each language. Every field may stay empty: nothing is said then.
 */
export function ListingSection({
  defaultLanguage,
  inputProps,
  defaultCuisines,
  disabled,
}: TListingSectionProps) {
  const t = useAdminT();
  const cuisinesHintId = useId();
  const field = (path: string) => ({ ...inputProps(path), disabled });
  const languages = [defaultLanguage, ...LANGUAGES.filter((language) => language !== defaultLanguage)];

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4">
            {t('info.listing')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('info.listingHint')}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {(['latitude', 'longitude'] as const).map((name) => (
            <TextInput
              key={name}
              label={t(name === 'latitude' ? 'info.latitude' : 'info.longitude')}
              description={t(name === 'latitude' ? 'info.latitudeHint' : 'info.longitudeHint')}
              // Side by side with hints of different lengths: the hint below, so the two inputs line up.
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              // A number pad with a decimal mark; the form reads a comma as well as a full stop.
              inputMode="decimal"
              autoComplete="off"
              spellCheck={false}
              {...field(name)}
            />
          ))}
        </SimpleGrid>
        <TextInput
          label={t('info.priceRange')}
          description={t('info.priceRangeHint')}
          maxLength={LISTING_LIMITS.priceRange}
          autoComplete="off"
          {...field('priceRange')}
        />
        <Fieldset
          // As the other fields' labels look, and their hints below.
          legend={<Input.Label component="span">{t('info.cuisines')}</Input.Label>}
          variant="unstyled"
          // Flush with the fields above (a fieldset's own side margins).
          m={0}
          aria-describedby={cuisinesHintId}
          disabled={disabled}
        >
          <Stack gap="xs">
            <Text size="xs" c="dimmed" id={cuisinesHintId}>
              {t('info.cuisinesHint')}
            </Text>
            {languages.map((language) => {
              const isDefault = language === defaultLanguage;
              return (
                <TextInput
                  key={language}
                  label={
                    isDefault
                      ? t('info.cuisinesDefault', { language: LANGUAGE_NAME[language] })
                      : LANGUAGE_NAME[language]
                  }
                  lang={language}
                  autoComplete="off"
                  {...field(isDefault ? 'cuisines' : `translations.${language}.cuisines`)}
                  placeholder={isDefault ? undefined : defaultCuisines}
                />
              );
            })}
          </Stack>
        </Fieldset>
      </Stack>
    </Paper>
  );
}
