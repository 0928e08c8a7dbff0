import { type CSSProperties, Fragment, type ReactNode } from 'react';
import { TextField } from '@/components/ui/text-field';
import type { TCustomerField, TCustomerValues, TFieldErrors } from '@/features/checkout/checkout-rules';
import { useT } from '@/i18n/use-i18n';
import classes from './checkout.module.css';

const INPUT_PROPS: Record<
  TCustomerField,
  { span: number; type?: string; autoComplete: string; inputMode?: 'numeric' }
> = {
  firstName: { span: 6, autoComplete: 'given-name' },
  lastName: { span: 6, autoComplete: 'family-name' },
  email: { span: 6, type: 'email', autoComplete: 'email' },
  phone: { span: 6, type: 'tel', autoComplete: 'tel' },
  street: { span: 8, autoComplete: 'address-line1' },
  streetNo: { span: 4, autoComplete: 'off' },
  plz: { span: 4, autoComplete: 'postal-code', inputMode: 'numeric' },
  city: { span: 8, autoComplete: 'address-level2' },
};

const PAIRED: ReadonlySet<TCustomerField> = new Set(['street', 'streetNo', 'plz', 'city']);

/**
 * First name … City, every one required (spec 5), each error under its field; `beforeAddress` (a choice
 * of the diner's saved addresses) on a line of its own above the street.
 */
export function CustomerFields({
  values,
  errors,
  onChange,
  disabled,
  beforeAddress,
}: {
  values: TCustomerValues;
  errors: TFieldErrors;
  onChange: (field: TCustomerField, value: string) => void;
  disabled: boolean;
  beforeAddress?: ReactNode;
}) {
  const t = useT();
  return (
    <div className={classes.fields}>
      {(Object.keys(INPUT_PROPS) as TCustomerField[]).map((field) => {
        const { span, ...input } = INPUT_PROPS[field];
        return (
          // The address pairs stay side by side even on a phone; names and contacts stack there.
          <Fragment key={field}>
            {field === 'street' && beforeAddress ? (
              <div className={classes.wideField}>{beforeAddress}</div>
            ) : null}
            <div
              className={classes.field}
              style={{ '--span': span } as CSSProperties}
              data-stack-on-phone={PAIRED.has(field) ? undefined : true}
            >
              <TextField
                label={t(`checkout.field.${field}`)}
                name={field}
                value={values[field]}
                onChange={(event) => onChange(field, event.currentTarget.value)}
                error={errors[field]}
                required
                disabled={disabled}
                {...input}
              />
            </div>
          </Fragment>
        );
      })}
    </div>
  );
}
