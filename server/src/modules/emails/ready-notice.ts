import type { TLanguage } from '@app/shared/languages';
import type { TDb, TTx } from '../../db/client';
import { keyedCatalogue } from '../../i18n/keyed-catalogue';
import de from '../../i18n/messages/sms/de.json';
import en from '../../i18n/messages/sms/en.json';
import fr from '../../i18n/messages/sms/fr.json';
import it from '../../i18n/messages/sms/it.json';
import { QUEUES, type TJobs } from '../../jobs/queue';
import { onChange } from '../../lib/change-hooks';
import { fitsOneSms, swissMobile, type TSmsJob, toGsm } from '../../lib/sms-text';
import type { TOrderRulesService } from '../order-rules';
import type { TOrdersService } from '../orders';
import type { TRestaurantInfoService } from '../restaurant-info';
import { restaurantContact, type TEmailComposer } from './compose';
import type { TEmailOutbox } from './outbox';

const smsTexts = keyedCatalogue<Extract<keyof typeof en, string>>({ de, fr, it, en });

/**
 * The "ready" SMS in the order's language, as one GSM-7 message: the restaurant's name and address are
 * folded into the GSM alphabet (what an owner typed may hold anything); when the whole would not fit one
 * message the address goes first, then the name (the diner knows where they ordered).
 */
export function orderReadySms(
  input: { language: TLanguage; orderNumber: number },
  restaurant: { name: string; address: string },
): string {
  const t = smsTexts.of(input.language);
  const name = toGsm(restaurant.name).trim();
  const address = toGsm(restaurant.address.replace(/\s+/g, ' ')).trim();
  const number = String(input.orderNumber);
  const candidates = name
    ? [
        ...(address ? [t('sms.orderReady', { restaurant: name, number, hasAddress: 'yes', address })] : []),
        t('sms.orderReady', { restaurant: name, number, hasAddress: 'no', address: '' }),
      ]
    : [];
  return candidates.find(fitsOneSms) ?? t('sms.orderReadyShort', { number });
}

/**
 * "Your order is ready" for takeaway diners (the order settings' readyNotice: off, email, SMS or both):
 * on the kitchen's "ready" (every station bumped the order's lines), in that change's transaction, the
 * email goes to the outbox and the SMS (to a Swiss mobile, where SMS_URL is set) to the 'sms' queue. Once
 * per order: the order's mark is claimed first, so a recall and a second "ready" stay silent. A delivery
 * is not announced: its diner waits at home and hears the bell.
 */
export function registerReadyNotice(
  db: TDb,
  deps: {
    compose: Pick<TEmailComposer, 'orderReady'>;
    outbox: TEmailOutbox;
    orders: Pick<TOrdersService, 'claimReadyNotice'>;
    orderRules: Pick<TOrderRulesService, 'readyNotice'>;
    restaurantInfo: Pick<TRestaurantInfoService, 'stored'>;
    jobs: Pick<TJobs, 'send'>;
    /** Whether an SMS provider is configured (SMS_URL). */
    smsConfigured: boolean;
  },
): void {
  onChange(db, async (tx: TTx, change) => {
    if (change.type !== 'order.ready') return;
    const { order } = change;
    if (!order.readyAt || order.orderType !== 'TAKEAWAY') return;
    if (order.status !== 'CONFIRMED' && order.status !== 'PREPARING') return;
    const notice = await deps.orderRules.readyNotice(tx);
    if (notice === 'OFF') return;
    if (!(await deps.orders.claimReadyNotice(order.id, tx))) return;
    const restaurant = restaurantContact(await deps.restaurantInfo.stored(tx));
    const email = order.customerEmail.trim();
    if ((notice === 'EMAIL' || notice === 'EMAIL_AND_SMS') && email) {
      await deps.outbox.record(tx, 'ORDER_READY', email, deps.compose.orderReady(order, restaurant), {
        orderId: order.id,
      });
    }
    const to = deps.smsConfigured ? swissMobile(order.customerPhone) : null;
    if ((notice === 'SMS' || notice === 'EMAIL_AND_SMS') && to) {
      const text = orderReadySms(order, restaurant);
      await deps.jobs.send(tx, QUEUES.sms, { to, text } satisfies TSmsJob, {
        singletonKey: `order-ready:${order.id}`,
      });
    }
  });
}
