import { MAX_ORIGINS } from '@app/shared/catalog-admin';
import { ALLERGENS, FISH_METHODS, isFish, MAX_SPICINESS, type TAllergen } from '@app/shared/food-labels';
import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Loader,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { TFoodItemField } from '@/features/catalog-admin/catalog-form';
import {
  animalOptions,
  countryOptions,
  emptyOriginRow,
  faoAreaOptions,
  isAnimal,
  isFaoArea,
  isSpiciness,
  originField,
  type TDeclarationValues,
  type TOriginPart,
  type TOriginRow,
  withContains,
  withDiet,
  withMayContain,
} from '@/features/catalog-admin/declarations-form';
import { useLabelTexts } from '@/features/catalog-admin/use-label-texts';
import { currentLocale } from '@/i18n/i18n';
import { useAdminT, useLanguage } from '@/i18n/use-i18n';
import type { TFieldErrors } from '@/lib/form-errors';
import classes from './declarations.module.css';

export type TSetDeclaration = <K extends keyof TDeclarationValues>(
  field: K,
  value: TDeclarationValues[K],
  alsoClear?: readonly TFoodItemField[],
) => void;

interface TDeclarationsFieldsProps {
  values: TDeclarationValues;
  errors: TFieldErrors<TFoodItemField>;
  set: TSetDeclaration;
}

const CHECK_CLASSES = { body: classes.check, label: classes.checkLabel };
const INPUT_CLASSES = { input: classes.input };

/** 'Gluten' for a checkbox: the menu's word ('gluten', as in 'Contains: gluten, soy'), capitalised. */
function capitalised(text: string): string {
  return text.charAt(0).toLocaleUpperCase(currentLocale()) + text.slice(1);
}

/**
 * The food item dialog's allergens, origin of meat and fish, and diet and spiciness, each in a
 * fieldset of its own. Waits for the menu's names of allergens and animals (useLabelTexts).
 */
export function DeclarationsFields(props: TDeclarationsFieldsProps) {
  const t = useAdminT();
  const labels = useLabelTexts();
  if (labels.state === 'loading') {
    return (
      <Group justify="center" py="md">
        <Loader size="sm" aria-label={t('common.loading')} />
      </Group>
    );
  }
  if (labels.state === 'failed') {
    return (
      <Alert color="red" title={t('catalog.declarations.loadFailed')}>
        <Button size="xs" onClick={labels.retry}>
          {t('catalog.declarations.retry')}
        </Button>
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <AllergenFields {...props} />
      <OriginFields {...props} />
      <DietFields {...props} />
    </Stack>
  );
}

function AllergenFields({ values, errors, set }: TDeclarationsFieldsProps) {
  const t = useAdminT();
  const name = (allergen: TAllergen) => capitalised(t(`menu.allergens.${allergen}`));
  const setLists = (lists: Pick<TDeclarationValues, 'allergens' | 'mayContain'>) => {
    set('allergens', lists.allergens);
    set('mayContain', lists.mayContain);
  };
  return (
    <Fieldset legend={t('catalog.declarations.allergens')} className={classes.section}>
      <Stack gap="sm">
        <Switch
          size="md"
          classNames={CHECK_CLASSES}
          label={t('catalog.declarations.declared')}
          description={t('catalog.declarations.declaredHint')}
          checked={values.allergensDeclared}
          onChange={(event) => set('allergensDeclared', event.currentTarget.checked)}
          error={errors.allergensDeclared}
        />
        {values.allergensDeclared ? (
          <>
            <Checkbox.Group
              label={t('catalog.declarations.contains')}
              value={values.allergens}
              onChange={(list) => setLists(withContains(values, list))}
              error={errors.allergens}
            >
              <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" verticalSpacing={0} mt={4}>
                {ALLERGENS.map((allergen) => (
                  <Checkbox
                    key={allergen}
                    value={allergen}
                    label={name(allergen)}
                    classNames={CHECK_CLASSES}
                  />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
            <Checkbox.Group
              label={t('catalog.declarations.mayContain')}
              description={t('catalog.declarations.mayContainHint')}
              value={values.mayContain}
              onChange={(list) => setLists(withMayContain(values, list))}
              error={errors.mayContain}
            >
              <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" verticalSpacing={0} mt={4}>
                {ALLERGENS.map((allergen) => (
                  <Checkbox
                    key={allergen}
                    value={allergen}
                    label={name(allergen)}
                    disabled={values.allergens.includes(allergen)}
                    classNames={CHECK_CLASSES}
                  />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
          </>
        ) : null}
      </Stack>
    </Fieldset>
  );
}

function OriginFields({ values, errors, set }: TDeclarationsFieldsProps) {
  const t = useAdminT();
  const hintId = useId();
  const addRef = useRef<HTMLButtonElement>(null);
  /** The row just added: its animal gets the focus. */
  const [added, setAdded] = useState<number | null>(null);
  const rows = values.origin;
  const allRowErrors = rows.flatMap((_, index) =>
    (['animal', 'country', 'method', 'faoArea'] as const).map((part) => originField(index, part)),
  );

  const add = () => {
    const row = emptyOriginRow();
    setAdded(row.key);
    set('origin', [...rows, row]);
  };
  // The rows after it move up: their messages would no longer match, so all go (Save shows them again).
  const remove = (index: number) => {
    set(
      'origin',
      rows.filter((_, i) => i !== index),
      allRowErrors,
    );
    addRef.current?.focus();
  };
  const change = (index: number, patch: Partial<TOriginRow>) => {
    const parts = Object.keys(patch) as TOriginPart[];
    set(
      'origin',
      rows.map((row, i) => (i === index ? { ...row, ...patch } : row)),
      parts.map((part) => originField(index, part)),
    );
  };

  return (
    <Fieldset legend={t('catalog.declarations.origin')} className={classes.section} aria-describedby={hintId}>
      <Stack gap="sm">
        <Text id={hintId} size="sm" c="dimmed">
          {t('catalog.declarations.originHint', { max: MAX_ORIGINS })}
        </Text>
        {rows.length === 0 ? <Text size="sm">{t('catalog.declarations.noOrigin')}</Text> : null}
        {rows.map((row, index) => (
          <OriginRow
            key={row.key}
            row={row}
            index={index}
            errors={errors}
            autoFocus={row.key === added}
            onChange={(patch) => change(index, patch)}
            onRemove={() => remove(index)}
          />
        ))}
        {errors.origin ? (
          <Text className={classes.error} role="alert">
            {errors.origin}
          </Text>
        ) : null}
        <Group>
          <Button
            ref={addRef}
            variant="light"
            className={classes.button}
            onClick={add}
            disabled={rows.length >= MAX_ORIGINS}
          >
            {t('catalog.declarations.addOrigin')}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}

interface TOriginRowProps {
  row: TOriginRow;
  index: number;
  errors: TFieldErrors<TFoodItemField>;
  autoFocus: boolean;
  onChange: (patch: Partial<TOriginRow>) => void;
  onRemove: () => void;
}

/** One origin: animal, country, and for fish the method and (wild catch) the FAO area; Remove. */
function OriginRow({ row, index, errors, autoFocus, onChange, onRemove }: TOriginRowProps) {
  const t = useAdminT();
  const language = useLanguage();
  const animalRef = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the row appears
  useEffect(() => {
    if (autoFocus) animalRef.current?.focus();
  }, []);
  // Names in the admin's language; `language` renews them when it changes.
  const countries = useMemo(() => {
    void language;
    return countryOptions(currentLocale(), [row.country]);
  }, [language, row.country]);
  const fish = row.animal !== null && isFish(row.animal);
  const n = index + 1;
  const error = (part: TOriginPart) => errors[originField(index, part)];
  return (
    <fieldset className={classes.row}>
      <legend className={classes.rowLegend}>{t('catalog.declarations.originN', { n })}</legend>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
        <Select
          ref={animalRef}
          size="md"
          classNames={INPUT_CLASSES}
          label={t('catalog.declarations.animal')}
          placeholder={t('catalog.declarations.choose')}
          data={animalOptions()}
          searchable
          allowDeselect={false}
          maxDropdownHeight={280}
          value={row.animal}
          onChange={(animal) => {
            if (isAnimal(animal)) onChange({ animal });
          }}
          error={error('animal')}
          required
        />
        <Select
          size="md"
          classNames={INPUT_CLASSES}
          label={t('catalog.declarations.country')}
          placeholder={t('catalog.declarations.choose')}
          data={countries}
          searchable
          allowDeselect={false}
          nothingFoundMessage={t('catalog.declarations.noCountry')}
          maxDropdownHeight={280}
          value={row.country}
          onChange={(country) => {
            if (country) onChange({ country });
          }}
          error={error('country')}
          required
        />
        {fish ? (
          <Select
            size="md"
            classNames={INPUT_CLASSES}
            label={t('catalog.declarations.method')}
            placeholder={t('catalog.declarations.choose')}
            data={FISH_METHODS.map((value) => ({
              value,
              label: t(value === 'WILD_CATCH' ? 'catalog.declarations.wild' : 'catalog.declarations.farmed'),
            }))}
            allowDeselect={false}
            value={row.method}
            onChange={(method) => {
              const chosen = FISH_METHODS.find((value) => value === method);
              if (chosen) onChange({ method: chosen });
            }}
            error={error('method')}
            required
          />
        ) : null}
        {fish && row.method === 'WILD_CATCH' ? (
          <Select
            size="md"
            classNames={INPUT_CLASSES}
            label={t('catalog.declarations.faoArea')}
            placeholder={t('catalog.declarations.choose')}
            data={faoAreaOptions()}
            searchable
            allowDeselect={false}
            maxDropdownHeight={280}
            value={row.faoArea}
            onChange={(area) => {
              if (isFaoArea(area)) onChange({ faoArea: area });
            }}
            error={error('faoArea')}
            required
          />
        ) : null}
      </SimpleGrid>
      <Group justify="flex-end" mt="xs">
        <Button variant="subtle" color="red" className={classes.button} onClick={onRemove}>
          {t('catalog.declarations.removeOrigin', { n })}
        </Button>
      </Group>
    </fieldset>
  );
}

const SPICINESS_LEVELS = Array.from({ length: MAX_SPICINESS + 1 }, (_, level) => level);

function DietFields({ values, errors, set }: TDeclarationsFieldsProps) {
  const t = useAdminT();
  const spicinessId = useId();
  const narrow = useMediaQuery('(max-width: 30em)');
  const setDiet = (change: { vegetarian: boolean } | { vegan: boolean }) => {
    const next = withDiet(values, change);
    set('vegetarian', next.vegetarian);
    set('vegan', next.vegan);
  };
  return (
    <Fieldset legend={t('catalog.declarations.diet')} className={classes.section}>
      <Stack gap="sm">
        <Switch
          size="md"
          classNames={CHECK_CLASSES}
          label={t('catalog.declarations.vegetarian')}
          checked={values.vegetarian}
          onChange={(event) => setDiet({ vegetarian: event.currentTarget.checked })}
          error={errors.vegetarian}
        />
        <Switch
          size="md"
          classNames={CHECK_CLASSES}
          label={t('catalog.declarations.vegan')}
          description={t('catalog.declarations.veganHint')}
          checked={values.vegan}
          onChange={(event) => setDiet({ vegan: event.currentTarget.checked })}
          error={errors.vegan}
        />
        <div>
          <Text id={`${spicinessId}-label`} size="sm" fw={500} mb={4}>
            {t('catalog.declarations.spiciness')}
          </Text>
          <SegmentedControl
            aria-labelledby={`${spicinessId}-label`}
            aria-describedby={errors.spiciness ? `${spicinessId}-error` : undefined}
            fullWidth
            orientation={narrow ? 'vertical' : 'horizontal'}
            classNames={{ label: classes.segment }}
            data={SPICINESS_LEVELS.map((level) => ({
              value: String(level),
              label: t(`catalog.declarations.spicy${level as 0 | 1 | 2 | 3}`),
            }))}
            value={String(values.spiciness)}
            onChange={(value) => {
              const level = Number(value);
              if (isSpiciness(level)) set('spiciness', level);
            }}
          />
          {errors.spiciness ? (
            <Text id={`${spicinessId}-error`} className={classes.error} mt={4}>
              {errors.spiciness}
            </Text>
          ) : null}
        </div>
      </Stack>
    </Fieldset>
  );
}
