import { type ReactNode, useId } from 'react';
import classes from './form-controls.module.css';

export interface TChoice<V extends string> {
  value: V;
  label: ReactNode;
  disabled?: boolean;
}

interface TRadioGroupProps<V extends string> {
  label: ReactNode;
  /** Under the label, dimmed, and the group's accessible description. */
  description?: ReactNode;
  options: readonly TChoice<V>[];
  value: V;
  onChange: (value: V) => void;
  /** Side by side (Mantine's Group gap="lg") or one under the other (Stack gap="xs", the default). */
  orientation?: 'horizontal' | 'vertical';
  disabled?: boolean;
  /** The radios' shared name; a generated one by default. */
  name?: string;
  className?: string;
}

/**
 * Mantine's Radio.Group with its Radios, without Mantine's JavaScript: native radios in a fieldset named
 * by its legend, so the browser gives the keyboard behaviour (Tab into the group, arrow keys to move
 * and choose).
 */
export function RadioGroup<V extends string>({
  label,
  description,
  options,
  value,
  onChange,
  orientation = 'vertical',
  disabled,
  name,
  className,
}: TRadioGroupProps<V>) {
  const id = useId();
  const groupName = name ?? id;
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <fieldset
      aria-describedby={descriptionId}
      disabled={disabled}
      className={className ? `${classes.group} ${className}` : classes.group}
    >
      <legend className={classes.legend}>
        <span className={classes.label}>{label}</span>
      </legend>
      {description ? (
        <p className={classes.description} id={descriptionId}>
          {description}
        </p>
      ) : null}
      <div className={classes.options} data-orientation={orientation}>
        {options.map((option) => {
          const inputId = `${id}-${option.value}`;
          return (
            <div key={option.value} className={classes.radio}>
              <div className={classes.radioInner}>
                <input
                  id={inputId}
                  type="radio"
                  name={groupName}
                  value={option.value}
                  checked={option.value === value}
                  onChange={() => onChange(option.value)}
                  disabled={option.disabled}
                  className={classes.radioInput}
                />
                <span className={classes.radioIcon} aria-hidden="true" />
              </div>
              <label htmlFor={inputId} className={classes.radioLabel}>
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
