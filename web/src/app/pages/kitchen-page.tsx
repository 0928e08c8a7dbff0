import type { TUserRole } from '@app/shared/enums';
import type { TKitchenTicket } from '@app/shared/kitchen';
import { Alert, Button, Center, Loader } from '@mantine/core';
import { useState } from 'react';
import { SessionGuard } from '@/app/admin-guard';
import { useKitchenStations } from '@/features/kitchen/api/get-stations';
import classes from '@/features/kitchen/components/kitchen.module.css';
import { PassView } from '@/features/kitchen/components/pass-view';
import { RecallDialog } from '@/features/kitchen/components/recall-dialog';
import { StationChooser } from '@/features/kitchen/components/station-chooser';
import { StationView } from '@/features/kitchen/components/station-view';
import { useKitchenConnection } from '@/features/kitchen/hooks/use-bump-queue';
import { useKitchenLive } from '@/features/kitchen/hooks/use-kitchen-live';
import { lastDoneLine } from '@/features/kitchen/kitchen-logic';
import {
  readStationChoice,
  type TStationChoice,
  writeStationChoice,
} from '@/features/kitchen/station-choice';
import { useRestaurantInfo } from '@/features/restaurant-info/api/get-restaurant-info';
import { usePageTitle } from '@/hooks/use-page-title';
import { LanguageSwitcher } from '@/i18n/language-switcher';
import { useAdminT } from '@/i18n/use-i18n';

/** The kitchen display's door: a KITCHEN account (a wall tablet) or an admin; anyone else signs in first. */
const allowsKitchen = (role: TUserRole | null) => role === 'KITCHEN' || role === 'ADMIN';

function KitchenScreen() {
  const t = useAdminT();
  const { name: restaurantName } = useRestaurantInfo();
  const stations = useKitchenStations();
  const connection = useKitchenConnection();
  useKitchenLive();
  const [chosen, setChosen] = useState<TStationChoice | null>(null);
  const [choosing, setChoosing] = useState(false);
  const [recalling, setRecalling] = useState(false);

  const list = stations.data;
  const choice = choosing || !list ? null : (chosen ?? readStationChoice(list.map((station) => station.id)));
  const station =
    choice?.kind === 'station' ? list?.find((candidate) => candidate.id === choice.stationId) : undefined;
  const showing: 'station' | 'pass' | 'chooser' =
    choice?.kind === 'pass' ? 'pass' : station ? 'station' : 'chooser';
  const heading = showing === 'pass' ? t('kitchen.choose.pass') : station ? station.name : t('kitchen.title');
  usePageTitle(showing === 'chooser' ? t('kitchen.title') : heading, restaurantName);

  const choose = (next: TStationChoice) => {
    writeStationChoice(next);
    setChosen(next);
    setChoosing(false);
  };

  const recall = (ticket: TKitchenTicket) => {
    const line = lastDoneLine(ticket);
    setRecalling(false);
    if (!station || !line) return;
    connection.queue.add({
      stationId: station.id,
      lineId: line.lineId,
      action: 'undone',
      at: new Date().toISOString(),
      ticket,
    });
  };

  const waiting = connection.pending.filter((bump) => bump.state === 'queued').length;

  return (
    <div className={classes.screen}>
      <header className={classes.bar}>
        <h1>{heading}</h1>
        {showing === 'station' ? (
          <Button
            size="lg"
            variant="white"
            color="dark"
            className={classes.barButton}
            onClick={() => setRecalling(true)}
          >
            {t('kitchen.recall')}
          </Button>
        ) : null}
        {showing !== 'chooser' ? (
          <Button
            size="lg"
            variant="outline"
            color="gray.0"
            className={classes.barButton}
            onClick={() => setChoosing(true)}
          >
            {t('kitchen.change')}
          </Button>
        ) : null}
        <LanguageSwitcher className={classes.languages} />
      </header>

      {!connection.online ? (
        <div className={classes.offline} role="status">
          {t('kitchen.offline')}
          {waiting > 0 ? ` · ${t('kitchen.offlineWaiting', { count: waiting })}` : ''}
        </div>
      ) : null}
      {connection.refusal ? (
        <Alert
          color="red"
          variant="filled"
          role="alert"
          withCloseButton
          closeButtonLabel={t('common.close')}
          onClose={connection.dismissRefusal}
          radius={0}
        >
          {connection.refusal}
        </Alert>
      ) : null}

      <main className={classes.main}>
        {showing === 'station' && station ? (
          <>
            <StationView
              key={station.id}
              station={station}
              queue={connection.queue}
              pending={connection.pending}
              report={connection.report}
            />
            <RecallDialog
              stationId={station.id}
              opened={recalling}
              onClose={() => setRecalling(false)}
              onRecall={recall}
            />
          </>
        ) : showing === 'pass' ? (
          <PassView report={connection.report} />
        ) : stations.isPending ? (
          <Center py="xl">
            <Loader role="status" aria-label={t('common.loading')} />
          </Center>
        ) : list ? (
          <div className={classes.content}>
            <StationChooser stations={list} onChoose={choose} />
          </div>
        ) : (
          <div className={classes.content}>
            <Alert color="red" role="alert">
              {t('kitchen.loadFailed')}
            </Alert>
          </div>
        )}
      </main>
    </div>
  );
}

/**
 * /kitchen: the kitchen display on a wall tablet. The cook chooses a station once (the tablet remembers
 * it) or the pass; outside the back office's navigation, so nothing else can be tapped by mistake.
 */
export function KitchenPage() {
  return (
    <SessionGuard allows={allowsKitchen}>
      <KitchenScreen />
    </SessionGuard>
  );
}
