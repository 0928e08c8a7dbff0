import { type ReactNode, useId } from 'react';
import classes from './form-controls.module.css';

export interface TFieldLook {
  label: ReactNode;
  /** Shown under the label, dimmed; read after the error by screen readers. */
  description?: ReactNode;
  /** Shown under the input in the error colour; marks the input invalid and describes it. */
  error?: ReactNode;
}

/** The ids and ARIA attributes tying an input to its label, description and error, as Mantine does. */
function useFieldIds(id: string | undefined, { description, error }: Omit<TFieldLook, 'label'>) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = error ? `${inputId}-error` : undefined;
  const descriptionId = description ? `${inputId}-description` : undefined;
  const describedBy = [errorId, descriptionId].filter(Boolean).join(' ') || undefined;
  return {
    inputId,
    errorId,
    descriptionId,
    inputAria: { 'aria-invalid': Boolean(error), 'aria-describedby': describedBy },
  };
}

/** What every field takes besides its control's own props. */
interface TFieldProps extends TFieldLook {
  id?: string;
  required?: boolean;
  /** For the field's wrapper (e.g. its place in a grid); the control gets the rest of the props. */
  wrapperClassName?: string;
  className?: string;
}

/**
 * Splits a field's props into what FieldShell draws, what every control gets (its id, `required`, its
 * class and ARIA ties) and the control's own props.
 */
export function useFieldProps<P extends TFieldProps>(props: P) {
  const { label, description, error, id, required, wrapperClassName, className, ...rest } = props;
  const ids = useFieldIds(id, { description, error });
  return {
    shell: { label, description, error, required, ids, className: wrapperClassName },
    control: {
      id: ids.inputId,
      required,
      className: className ? `${classes.input} ${className}` : classes.input,
      ...ids.inputAria,
    },
    rest,
  };
}

/** Label (with Mantine's red asterisk when required), description, the input, then its error. */
export function FieldShell({
  label,
  description,
  error,
  required,
  ids,
  className,
  children,
}: TFieldLook & {
  required?: boolean;
  ids: ReturnType<typeof useFieldIds>;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className ? `${classes.wrapper} ${className}` : classes.wrapper}>
      <label className={classes.label} htmlFor={ids.inputId}>
        {label}
        {required ? (
          <span className={classes.required} aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      {description ? (
        <p className={classes.description} id={ids.descriptionId}>
          {description}
        </p>
      ) : null}
      <div className={classes.inputBox} data-error={error ? true : undefined}>
        {children}
      </div>
      {error ? (
        <p className={classes.error} id={ids.errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
