import { useState } from 'react';
import { tAdmin } from '@/i18n/i18n';
import type { TChecked, TPlaceField } from '@/lib/form-errors';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useSchemaForm } from '@/lib/use-schema-form';
import { type TCatalogResource, useCreateCatalogItem, useUpdateCatalogItem } from './api/catalog-resource';

interface TCatalogFormOptions<TItem extends { id: number }, TBody, TValues> {
  resource: TCatalogResource<TItem, TBody>;
  /** The item being edited, null to add one. */
  item: TItem | null;
  initialValues: TValues;
  check: (values: TValues) => TChecked<TBody>;
  /**
   * Where the server's messages show: at the values' own fields, or at paths inside them
   * ('origin.1.faoArea').
   */
  placeServerError: TPlaceField;
  /** After a successful save: the dialog closes. */
  onDone: () => void;
  /**
   * What else the save sends once the item is saved (a food item's photo): false keeps the dialog open
   * (it says why), and the next Save updates the item saved now rather than adding another.
   */
  afterSave?: (saved: TItem) => Promise<boolean>;
}

/**
 * An Add/Edit catalogue dialog's form and Save: messages under the fields from the shared schema
 * before sending, then POST (add) or PUT (edit) with 'Created' / 'Updated'. A failed save keeps the
 * dialog open with what was typed, puts the server's field messages under the fields and shows its
 * message (else 'Save failed') in a toast (spec section 8). `saving` lasts until `afterSave` is done.
 */
export function useCatalogForm<TItem extends { id: number }, TBody, TValues extends object>({
  resource,
  item,
  initialValues,
  check,
  placeServerError,
  onDone,
  afterSave,
}: TCatalogFormOptions<TItem, TBody, TValues>) {
  const create = useCreateCatalogItem(resource);
  const update = useUpdateCatalogItem(resource);
  /** The item as saved by this dialog (an added one, when what follows its save failed). */
  const [saved, setSaved] = useState<TItem | null>(null);
  const current = saved ?? item;
  const form = useSchemaForm({ initialValues, check, placeServerError });

  const submit = form.onSubmit(
    async (body) => {
      const result = current
        ? await update.mutateAsync({ id: current.id, body })
        : await create.mutateAsync(body);
      notifySuccess(tAdmin(current ? 'common.updated' : 'common.created'));
      setSaved(result);
      if (afterSave && !(await afterSave(result))) return;
      onDone();
    },
    ({ error }) => notifyError(error, tAdmin('common.saveFailed')),
  );

  return { form, submit, saving: form.submitting, saved: current };
}

/** What every Add/Edit form component of a catalogue screen receives. */
export interface TCatalogFormProps<TItem> {
  item: TItem | null;
  onDone: () => void;
}
