import { z } from 'zod/mini';
import { RESERVATION_STATUSES } from './enums';
import { ZCreateReservationSchema } from './reservations';

/**
 * The guest's private link to their booking (`/reservation/manage/{token}`): see it, change its time or party
 * size within availability, or cancel it, up to the restaurant's cut-off before the time. The token is
 * `reservations.manage_token` (128 random bits); it is the only key, so every miss answers the same 404.
 *
 * The paths live here rather than in public-api-paths.ts: only the lazy manage page and the server need them,
 * and the public shell's first load stays as it is (docs/performance.md).
 */
export const MANAGE_ROUTE = {
  /** GET: the booking as the guest may see it; PUT `{ reservationDateTime, numberOfPeople }`: change it. */
  reservation: '/api/reservations/manage/:token',
  /** POST (no body or `{}`): cancel it. */
  cancel: '/api/reservations/manage/:token/cancel',
  /** GET `?date=YYYY-MM-DD&people=N`: the public availability, this booking's own tables counted as free. */
  availability: '/api/reservations/manage/:token/availability',
} as const;

/** The web page's path of a guest's link (the emails carry `${baseUrl}${manageReservationPath(token)}`). */
export const manageReservationPath = (token: string) => `/reservation/manage/${encodeURIComponent(token)}`;

/** The API path of `pattern` for a token. */
export const manageApiPath = (pattern: string, token: string) =>
  pattern.replace(':token', encodeURIComponent(token));

/** Error codes of the guest's changes (besides VALIDATION, CLOSED, NOT_FOUND). */
export const MANAGE_ERROR_CODES = {
  /** Past the cut-off before the time: changes only by phone. */
  closed: 'CHANGE_CLOSED',
  /** Cancelled, rejected, a no-show or past: nothing to change. */
  notChangeable: 'NOT_CHANGEABLE',
  /** A confirmed booking of a restaurant that confirms automatically: no free table at the new time or size. */
  noTable: 'NO_TABLE',
} as const;

/** GET /api/reservations/manage/{token} (PUT and the cancel answer the same). */
export const ZManagedReservationSchema = z.object({
  status: z.enum(RESERVATION_STATUSES),
  /** Restaurant-local 'YYYY-MM-DDTHH:mm'. */
  reservationDateTime: z.string(),
  numberOfPeople: z.int(),
  customerFirstName: z.string(),
  customerLastName: z.string(),
  specialRequests: z.nullable(z.string()),
  /** Whether the guest may still change or cancel online (a standing booking, before the cut-off). */
  canChange: z.boolean(),
  /** The last instant a change or cancellation is taken online (ISO 8601 with offset). */
  changeUntil: z.string(),
  /** The restaurant's phone, for changes after the cut-off ('' when unknown). */
  restaurantPhone: z.string(),
});
export type TManagedReservation = z.infer<typeof ZManagedReservationSchema>;

/** PUT /api/reservations/manage/{token}: the new time and party size (the rest of the booking stays). */
export const ZManageChangeSchema = z.strictObject({
  /** Restaurant-local 'YYYY-MM-DDTHH:mm', as POST /api/reservations takes it. */
  reservationDateTime: ZCreateReservationSchema.shape.reservationDateTime,
  numberOfPeople: ZCreateReservationSchema.shape.numberOfPeople,
});
export type TManageChange = z.infer<typeof ZManageChangeSchema>;

/** POST …/cancel: nothing, or an empty object. */
export const ZManageCancelSchema = z.optional(z.strictObject({}));
