import { type LooseKeys, useForm } from '@mantine/form';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { placeFieldErrors, type TChecked, type TFieldErrors, type TPlaceField } from '@/lib/form-errors';

/** What a save the server refused left behind, for the form to say the rest (a toast, an alert). */
export interface TSaveFailure {
  error: unknown;
  /** Some of the server's messages (`details`) now stand under their fields. */
  placed: boolean;
  /** Some named a path no field of this form shows: only a toast or an alert can say it. */
  unplaced: boolean;
}

interface TSchemaFormOptions<V, B> {
  /** What the form shows first; `reset` can move it to what was saved. */
  initialValues: V;
  /**
   * The check before sending: the shared payload schema (the server's own) over what the values send,
   * with its messages in the current language under the fields (form-errors.ts `checkWithSchema`).
   */
  check: (values: V) => TChecked<B>;
  /** Which field shows the server's message about a path of its `details` (none: the form sends nothing). */
  placeServerError?: TPlaceField;
}

const nowhere: TPlaceField = () => null;

/**
 * The back office's forms on @mantine/form: values, messages under the fields, dirty tracking and the
 * submit state, with one flow for every Save. The shared schema checks the values first; a refusal puts
 * its messages under the fields, as does a server's `details` after sending. Either way the first field
 * marked invalid gets the focus when the form hands `formRef` to the element around its fields (forms
 * that never did so leave it off). The public pages keep their own small code: this library stays out of
 * their bundles.
 */
export function useSchemaForm<V extends object, B>({
  initialValues,
  check,
  placeServerError = nowhere,
}: TSchemaFormOptions<V, B>) {
  const form = useForm<V>({
    mode: 'controlled',
    initialValues,
    validate: (values) => {
      const checked = check(values);
      return checked.ok ? {} : checked.errors;
    },
  });
  /** Refused saves so far (the check's or the server's): each one moves the focus. */
  const [refusals, setRefusals] = useState(0);
  const container = useRef<HTMLElement | null>(null);
  // A callback ref fits any element: a <form>, or the <fieldset> of a part that applies on its own.
  const formRef = useCallback((node: HTMLElement | null) => {
    container.current = node;
  }, []);
  useEffect(() => {
    if (refusals === 0) return;
    container.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  /** Sets a field and takes away its message, and those of `alsoClear` (rules that span two fields). */
  function set<K extends keyof V & string>(field: K, value: V[K], alsoClear: readonly string[] = []) {
    form.setFieldValue(field as LooseKeys<V>, value as never);
    for (const path of alsoClear) form.clearFieldError(path);
  }

  /** A field's value, change and message, typed: for the app's own inputs (a price, a food item). */
  function field<K extends keyof V & string>(name: K) {
    return {
      value: form.values[name],
      onChange: (value: V[K]) => set(name, value),
      error: form.errors[name] as string | undefined,
    };
  }

  /** Takes away the messages whose paths `which` picks (entries that moved, so no longer match). */
  function clearErrors(which: (path: string) => boolean) {
    form.setErrors((current) => Object.fromEntries(Object.entries(current).filter(([path]) => !which(path))));
  }

  /** Back to `values` (what was saved), else to where the form started: no messages, nothing dirty. */
  function reset(values?: V) {
    if (values) form.setInitialValues(values);
    form.reset();
  }

  /**
   * The submit handler: checks, then `send`s the schema's body. A refused save keeps what was typed,
   * puts the server's messages under their fields and tells `onFailure` the rest. Called without an
   * event, it submits a part that cannot be a form of its own (it sits inside another).
   */
  function onSubmit(send: (body: B) => Promise<void> | void, onFailure?: (failure: TSaveFailure) => void) {
    return (event?: FormEvent<HTMLFormElement>) => {
      event?.preventDefault();
      if (form.submitting) return;
      form.onSubmit(
        async (values) => {
          // No field message does not mean valid: a part that marks its own faults (the opening-hours
          // editor) refuses without one. Else the same check gives the body it parsed.
          const checked = check(values);
          if (!checked.ok) {
            setRefusals((count) => count + 1);
            return;
          }
          try {
            await send(checked.body);
          } catch (error) {
            // Inputs a form disables while saving are enabled again in the render that marks the
            // invalid ones, so the focus can land on the first.
            form.setSubmitting(false);
            const details = error instanceof ApiError ? error.details : undefined;
            const errors = placeFieldErrors(details, placeServerError);
            const placed = Object.keys(errors).length > 0;
            form.setErrors(errors);
            if (placed) setRefusals((count) => count + 1);
            const unplaced = Object.keys(details ?? {}).some((path) => placeServerError(path) === null);
            onFailure?.({ error, placed, unplaced });
          }
        },
        () => setRefusals((count) => count + 1),
      )(event);
    };
  }

  return {
    values: form.values,
    /** The current values, also inside an event handler that runs before the next render. */
    getValues: form.getValues,
    errors: form.errors as Readonly<TFieldErrors>,
    /** value, onChange and error of a Mantine input (with `{ type: 'checkbox' }` for switches). */
    getInputProps: form.getInputProps,
    field,
    set,
    clearErrors,
    reset,
    isDirty: form.isDirty,
    submitting: form.submitting,
    onSubmit,
    formRef,
  };
}

export type TSchemaForm<V extends object, B> = ReturnType<typeof useSchemaForm<V, B>>;
