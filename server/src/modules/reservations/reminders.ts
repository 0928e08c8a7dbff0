import type { TLanguage } from '@app/shared/languages';
import { and, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { TDb, TTx } from '../../db/client';
import { reservations } from '../../db/schema';
import { keyedCatalogue } from '../../i18n/keyed-catalogue';
import de from '../../i18n/messages/sms/de.json';
import en from '../../i18n/messages/sms/en.json';
import fr from '../../i18n/messages/sms/fr.json';
import it from '../../i18n/messages/sms/it.json';
import { QUEUES, type TJobs } from '../../jobs/queue';
import { fitsOneSms, swissMobile, type TSmsJob, toGsm } from '../../lib/sms-text';
import { restaurantContact, type TEmailComposer, type TEmailOutbox } from '../emails';
import type { TRestaurantInfoService } from '../restaurant-info';
import type { TReservationCapacity } from './capacity-service';
import type { TReservationRow } from './repository';

export { swissMobile, type TSmsJob };

/** The reminders' periodic job: its name (logs, lock, tests) and period. */
export const REMINDERS_JOB = { name: 'reservation-reminders', everyMs: 60_000 } as const;
/** Bookings reminded per run; a backlog (after an outage) drains over the next minutes. */
const BATCH = 200;
const HOUR_MS = 3_600_000;

const smsTexts = keyedCatalogue<Extract<keyof typeof en, string>>({ de, fr, it, en });

/**
 * The reminder SMS: the time, the people and the private link, in the booking's language, as one GSM-7
 * message. The restaurant's name is folded into the GSM alphabet; when the whole would not fit one
 * message it is left out (the link alone says where).
 */
export function reminderSms(
  input: { language: TLanguage; people: number; at: string; link: string },
  restaurantName: string,
): string {
  const t = smsTexts.of(input.language);
  const restaurant = toGsm(restaurantName).trim();
  const values = { people: input.people, at: input.at, link: input.link };
  const full = restaurant ? t('sms.reservationReminder', { ...values, restaurant }) : '';
  return full && fitsOneSms(full) ? full : t('sms.reservationReminderShort', values);
}

/**
 * Reminders of booked tables (the reservation settings' `reminderHoursBefore`; 0: none): every minute, the CONFIRMED
 * bookings starting within the next that many hours, not reminded yet, and booked before that window
 * opened (a table booked three hours ahead needs no reminder a minute later). In one transaction each is
 * marked reminded and its email (and SMS to a Swiss mobile, where SMS_URL is set) is queued, so a reminder
 * goes once, across runs, instances and restarts: the mark and the messages commit together or not at all.
 */
export function reservationReminders(
  db: TDb,
  deps: {
    capacity: Pick<TReservationCapacity, 'settings'>;
    compose: Pick<TEmailComposer, 'reservationReminder' | 'reservationWhen' | 'manageUrl'>;
    outbox: TEmailOutbox;
    restaurantInfo: Pick<TRestaurantInfoService, 'stored'>;
    jobs: Pick<TJobs, 'send'>;
    /** Whether an SMS provider is configured (SMS_URL). */
    smsConfigured: boolean;
  },
) {
  async function remind(tx: TTx, row: TReservationRow, restaurant: ReturnType<typeof restaurantContact>) {
    const about = { reservationId: row.id };
    // A phone booking's guest may have given no email.
    if (row.customerEmail.trim())
      await deps.outbox.record(
        tx,
        'RESERVATION_REMINDER',
        row.customerEmail.trim(),
        deps.compose.reservationReminder(row, restaurant),
        about,
      );
    const to = deps.smsConfigured ? swissMobile(row.customerPhone) : null;
    if (to) {
      const text = reminderSms(
        {
          language: row.language,
          people: row.numberOfPeople,
          at: deps.compose.reservationWhen(row),
          link: deps.compose.manageUrl(row),
        },
        restaurant.name,
      );
      await deps.jobs.send(tx, QUEUES.sms, { to, text } satisfies TSmsJob, {
        singletonKey: `reservation-reminder:${row.id}`,
      });
    }
  }

  return {
    /** Sends the reminders due at `now` (the scheduler's clock); returns how many bookings were reminded. */
    async sendDue(now: Date): Promise<number> {
      const hours = (await deps.capacity.settings()).reminderHoursBefore;
      if (hours <= 0) return 0;
      const windowEnd = new Date(now.getTime() + hours * HOUR_MS);
      return db.transaction(async (tx) => {
        const due = tx
          .select({ id: reservations.id })
          .from(reservations)
          .where(
            and(
              eq(reservations.status, 'CONFIRMED'),
              isNull(reservations.reminderSentAt),
              gt(reservations.reservationAt, now),
              lte(reservations.reservationAt, windowEnd),
              // Booked before its reminder's window opened.
              sql`${reservations.createdAt} < ${reservations.reservationAt} - make_interval(hours => ${hours}::int)`,
            ),
          )
          .orderBy(reservations.reservationAt)
          .limit(BATCH)
          .for('update', { skipLocked: true });
        const rows = await tx
          .update(reservations)
          .set({ reminderSentAt: now })
          .where(inArray(reservations.id, due))
          .returning();
        if (rows.length === 0) return 0;
        const restaurant = restaurantContact(await deps.restaurantInfo.stored(tx));
        for (const row of rows) await remind(tx, row, restaurant);
        return rows.length;
      });
    },
  };
}

export type TReservationReminders = ReturnType<typeof reservationReminders>;
