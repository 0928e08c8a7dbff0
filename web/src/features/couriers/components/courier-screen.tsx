import type { TCourierDelivery } from '@app/shared/couriers';
import { Alert, Button, Center, Loader } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import {
  COURIER_KEY,
  useMyDeliveries,
  useMyShift,
  useReadyDeliveries,
} from '@/features/couriers/api/courier-deliveries';
import { type TCourierStep, useCourierStep } from '@/features/couriers/api/courier-steps';
import { refusalText } from '@/features/couriers/courier-texts';
import { useRestaurantInfo } from '@/features/restaurant-info/public';
import { usePageTitle } from '@/hooks/use-page-title';
import { LanguageSwitcher } from '@/i18n/language-switcher';
import { useAdminT } from '@/i18n/use-i18n';
import { notifySuccess } from '@/lib/toast';
import { CashTakenDialog } from './cash-taken-dialog';
import classes from './courier.module.css';
import { DeliveryCard } from './delivery-card';
import { ShiftSummary } from './shift-summary';

/** A list's states: a spinner, its failure with Try again, its empty line, or its cards. */
function ListState<T>({
  query,
  loadingLabel,
  failedText,
  emptyText,
  children,
}: {
  query: { data: T[] | undefined; isError: boolean; isFetching: boolean; refetch: () => unknown };
  loadingLabel: string;
  failedText: string;
  emptyText: string;
  children: (items: T[]) => ReactNode;
}) {
  const t = useAdminT();
  if (query.data) {
    return query.data.length === 0 ? <p className={classes.empty}>{emptyText}</p> : children(query.data);
  }
  if (query.isError) {
    return (
      <Alert color="red" role="alert" title={failedText}>
        <Button
          mt="xs"
          variant="white"
          color="red"
          loading={query.isFetching}
          onClick={() => query.refetch()}
        >
          {t('courier.retry')}
        </Button>
      </Alert>
    );
  }
  return (
    <Center py="md">
      <Loader role="status" aria-label={loadingLabel} />
    </Center>
  );
}

/**
 * /courier on a phone: the courier's deliveries in the order due, each with its one next step (Picked up,
 * then Delivered, with the cash taken for a cash order); below, the ready deliveries nobody has (Take) and
 * the courier's open shift. Read again every 15 s and when the phone comes back to the page; a refused
 * step says why in words at the top, which stays in view. `account` closes the page (the way to sign out).
 */
export function CourierScreen({ account }: { account?: ReactNode }) {
  const t = useAdminT();
  const { name: restaurantName } = useRestaurantInfo();
  usePageTitle(t('courier.title'), restaurantName);
  const queryClient = useQueryClient();
  const mine = useMyDeliveries();
  const ready = useReadyDeliveries();
  const shift = useMyShift();
  const step = useCourierStep();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [cashFor, setCashFor] = useState<TCourierDelivery | null>(null);

  const busyWith = step.isPending ? step.variables?.delivery.orderId : undefined;

  const run = (action: TCourierStep) => {
    setRefusal(null);
    step.mutate(action, {
      onSuccess: (delivery) => {
        setCashFor(null);
        const number = delivery.orderNumber;
        notifySuccess(
          action.step === 'take'
            ? t('courier.taken', { number })
            : action.step === 'pickedUp'
              ? t('courier.pickedUpDone', { number })
              : t('courier.deliveredDone', { number }),
        );
      },
      onError: (error) => {
        setCashFor(null);
        setRefusal(refusalText(error, t('courier.stepFailed')));
      },
    });
  };

  const onDelivered = (delivery: TCourierDelivery) => {
    if (delivery.paymentMethod === 'CASH') setCashFor(delivery);
    else run({ step: 'delivered', delivery });
  };

  const refreshing = mine.isFetching || ready.isFetching || shift.isFetching;

  return (
    <div className={classes.screen}>
      <header className={classes.bar}>
        <h1>{t('courier.title')}</h1>
        <Button
          variant="white"
          color="dark"
          className={classes.linkButton}
          loading={refreshing}
          onClick={() => void queryClient.invalidateQueries({ queryKey: COURIER_KEY })}
        >
          {t('courier.refresh')}
        </Button>
      </header>
      {refusal ? (
        <Alert
          color="red"
          variant="filled"
          role="alert"
          radius={0}
          withCloseButton
          closeButtonLabel={t('common.close')}
          onClose={() => setRefusal(null)}
          style={{ position: 'sticky', top: 64, zIndex: 2 }}
        >
          {refusal}
        </Alert>
      ) : null}

      <main className={classes.main}>
        <section className={classes.section} aria-labelledby="courier-mine">
          <h2 id="courier-mine">
            {t('courier.mine')}
            {mine.data?.length ? ` (${mine.data.length})` : ''}
          </h2>
          <ListState
            query={mine}
            loadingLabel={t('courier.loading')}
            failedText={t('courier.loadFailed')}
            emptyText={t('courier.mineEmpty')}
          >
            {(deliveries) => (
              <ul className={classes.list}>
                {deliveries.map((delivery) => (
                  <li key={delivery.orderId}>
                    <DeliveryCard
                      delivery={delivery}
                      action={
                        delivery.status === 'ON_THE_WAY' ? (
                          <Button
                            size="lg"
                            color="green"
                            fullWidth
                            className={classes.action}
                            loading={busyWith === delivery.orderId}
                            onClick={() => onDelivered(delivery)}
                          >
                            {t('courier.delivered')}
                          </Button>
                        ) : (
                          <Button
                            size="lg"
                            color="violet"
                            fullWidth
                            className={classes.action}
                            loading={busyWith === delivery.orderId}
                            onClick={() => run({ step: 'pickedUp', delivery })}
                          >
                            {t('courier.pickedUp')}
                          </Button>
                        )
                      }
                    />
                  </li>
                ))}
              </ul>
            )}
          </ListState>
        </section>

        <section className={classes.section} aria-labelledby="courier-ready">
          <h2 id="courier-ready">{t('courier.ready')}</h2>
          <ListState
            query={ready}
            loadingLabel={t('courier.loading')}
            failedText={t('courier.loadFailed')}
            emptyText={t('courier.readyEmpty')}
          >
            {(deliveries) => (
              <ul className={classes.list}>
                {deliveries.map((delivery) => (
                  <li key={delivery.orderId}>
                    <DeliveryCard
                      delivery={delivery}
                      action={
                        <Button
                          size="lg"
                          variant="outline"
                          fullWidth
                          className={classes.action}
                          loading={busyWith === delivery.orderId}
                          onClick={() => run({ step: 'take', delivery })}
                        >
                          {t('courier.take')}
                        </Button>
                      }
                    />
                  </li>
                ))}
              </ul>
            )}
          </ListState>
        </section>

        <section className={classes.section} aria-labelledby="courier-shift">
          <h2 id="courier-shift">{t('courier.shift')}</h2>
          {shift.isError && !shift.data ? (
            <Alert color="red" role="alert">
              {t('courier.loadFailed')}
            </Alert>
          ) : shift.isPending ? (
            <Center py="md">
              <Loader role="status" aria-label={t('courier.loading')} />
            </Center>
          ) : shift.data ? (
            <ShiftSummary shift={shift.data} />
          ) : (
            <p className={classes.empty}>{t('courier.noShift')}</p>
          )}
        </section>

        <div className={classes.footer}>
          <LanguageSwitcher className={classes.languages} />
        </div>
        {account ? <div className={classes.footer}>{account}</div> : null}
      </main>

      <CashTakenDialog
        delivery={cashFor}
        saving={step.isPending}
        onConfirm={(delivery, cashCollected) => run({ step: 'delivered', delivery, cashCollected })}
        onClose={() => setCashFor(null)}
      />
    </div>
  );
}
