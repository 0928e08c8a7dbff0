import type { z } from 'zod/mini';
import { translateMessage } from '@/i18n/i18n';

/**
 * The first message per field of a failed zod check, keyed by its dotted path ('customerInfo.email'), in
 * the current language (the shared schemas' messages are catalogue keys).
 */
export function fieldErrorsFromZod(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= translateMessage(issue.message);
  }
  return errors;
}

/** A form's messages by field (a field may be a path inside the values: 'origin.1.faoArea'). */
export type TFieldErrors<F extends string = string> = Partial<Record<F, string>>;

/** A form's check before sending: the body to send, or the messages to show under the fields. */
export type TChecked<TBody, F extends string = string> =
  | { ok: true; body: TBody }
  | { ok: false; errors: TFieldErrors<F> };

/**
 * Where a form shows a message about a payload path (the schema's or the server's `details`): the field
 * that has a control for it, or null when none has (the form then says it elsewhere, or drops it).
 */
export type TPlaceField<F extends string = string> = (path: string) => F | null;

/** The field the path names, else the nearest one above it ('copies.0' goes to 'copies'). */
export function nearestField<F extends string>(fields: readonly F[]): TPlaceField<F> {
  const known = new Set<string>(fields);
  return (path) => {
    const segments = path.split('.');
    for (let length = segments.length; length > 0; length--) {
      const field = segments.slice(0, length).join('.');
      if (known.has(field)) return field as F;
    }
    return null;
  };
}

/**
 * Messages by path put on the fields that show them. A field shows one message: its own before one about
 * a path inside it, else the first.
 */
export function placeFieldErrors<F extends string>(
  messages: Readonly<Record<string, string>> | undefined,
  place: TPlaceField<F>,
): TFieldErrors<F> {
  const placed: TFieldErrors<F> = {};
  const entries = Object.entries(messages ?? {}).filter(([, message]) => message);
  for (const [path, message] of entries) {
    if (place(path) === path) placed[path as F] ??= message;
  }
  for (const [path, message] of entries) {
    const field = place(path);
    if (field !== null) placed[field] ??= message;
  }
  return placed;
}

/** `input` checked by one of the shared payload schemas (the server's own), its messages on the fields. */
export function checkWithSchema<S extends z.ZodMiniType, F extends string>(
  schema: S,
  input: unknown,
  place: TPlaceField<F>,
): TChecked<z.output<S>, F> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, body: parsed.data };
  return { ok: false, errors: placeFieldErrors(fieldErrorsFromZod(parsed.error), place) };
}

/**
 * A check with what only the form can say (a time already past, a text without its name) added to the
 * schema's: those messages win at their fields, and any of them refuses the save.
 */
export function withFormErrors<TBody, F extends string>(
  checked: TChecked<TBody, F>,
  formErrors: TFieldErrors<F>,
): TChecked<TBody, F> {
  const given = Object.entries(formErrors).filter(([, message]) => message);
  if (given.length === 0) return checked;
  return { ok: false, errors: { ...(checked.ok ? {} : checked.errors), ...Object.fromEntries(given) } };
}
