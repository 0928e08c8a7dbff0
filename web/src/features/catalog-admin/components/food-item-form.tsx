import type { TAdminFoodItem } from '@app/shared/catalog';
import { LANGUAGE_NAME, LANGUAGES, type TLanguage } from '@app/shared/languages';
import { Tabs, Text, Textarea, TextInput, Title } from '@mantine/core';
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { DialogForm } from '@/components/form-actions';
import { foodItemsApi } from '@/features/catalog-admin/api/catalog-apis';
import {
  checkFoodItem,
  FOOD_ITEM_FIELDS,
  foodItemValues,
  NEW_FOOD_ITEM,
  type TFoodItemTextField,
  type TFoodItemValues,
  translationField,
} from '@/features/catalog-admin/catalog-form';
import { type TCatalogFormProps, useCatalogForm } from '@/features/catalog-admin/use-catalog-form';
import { useAdminT } from '@/i18n/use-i18n';
import { DeclarationsFields, type TSetDeclaration } from './declarations-fields';

/**
 * The restaurant's default language (the page provides it from the restaurant info): its text is
 * required, the others fall back to it. The demo restaurant's until told otherwise.
 */
const DefaultLanguageContext = createContext<TLanguage>('de');
export const DefaultLanguageProvider = DefaultLanguageContext.Provider;

/** The default language's tab first, then the others in the switcher's order (DE · FR · IT · EN). */
function tabOrder(defaultLanguage: TLanguage): TLanguage[] {
  return [defaultLanguage, ...LANGUAGES.filter((language) => language !== defaultLanguage)];
}

/** The fields of one language's tab: the default language's are `name` and `description`. */
function fieldsOf(
  language: TLanguage,
  defaultLanguage: TLanguage,
): { name: TFoodItemTextField; description: TFoodItemTextField } {
  return language === defaultLanguage
    ? { name: 'name', description: 'description' }
    : { name: translationField(language, 'name'), description: translationField(language, 'description') };
}

/**
 * Add/Edit a food item (issue 17): a tab per language. The default language's name is required (and is
 * what every language shows until it has its own); each other language's name and description are
 * optional. Below them, for every language, its allergens, origin of meat and fish, and diet labels
 * (issue 19). A refused save opens the first tab with a message and takes the focus to the first field
 * to fix.
 */
export function FoodItemForm({ item, onDone }: TCatalogFormProps<TAdminFoodItem>) {
  const t = useAdminT();
  const defaultLanguage = useContext(DefaultLanguageContext);
  const [tab, setTab] = useState<TLanguage>(defaultLanguage);
  const { values, errors, set, submit, saving, refusals } = useCatalogForm({
    resource: foodItemsApi,
    item,
    initialValues: item ? foodItemValues(item) : NEW_FOOD_ITEM,
    check: (input) => checkFoodItem(input, defaultLanguage),
    fields: FOOD_ITEM_FIELDS,
    onDone,
  });
  const languages = tabOrder(defaultLanguage);
  const hasError = (language: TLanguage) => {
    const fields = fieldsOf(language, defaultLanguage);
    return Boolean(errors[fields.name] || errors[fields.description]);
  };

  // After a refused save, show the first tab that has a message (its fields carry aria-invalid).
  const firstWithError = languages.find(hasError);
  const [shownError, setShownError] = useState<TLanguage | undefined>(undefined);
  if (firstWithError !== shownError) {
    setShownError(firstWithError);
    if (firstWithError && !hasError(tab)) setTab(firstWithError);
  }

  const setDeclaration: TSetDeclaration = (field, value, alsoClear) =>
    set(field, value as TFoodItemValues[typeof field], alsoClear);

  // After the tab above has switched (this render), the first marked field gets the focus.
  const fieldsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refusals === 0) return;
    fieldsRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  return (
    <DialogForm onSubmit={submit} onCancel={onDone} saving={saving}>
      <div ref={fieldsRef}>
        <Tabs
          value={tab}
          onChange={(next) => {
            if (next) setTab(next as TLanguage);
          }}
          keepMounted={false}
        >
          <Tabs.List aria-label={t('foodItems.languages')}>
            {languages.map((language) => (
              <Tabs.Tab
                key={language}
                value={language}
                aria-label={LANGUAGE_NAME[language]}
                color={hasError(language) ? 'red' : undefined}
              >
                {language === defaultLanguage
                  ? t('foodItems.tabDefault', { code: language.toUpperCase() })
                  : language.toUpperCase()}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {languages.map((language) => {
            const fields = fieldsOf(language, defaultLanguage);
            const isDefault = language === defaultLanguage;
            const { name, description } = fields;
            return (
              <Tabs.Panel key={language} value={language} pt="sm">
                <Text size="xs" c="dimmed" mb="xs">
                  {isDefault
                    ? t('foodItems.defaultLanguage')
                    : t('foodItems.fallsBack', { language: LANGUAGE_NAME[defaultLanguage] })}
                </Text>
                <TextInput
                  label={t('common.name')}
                  required={isDefault}
                  lang={language}
                  autoComplete="off"
                  data-autofocus={isDefault ? true : undefined}
                  maxLength={200}
                  value={values[name]}
                  onChange={(event) => set(name, event.currentTarget.value)}
                  error={errors[name]}
                  placeholder={isDefault ? undefined : values.name}
                  mb="sm"
                />
                <Textarea
                  label={t('common.description')}
                  description={t('foodItems.descriptionHint')}
                  lang={language}
                  rows={4}
                  resize="vertical"
                  maxLength={2000}
                  value={values[description]}
                  onChange={(event) => set(description, event.currentTarget.value)}
                  error={errors[description]}
                />
              </Tabs.Panel>
            );
          })}
        </Tabs>
        <Title order={2} fz="md" mt="lg" mb="sm">
          {t('catalog.declarations.title')}
        </Title>
        <DeclarationsFields values={values} errors={errors} set={setDeclaration} />
      </div>
    </DialogForm>
  );
}
