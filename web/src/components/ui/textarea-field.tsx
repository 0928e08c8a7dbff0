import type { ComponentProps } from 'react';
import { FieldShell, type TFieldLook, useFieldProps } from './field-shell';

type TTextareaFieldProps = Omit<ComponentProps<'textarea'>, 'children'> &
  TFieldLook & { wrapperClassName?: string };

/** Mantine's Textarea (not resizable, as high as `rows`) without Mantine's JavaScript. */
export function TextareaField(props: TTextareaFieldProps) {
  const { shell, control, rest } = useFieldProps(props);
  return (
    <FieldShell {...shell}>
      <textarea {...control} data-multiline {...rest} />
    </FieldShell>
  );
}
