import type { TAdminFoodItem } from '@app/shared/catalog';
import { LANGUAGE_NAME, LANGUAGES, type TLanguage } from '@app/shared/languages';
import type { TPhotoCrop } from '@app/shared/photos';
import { Tabs, Text, Textarea, TextInput, Title } from '@mantine/core';
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { DialogForm } from '@/components/form-actions';
import { foodItemsApi } from '@/features/catalog-admin/api/catalog-apis';
import { useFoodItemPhotoMutations } from '@/features/catalog-admin/api/food-item-photo';
import {
  checkFoodItem,
  foodItemValues,
  NEW_FOOD_ITEM,
  placeFoodItemField,
  type TFoodItemTextField,
  type TFoodItemValues,
  translationField,
} from '@/features/catalog-admin/catalog-form';
import { type TCatalogFormProps, useCatalogForm } from '@/features/catalog-admin/use-catalog-form';
import { useAdminT } from '@/i18n/use-i18n';
import { ApiError } from '@/lib/api-client';
import { notifyError } from '@/lib/toast';
import { DeclarationsFields, type TSetDeclaration } from './declarations-fields';
import { FoodPhotoField, type TPhotoDraft } from './food-photo-field';

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
 * Add/Edit a food item: a tab per language. The default language's name is required (and is
 * what every language shows until it has its own); each other language's name and description are
 * optional. Below them, for every language, its allergens, origin of meat and fish, and diet labels
 * (its declarations). A refused save opens the first tab with a message and takes the focus to the first
 * field to fix. Then its photo, sent after the texts when the dialog is saved; a refused photo keeps
 * the dialog open with the server's message at the photo and everything typed.
 */
export function FoodItemForm({ item, onDone }: TCatalogFormProps<TAdminFoodItem>) {
  const t = useAdminT();
  const defaultLanguage = useContext(DefaultLanguageContext);
  const [tab, setTab] = useState<TLanguage>(defaultLanguage);
  const photoWrites = useFoodItemPhotoMutations();
  const [photo, setPhoto] = useState(item?.photo ?? null);
  const [draft, setDraft] = useState<TPhotoDraft | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const photoRef = useRef<HTMLDivElement>(null);

  // A chosen file's preview URL lives as long as its draft.
  const draftUrl = draft?.kind === 'new' ? draft.url : null;
  useEffect(() => (draftUrl ? () => URL.revokeObjectURL(draftUrl) : undefined), [draftUrl]);

  /** Sends the photo's change after the dish is saved; false (with a message) when it was refused. */
  async function savePhoto(saved: TAdminFoodItem): Promise<boolean> {
    if (!draft) return true;
    if (draft.kind === 'recrop' && photo && sameCrop(draft.crop, photo.crop)) {
      setDraft(null);
      return true;
    }
    setPhotoError(null);
    try {
      if (draft.kind === 'new') {
        setProgress(0);
        const crop = draft.size === 'unreadable' || draft.size === 'loading' ? null : draft.crop;
        setPhoto(
          await photoWrites.upload.mutateAsync({
            foodItemId: saved.id,
            file: draft.file,
            crop,
            onProgress: setProgress,
          }),
        );
      } else {
        setPhoto(await photoWrites.recrop.mutateAsync({ foodItemId: saved.id, crop: draft.crop }));
      }
      setDraft(null);
      return true;
    } catch (error) {
      const message =
        error instanceof ApiError && error.message.trim() !== ''
          ? error.message
          : t('foodItems.photo.failed');
      setPhotoError(message);
      notifyError(error, t('foodItems.photo.failed'));
      photoRef.current?.scrollIntoView({ block: 'nearest' });
      return false;
    } finally {
      setProgress(null);
    }
  }

  const { form, submit, saving, saved } = useCatalogForm({
    resource: foodItemsApi,
    item,
    initialValues: item ? foodItemValues(item) : NEW_FOOD_ITEM,
    check: (input: TFoodItemValues) => checkFoodItem(input, defaultLanguage),
    placeServerError: placeFoodItemField,
    onDone,
    afterSave: savePhoto,
  });
  const { values, errors } = form;
  const savedId = saved?.id;
  const languages = tabOrder(defaultLanguage);
  const tabLabel = (language: TLanguage) =>
    language === defaultLanguage
      ? t('foodItems.tabDefault', { code: language.toUpperCase() })
      : language.toUpperCase();
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
    form.set(field, value as TFoodItemValues[typeof field], alsoClear);

  return (
    <DialogForm onSubmit={submit} onCancel={onDone} saving={saving}>
      {/* After the tab above has switched (the same render), the first marked field gets the focus. */}
      <div ref={form.formRef}>
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
                // What the tab shows, then the language's name: "FR Français" (WCAG 2.5.3, label in name).
                aria-label={`${tabLabel(language)} ${LANGUAGE_NAME[language]}`}
                color={hasError(language) ? 'red' : undefined}
              >
                {tabLabel(language)}
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
                  {...form.getInputProps(name)}
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
                  {...form.getInputProps(description)}
                />
              </Tabs.Panel>
            );
          })}
        </Tabs>
        <div ref={photoRef} style={{ marginTop: 'var(--mantine-spacing-lg)' }}>
          <FoodPhotoField
            dishName={values.name.trim() || (saved?.name ?? '')}
            photo={photo}
            draft={draft}
            onDraftChange={setDraft}
            error={photoError}
            onError={setPhotoError}
            progress={progress}
            onRemove={
              savedId === undefined
                ? null
                : async () => {
                    await photoWrites.remove.mutateAsync(savedId);
                    setPhoto(null);
                    setDraft(null);
                  }
            }
          />
        </div>
        <Title order={2} fz="md" mt="lg" mb="sm">
          {t('catalog.declarations.title')}
        </Title>
        <DeclarationsFields values={values} errors={errors} set={setDeclaration} />
      </div>
    </DialogForm>
  );
}

const sameCrop = (a: TPhotoCrop, b: TPhotoCrop) =>
  a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;
