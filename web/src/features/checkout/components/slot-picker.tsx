import type { TOrderType } from '@app/shared/enums';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import controls from '@/components/ui/form-controls.module.css';
import { useOrderSlots } from '@/features/checkout/api/order-slots';
import { currentLocale } from '@/i18n/i18n';
import { useT } from '@/i18n/use-i18n';
import classes from './checkout.module.css';

/**
 * A date and a time from GET /api/public/order-slots, as 'YYYY-MM-DDTHH:mm' ('YYYY-MM-DD' while only
 * the date is chosen; '' for "the earliest", filled in when the times arrive). A choice the restaurant
 * no longer offers (a stored one, or after a change of order type) is dropped and the diner is told.
 */
export function SlotPicker({
  orderType,
  value,
  error,
  onChange,
  disabled,
}: {
  orderType: TOrderType;
  value: string;
  error: string | undefined;
  onChange: (input: string) => void;
  disabled: boolean;
}) {
  const t = useT();
  const date = /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : undefined;
  const time = value.slice(11, 16);
  const slots = useOrderSlots(orderType, date);
  const [dropped, setDropped] = useState(false);
  const change = useRef(onChange);
  change.current = onChange;
  const data = slots.isPlaceholderData ? undefined : slots.data;

  useEffect(() => {
    if (!data) return;
    if (value === '') {
      if (data.earliest) change.current(data.earliest.slice(0, 16));
      return;
    }
    if (data.date !== date) return;
    if (!data.dates.includes(data.date ?? '')) {
      setDropped(true);
      change.current(data.dates[0] ?? '');
    } else if (time && !data.times.includes(time)) {
      setDropped(true);
      change.current(data.date ?? '');
    }
  }, [data, value, date, time]);

  const label = orderType === 'DELIVERY' ? t('checkout.slots.deliveryTime') : t('checkout.slots.pickupTime');
  if (slots.isError && !slots.data) {
    return (
      <div className={`${classes.stackSm} ${classes.alignStart}`}>
        <p className={classes.slotsNote} role="alert">
          {t('checkout.slots.failed')}
        </p>
        <Button type="button" variant="default" onClick={() => void slots.refetch()}>
          {t('site.errorAlert.retry')}
        </Button>
      </div>
    );
  }
  const shown = slots.data;
  if (shown && shown.dates.length === 0) {
    return (
      <p className={classes.slotsNote} role="status">
        {t('checkout.slots.none')}
      </p>
    );
  }
  const locale = currentLocale();
  const dates = shown?.dates ?? [];
  const loadingTimes = !data;
  return (
    <div className={classes.slots}>
      <SelectField
        label={t('checkout.slots.date')}
        value={date ?? ''}
        disabled={disabled || dates.length === 0}
        required
        onChange={(next) => {
          setDropped(false);
          onChange(next);
        }}
      >
        {dates.length === 0 ? <option value="">{t('checkout.slotsLoading')}</option> : null}
        {date && !dates.includes(date) ? <option value={date}>{pickerDateLabel(date, locale)}</option> : null}
        {dates.map((day) => (
          <option key={day} value={day}>
            {pickerDateLabel(day, locale)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={label}
        description={t('checkout.slots.timeHint')}
        value={loadingTimes ? '' : time}
        disabled={disabled || loadingTimes}
        required
        error={error ?? (dropped ? t('checkout.slots.dropped') : undefined)}
        aria-busy={loadingTimes || undefined}
        onChange={(next) => {
          setDropped(false);
          if (date) onChange(`${date}T${next}`);
        }}
      >
        {loadingTimes ? (
          <option value="">{t('checkout.slotsLoading')}</option>
        ) : (
          <>
            {time ? null : <option value="">{t('checkout.slots.choose')}</option>}
            {(data?.times ?? []).map((slot) => (
              <option key={slot} value={slot}>
                {slot}
              </option>
            ))}
          </>
        )}
      </SelectField>
    </div>
  );
}

/**
 * A labelled native select (light, and the phone's own picker), tied to its description and error the
 * way FieldShell ties an input; drawn here with FieldShell's classes so that this lazy chunk does not
 * split FieldShell off /checkout's first load.
 */
function SelectField({
  label,
  description,
  error,
  required,
  onChange,
  children,
  ...rest
}: {
  label: string;
  description?: string;
  error?: string | undefined;
  value: string;
  disabled: boolean;
  required: boolean;
  'aria-busy'?: boolean | undefined;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : '', description ? `${id}-description` : ''].join(' ').trim();
  return (
    <div className={controls.wrapper}>
      <label className={controls.label} htmlFor={id}>
        {label}
        {required ? (
          <span className={controls.required} aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      {description ? (
        <p className={controls.description} id={`${id}-description`}>
          {description}
        </p>
      ) : null}
      <div className={controls.inputBox} data-error={error ? true : undefined}>
        <select
          {...rest}
          id={id}
          required={required}
          className={`${controls.input} ${classes.select}`}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy || undefined}
          onChange={(event) => onChange(event.currentTarget.value)}
        >
          {children}
        </select>
      </div>
      {error ? (
        <p className={controls.error} id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

const weekdays = new Map<string, Intl.DateTimeFormat>();

/** A date the picker offers ('YYYY-MM-DD') as 'Fri 25.12.' in `locale` (a calendar date: no zone applies). */
export function pickerDateLabel(isoDate: string, locale: string): string {
  let format = weekdays.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
    weekdays.set(locale, format);
  }
  return `${format.format(new Date(`${isoDate}T12:00:00Z`))} ${isoDate.slice(8, 10)}.${isoDate.slice(5, 7)}.`;
}
