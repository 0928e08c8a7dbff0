import type { TCourierDelivery } from '@app/shared/couriers';
import { Badge, Button } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { addressLine, collectText } from '@/features/couriers/courier-texts';
import { telHref } from '@/features/restaurant-info/public';
import { formatServiceTime } from '@/features/service-status/public';
import { useAdminT } from '@/i18n/use-i18n';
import classes from './courier.module.css';

/** Where the delivery is: on its way, ready at the kitchen (since when), or still in the kitchen. */
function useStatus(delivery: TCourierDelivery): { label: string; color: string } {
  const t = useAdminT();
  if (delivery.status === 'ON_THE_WAY') return { label: t('courier.status.onTheWay'), color: 'violet' };
  if (delivery.readyAt) return { label: t('courier.status.ready'), color: 'green' };
  return { label: t('courier.status.kitchen'), color: 'orange' };
}

/**
 * One delivery on the courier's phone: its number and state, when it is due (and when the kitchen
 * finished it), the address with links to the phone's map app and OpenStreetMap, the diner's name and
 * phone, their notes, the bags and what to collect at the door; `action` (Picked up, Delivered, Take)
 * under it, where the thumb reaches.
 */
export function DeliveryCard({ delivery, action }: { delivery: TCourierDelivery; action?: ReactNode }) {
  const t = useAdminT();
  const headingId = useId();
  const status = useStatus(delivery);
  const paidOnline = delivery.amountToCollect <= 0;
  const tone =
    delivery.status === 'ON_THE_WAY' ? classes.cardOnTheWay : delivery.readyAt ? classes.cardReady : '';
  return (
    <article className={`${classes.card} ${tone}`} aria-labelledby={headingId}>
      <div className={classes.cardHead}>
        <h3 id={headingId}>{t('courier.number', { number: delivery.orderNumber })}</h3>
        <Badge size="lg" color={status.color} variant="filled">
          {status.label}
        </Badge>
      </div>
      <dl className={classes.times}>
        <div>
          <dt>{t('courier.due')}</dt>
          <dd>{formatServiceTime(delivery.dueAt)}</dd>
        </div>
        {delivery.readyAt ? (
          <div>
            <dt>{t('courier.readyAt')}</dt>
            <dd>{formatServiceTime(delivery.readyAt)}</dd>
          </div>
        ) : null}
        {delivery.pickedUpAt ? (
          <div>
            <dt>{t('courier.pickedUpAt')}</dt>
            <dd>{formatServiceTime(delivery.pickedUpAt)}</dd>
          </div>
        ) : null}
      </dl>
      <p className={classes.address}>{addressLine(delivery.address)}</p>
      <div className={classes.links}>
        <Button
          component="a"
          href={delivery.mapLinks.geo}
          variant="light"
          className={classes.linkButton}
          aria-describedby={headingId}
        >
          {t('courier.openInMaps')}
        </Button>
        <Button
          component="a"
          href={delivery.mapLinks.osm}
          target="_blank"
          rel="noopener noreferrer"
          variant="default"
          className={classes.linkButton}
          aria-describedby={headingId}
        >
          {t('courier.openStreetMap')}
        </Button>
      </div>
      <p className={classes.line}>
        {delivery.customerName}
        {delivery.phone ? (
          <>
            {' · '}
            <a className={classes.phone} href={telHref(delivery.phone)}>
              {delivery.phone}
            </a>
          </>
        ) : null}
      </p>
      {delivery.notes ? (
        <p className={classes.notes}>
          <strong>{t('courier.notes')}</strong> {delivery.notes}
        </p>
      ) : null}
      <p className={classes.line}>{t('courier.bags', { count: delivery.bags })}</p>
      <p className={`${classes.collect} ${paidOnline ? classes.collectPaid : ''}`}>{collectText(delivery)}</p>
      {action}
    </article>
  );
}
