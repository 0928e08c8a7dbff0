import type { ComponentProps } from 'react';
import { FieldShell, type TFieldLook, useFieldProps } from './field-shell';

type TTextFieldProps = Omit<ComponentProps<'input'>, 'children'> &
  TFieldLook & {
    /** For the field's wrapper (e.g. its place in a grid); the input gets the rest of the props. */
    wrapperClassName?: string;
  };

/**
 * Mantine's TextInput without Mantine's JavaScript: a labelled input (text, email, tel,
 * datetime-local...) with an optional description and its error under it, tied to the input by
 * aria-describedby and aria-invalid.
 */
export function TextField({ type = 'text', ...props }: TTextFieldProps) {
  const { shell, control, rest } = useFieldProps(props);
  return (
    <FieldShell {...shell}>
      <input type={type} {...control} {...rest} />
    </FieldShell>
  );
}
