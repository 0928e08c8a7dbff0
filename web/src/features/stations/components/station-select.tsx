import { NativeSelect } from '@mantine/core';
import { useAdminT } from '@/i18n/use-i18n';
import { useStations } from '../api/stations-api';

interface TStationSelectProps {
  /** The station's id; null: none (or, for a menu item, its category's). */
  value: number | null;
  onChange: (value: number | null) => void;
  /** The visible label; without it, `ariaLabel` names the select (a table cell). */
  label?: string;
  ariaLabel?: string;
  description?: string;
  /** What null means here: 'No station', or 'As its category' for a menu item. */
  noneLabel: string;
  error?: string | undefined;
  disabled?: boolean;
}

/**
 * The kitchen's stations to choose from (GET /api/admin/stations), with a first choice for none. A
 * native select: one tap on a tablet, the arrow keys on a keyboard, read out as a combo box.
 */
export function StationSelect({
  value,
  onChange,
  label,
  ariaLabel,
  description,
  noneLabel,
  error,
  disabled,
}: TStationSelectProps) {
  const t = useAdminT();
  const stations = useStations();
  const options = [
    { value: '', label: noneLabel },
    ...(stations.data ?? []).map((station) => ({ value: String(station.id), label: station.name })),
  ];
  // A station the list lacks (still loading, or deleted meanwhile) stays selectable, so the form shows what is saved.
  if (value !== null && !options.some((o) => o.value === String(value))) {
    options.push({ value: String(value), label: stations.isPending ? t('stations.loading') : `#${value}` });
  }
  return (
    <NativeSelect
      label={label}
      aria-label={label ? undefined : ariaLabel}
      description={description}
      data={options}
      value={value === null ? '' : String(value)}
      onChange={(event) =>
        onChange(event.currentTarget.value === '' ? null : Number(event.currentTarget.value))
      }
      error={error}
      disabled={disabled}
    />
  );
}
