import type { ComponentProps } from 'react';
import { FieldShell, type TFieldLook, useFieldIds } from './field-shell';
import classes from './form-controls.module.css';

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
export function TextField({
  label,
  description,
  error,
  id,
  required,
  wrapperClassName,
  className,
  type = 'text',
  ...rest
}: TTextFieldProps) {
  const ids = useFieldIds(id, { description, error });
  return (
    <FieldShell
      label={label}
      description={description}
      error={error}
      required={required}
      ids={ids}
      className={wrapperClassName}
    >
      <input
        id={ids.inputId}
        type={type}
        required={required}
        className={className ? `${classes.input} ${className}` : classes.input}
        {...ids.inputAria}
        {...rest}
      />
    </FieldShell>
  );
}
