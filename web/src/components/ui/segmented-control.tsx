import { useId } from 'react';
import classes from './form-controls.module.css';
import type { TChoice } from './radio-group';

interface TSegmentedControlProps<V extends string> {
  options: readonly TChoice<V>[];
  value: V;
  onChange: (value: V) => void;
  /** The group's accessible name (the control shows no label of its own). */
  'aria-label': string;
  fullWidth?: boolean;
  disabled?: boolean;
  name?: string;
  className?: string;
}

/**
 * Mantine's SegmentedControl without Mantine's JavaScript: visually hidden native radios, each drawn
 * as its label, the chosen one on a white pill. Arrow keys move the choice, as in any radio group.
 */
export function SegmentedControl<V extends string>({
  options,
  value,
  onChange,
  'aria-label': ariaLabel,
  fullWidth,
  disabled,
  name,
  className,
}: TSegmentedControlProps<V>) {
  const id = useId();
  const groupName = name ?? id;
  return (
    <div
      role="radiogroup"
      aria-label={ariaLabel}
      className={className ? `${classes.segmented} ${className}` : classes.segmented}
      data-full-width={fullWidth || undefined}
    >
      {options.map((option) => {
        const inputId = `${id}-${option.value}`;
        const active = option.value === value;
        return (
          <div key={option.value} className={classes.segment} data-active={active || undefined}>
            <input
              id={inputId}
              type="radio"
              name={groupName}
              value={option.value}
              checked={active}
              onChange={() => onChange(option.value)}
              disabled={disabled || option.disabled}
              className={classes.segmentInput}
            />
            <label htmlFor={inputId} className={classes.segmentLabel}>
              {option.label}
            </label>
          </div>
        );
      })}
    </div>
  );
}
