import { type ComponentProps, useEffect, useState } from 'react';
import { FieldShell, type TFieldLook, useFieldProps } from './field-shell';
import classes from './form-controls.module.css';

type TTextareaFieldProps = Omit<ComponentProps<'textarea'>, 'children'> &
  TFieldLook & { wrapperClassName?: string };

/**
 * Mantine's Textarea (not resizable, as high as `rows`) without Mantine's JavaScript. With a
 * `maxLength` and a text value it counts under the field ('120 / 1000'); screen readers hear the
 * count once the typing pauses, not at every keystroke.
 */
export function TextareaField(props: TTextareaFieldProps) {
  const { shell, control, rest } = useFieldProps(props);
  const { value, maxLength } = rest;
  const count = maxLength && typeof value === 'string' ? `${value.length} / ${maxLength}` : '';
  const [spoken, setSpoken] = useState(count);
  useEffect(() => {
    const timer = setTimeout(() => setSpoken(count), 1500);
    return () => clearTimeout(timer);
  }, [count]);
  return (
    <FieldShell {...shell}>
      <textarea {...control} data-multiline {...rest} />
      {count ? (
        <>
          <span className={classes.counter} aria-hidden="true">
            {count}
          </span>
          <span className={classes.hidden} aria-live="polite">
            {spoken}
          </span>
        </>
      ) : null}
    </FieldShell>
  );
}
