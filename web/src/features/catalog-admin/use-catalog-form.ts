import { type FormEvent, useState } from 'react';
import { tAdmin } from '@/i18n/i18n';
import { ApiError } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/toast';
import { type TCatalogResource, useCreateCatalogItem, useUpdateCatalogItem } from './api/catalog-resource';
import { pickFieldErrors, type TChecked, type TFieldErrors } from './catalog-form';

interface TCatalogFormOptions<TItem extends { id: number }, TBody, TValues, F extends string> {
  resource: TCatalogResource<TItem, TBody>;
  /** The item being edited, null to add one. */
  item: TItem | null;
  initialValues: TValues;
  check: (values: TValues) => TChecked<TBody, F>;
  /**
   * The fields a message can be shown at, for the server's per-field messages: the values' own, and
   * paths inside them ('origin.1.faoArea').
   */
  fields: readonly F[];
  /** After a successful save: the dialog closes. */
  onDone: () => void;
  /**
   * What else the save sends once the item is saved (a food item's photo): false keeps the dialog open
   * (it says why), and the next Save updates the item saved now rather than adding another.
   */
  afterSave?: (saved: TItem) => Promise<boolean>;
}

/**
 * State and submit of an Add/Edit catalogue dialog: messages under the fields from the shared schema
 * before sending, then POST (add) or PUT (edit) with 'Created' / 'Updated'. A failed save keeps the
 * dialog open with what was typed, puts the server's field messages under the fields and shows its
 * message (else 'Save failed') in a toast (spec section 8).
 */
export function useCatalogForm<TItem extends { id: number }, TBody, TValues, F extends string>({
  resource,
  item,
  initialValues,
  check,
  fields,
  onDone,
  afterSave,
}: TCatalogFormOptions<TItem, TBody, TValues, F>) {
  const create = useCreateCatalogItem(resource);
  const update = useUpdateCatalogItem(resource);
  const [values, setValues] = useState<TValues>(initialValues);
  const [errors, setErrors] = useState<TFieldErrors<F>>({});
  /** Refused saves so far (the form's checks or the server's): a form may move the focus on each. */
  const [refusals, setRefusals] = useState(0);
  /** The item as saved by this dialog (an added one, when what follows its save failed). */
  const [saved, setSaved] = useState<TItem | null>(null);
  const [finishing, setFinishing] = useState(false);
  const saving = create.isPending || update.isPending || finishing;
  const current = saved ?? item;

  /** Sets a field and takes away its message, and those of `alsoClear` (paths inside it). */
  function set<K extends keyof TValues & string>(field: K, value: TValues[K], alsoClear: readonly F[] = []) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      const next: TFieldErrors<F> = { ...current, [field]: undefined };
      for (const path of alsoClear) next[path] = undefined;
      return next;
    });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const checked = check(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      setRefusals((count) => count + 1);
      return;
    }
    let result: TItem;
    try {
      if (current) {
        result = await update.mutateAsync({ id: current.id, body: checked.body });
        notifySuccess(tAdmin('common.updated'));
      } else {
        result = await create.mutateAsync(checked.body);
        notifySuccess(tAdmin('common.created'));
      }
      setSaved(result);
    } catch (error) {
      if (error instanceof ApiError && error.details) {
        setErrors(pickFieldErrors(error.details, fields));
        setRefusals((count) => count + 1);
      }
      notifyError(error, tAdmin('common.saveFailed'));
      return;
    }
    if (afterSave) {
      setFinishing(true);
      try {
        if (!(await afterSave(result))) return;
      } finally {
        setFinishing(false);
      }
    }
    onDone();
  }

  return { values, errors, set, submit, saving, refusals, saved: current };
}

/** What every Add/Edit form component of a catalogue screen receives. */
export interface TCatalogFormProps<TItem> {
  item: TItem | null;
  onDone: () => void;
}
