import { TextInput } from '@mantine/core';
import { useAdminT } from '@/i18n/use-i18n';

interface TPriceInputProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/**
 * The price as text (spec section 7), checked like the server does: '12.50', '12.5', '12' or '12,50';
 * empty means CHF 0.00 (spec section 5).
 */
export function PriceInput({ value, onChange, error }: TPriceInputProps) {
  const t = useAdminT();
  return (
    <TextInput
      label={t('catalog.priceLabel')}
      description={t('catalog.priceHint')}
      placeholder="0.00"
      inputMode="decimal"
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
    />
  );
}
