import type { ComponentProps } from 'react';
import { FieldShell, type TFieldLook, useFieldIds } from './field-shell';
import classes from './form-controls.module.css';

type TTextareaFieldProps = Omit<ComponentProps<'textarea'>, 'children'> &
  TFieldLook & { wrapperClassName?: string };

/** Mantine's Textarea (not resizable, as high as `rows`) without Mantine's JavaScript. */
export function TextareaField({
  label,
  description,
  error,
  id,
  required,
  wrapperClassName,
  className,
  ...rest
}: TTextareaFieldProps) {
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
      <textarea
        id={ids.inputId}
        required={required}
        className={className ? `${classes.input} ${className}` : classes.input}
        data-multiline
        {...ids.inputAria}
        {...rest}
      />
    </FieldShell>
  );
}
