import type { TAvailability } from '@app/shared/reservation-settings';
import { MAX_PEOPLE, MIN_PEOPLE } from '@app/shared/reservations';

/**
 * What the Book a Table form offers once it knows the restaurant's tables (pure). The server answers
 * `GET /api/reservations/availability?date=&people=` with the free start times of that day for that
 * party; `managed` says whether the restaurant keeps tables at all. Without tables (or before the
 * first answer, or when the question fails) the form stays as it always was: any time of the day in
 * 5-minute steps, staff confirming by hand.
 */

export type TTimeOffer =
  /** No tables (or not known yet): the whole day's list, as before. */
  | { kind: 'anyTime' }
  /** Tables, and the answer for this day and party is on its way. */
  | { kind: 'loading' }
  /** Tables, and no valid day or party size to ask about yet. */
  | { kind: 'ask' }
  | { kind: 'times'; times: readonly string[] }
  /** Tables, and none free that day for that party. */
  | { kind: 'none' }
  | { kind: 'callUs' };

/** Only a day and a party size the server can judge are asked about. */
export function availabilityQuestion(
  date: string,
  people: number | '',
): { date: string; people: number } | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  if (people === '' || !Number.isInteger(people) || people < MIN_PEOPLE || people > MAX_PEOPLE) return null;
  return { date, people };
}

/**
 * The offer from the latest answer. `stale` marks an answer for an earlier day or party, kept while the
 * new one loads: it still says whether the restaurant has tables, but its times are not this party's.
 */
export function timeOffer(answer: TAvailability | undefined, stale: boolean, asked = true): TTimeOffer {
  if (!answer?.managed) return { kind: 'anyTime' };
  if (!asked) return { kind: 'ask' };
  if (stale) return { kind: 'loading' };
  if (answer.callUs) return { kind: 'callUs' };
  if (answer.times.length === 0) return { kind: 'none' };
  return { kind: 'times', times: answer.times };
}

/** The time the diner chose, if it is one of the offered ones ('' otherwise: nothing is picked). */
export function chosenTime(offer: TTimeOffer, time: string): string {
  return offer.kind === 'times' && offer.times.includes(time) ? time : '';
}
