import type { TKitchenStation } from '@app/shared/kitchen';
import { Stack, Text, Title } from '@mantine/core';
import { useAdminT } from '@/i18n/use-i18n';
import type { TStationChoice } from '../station-choice';
import classes from './kitchen.module.css';

/** The display's first question: which station is this tablet (or the pass, at the front)? */
export function StationChooser({
  stations,
  onChoose,
}: {
  stations: readonly TKitchenStation[];
  onChoose: (choice: TStationChoice) => void;
}) {
  const t = useAdminT();
  return (
    <Stack gap="md">
      <div>
        <Title order={2}>{t('kitchen.choose.title')}</Title>
        <Text size="lg">{t('kitchen.choose.hint')}</Text>
      </div>
      {stations.length === 0 ? <Text size="lg">{t('kitchen.choose.none')}</Text> : null}
      <ul className={classes.choices}>
        {stations.map((station) => (
          <li key={station.id}>
            <button
              type="button"
              className={classes.choice}
              onClick={() => onChoose({ kind: 'station', stationId: station.id })}
            >
              <span className={classes.choiceName}>{station.name}</span>
              <span>{t('kitchen.choose.target', { minutes: station.targetMinutes })}</span>
            </button>
          </li>
        ))}
        <li>
          <button type="button" className={classes.choice} onClick={() => onChoose({ kind: 'pass' })}>
            <span className={classes.choiceName}>{t('kitchen.choose.pass')}</span>
            <span>{t('kitchen.choose.passHint')}</span>
          </button>
        </li>
      </ul>
    </Stack>
  );
}
