import { chfToRappen, rappenToChf } from '@app/shared/money';
import {
  guaranteeApplies,
  type TGuaranteeSetup,
  type TGuaranteeState,
  type TReservationGuarantee,
  type TSimulatedSetupConfirm,
} from '@app/shared/reservation-guarantee';
import { guaranteePolicyOf } from '@app/shared/reservation-settings';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TDb, TTx } from '../../db/client';
import { reservationGuarantees, reservations, statusHistory } from '../../db/schema';
import { QUEUES, type TJobs } from '../../jobs/queue';
import { AppError, notFound } from '../../lib/app-error';
import { onChange } from '../../lib/change-hooks';
import { restaurantContact, type TEmailComposer, type TEmailOutbox } from '../emails';
import type { TGuaranteeProvider, TSetupState } from '../payments';
import type { TRestaurantInfoService } from '../restaurant-info';
import { reservationCapacity } from './capacity-service';
import { reservationsRepository, type TReservationRow } from './repository';

type TGuaranteeRow = typeof reservationGuarantees.$inferSelect;

/** The guarantees whose card the provider still holds for us: neither charged nor released. */
const HELD: readonly TGuaranteeRow['status'][] = ['PENDING', 'SAVED', 'FAILED'];

/** What the 'guarantee-release' queue's worker lets go at the provider. */
export type TGuaranteeReleaseJob = {
  reservationId: string;
  setupIntentId: string;
  paymentMethodId: string | null;
};

export const NOT_NO_SHOW_MESSAGE = 'The no-show fee can only be charged for a booking marked as no-show.';
export const NO_GUARANTEE_MESSAGE = 'This booking has no saved card to charge.';
export const ALREADY_CHARGED_MESSAGE = 'The no-show fee of this booking has already been charged.';
export const GUARANTEE_UNAVAILABLE_MESSAGE =
  'A card cannot be given right now, so the booking was not made. Please try again in a few minutes or call us.';
export const SETUP_GONE_MESSAGE = 'This card form could not be found. Please start again.';

/** The guarantee of a booking, as staff see it. */
export function guaranteeSummary(row: TGuaranteeRow): TReservationGuarantee {
  return {
    status: row.status,
    cardLabel: row.cardLabel,
    feePerPerson: rappenToChf(row.feePerPersonRappen),
    ...(row.chargedRappen !== null ? { chargedRappen: row.chargedRappen } : {}),
    ...(row.lastError ? { lastError: row.lastError } : {}),
  };
}

/**
 * The card guarantee of large parties (docs/decisions/028). A party of at least the
 * settings' `guarantee.fromPeople` gives a card through the payment provider (a SetupIntent: saved, not
 * charged) before the booking counts; once saved the booking is confirmed automatically as any request
 * (when the settings confirm automatically and a table is free). On a no-show staff charge the fee per
 * person once; a cancellation or rejection releases the card.
 */
export function reservationGuaranteesService(
  db: TDb,
  deps: {
    readonly timeZone: string;
    provider: TGuaranteeProvider;
    compose: Pick<TEmailComposer, 'reservationNoShowFee'>;
    outbox: TEmailOutbox;
    restaurantInfo: Pick<TRestaurantInfoService, 'stored'>;
    jobs: Pick<TJobs, 'send'>;
    log: FastifyBaseLogger;
  },
) {
  const { provider } = deps;
  const repo = reservationsRepository(db);
  // The capacity's rules read fresh from the database: a second instance of it shares nothing but the lock.
  const capacity = reservationCapacity(db, deps);

  async function find(reservationId: string, q: TDb | TTx = db): Promise<TGuaranteeRow | undefined> {
    const [row] = await q
      .select()
      .from(reservationGuarantees)
      .where(eq(reservationGuarantees.reservationId, reservationId));
    return row;
  }

  /**
   * The booking is confirmed as a new request would be: under the tables' lock, when it is still
   * REQUESTED, the settings confirm automatically and a table is free for its sitting; else it stays for staff.
   */
  async function confirmIfFits(reservationId: string, now = new Date()): Promise<void> {
    await repo.update(
      reservationId,
      async (before, tx) => {
        if (before.status !== 'REQUESTED') return {};
        // The guest's no-shows count as for any request: too many, and staff decide.
        const tableIds = await capacity.autoAssign(
          tx,
          before.reservationAt,
          before.numberOfPeople,
          now,
          undefined,
          { email: before.customerEmail, phone: before.customerPhone },
        );
        if (!tableIds) return {};
        await capacity.link(tx, reservationId, tableIds);
        return { status: 'CONFIRMED' as const };
      },
      { userId: null, username: 'system' },
      capacity.lockTables,
    );
  }

  /** Applies what the provider says of a SetupIntent: SAVED with the card (then confirm), or the failure noted. */
  async function applySetup(state: TSetupState): Promise<TGuaranteeRow | undefined> {
    const [row] = await db
      .select()
      .from(reservationGuarantees)
      .where(eq(reservationGuarantees.setupIntentId, state.setupIntentId));
    if (!row) return undefined;
    if (state.status === 'succeeded' && state.paymentMethodId) {
      const [saved] = await db
        .update(reservationGuarantees)
        .set({
          status: 'SAVED',
          paymentMethodId: state.paymentMethodId,
          cardLabel: state.cardLabel,
          lastError: null,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(reservationGuarantees.reservationId, row.reservationId),
            eq(reservationGuarantees.status, 'PENDING'),
          ),
        )
        .returning();
      if (saved) await confirmIfFits(row.reservationId);
      return saved ?? (await find(row.reservationId));
    }
    if (state.status === 'failed' && row.status === 'PENDING') {
      // The guest may try another card: the guarantee stays PENDING with the reason.
      await db
        .update(reservationGuarantees)
        .set({ lastError: state.failureMessage ?? null, updatedAt: new Date() })
        .where(eq(reservationGuarantees.reservationId, row.reservationId));
    }
    return find(row.reservationId);
  }

  async function stateOf(reservationId: string): Promise<TGuaranteeState> {
    const [guarantee, [booking]] = await Promise.all([find(reservationId), repo.byIds([reservationId])]);
    if (!guarantee || !booking) throw notFound(SETUP_GONE_MESSAGE);
    return { guarantee: guarantee.status, reservationStatus: booking.status };
  }

  /** In the transaction of a cancellation or rejection: RELEASED, and the provider told after the commit. */
  async function releaseIn(tx: TTx, reservationId: string): Promise<void> {
    const [released] = await tx
      .update(reservationGuarantees)
      .set({ status: 'RELEASED', updatedAt: new Date() })
      .where(
        and(
          eq(reservationGuarantees.reservationId, reservationId),
          inArray(reservationGuarantees.status, [...HELD]),
        ),
      )
      .returning();
    if (released) await queueRelease(tx, released);
  }

  /** Queues the card's release at the provider, sent when `tx` commits. */
  async function queueRelease(tx: TTx, row: TGuaranteeRow): Promise<void> {
    await deps.jobs.send(tx, QUEUES.guaranteeRelease, {
      reservationId: row.reservationId,
      setupIntentId: row.setupIntentId,
      paymentMethodId: row.paymentMethodId,
    } satisfies TGuaranteeReleaseJob);
  }

  return {
    /**
     * Before a new booking of `people` is inserted: the SetupIntent its guest saves a card with, when the
     * policy applies (null otherwise). `record` stores the guarantee in the booking's transaction.
     */
    async open(
      reservationId: string,
      people: number,
      guest: { email: string; name: string },
    ): Promise<{ setup: TGuaranteeSetup; record: (tx: TTx) => Promise<void> } | null> {
      const policy = guaranteePolicyOf(await capacity.settings());
      if (!policy || !guaranteeApplies(policy, people)) return null;
      let intent: Awaited<ReturnType<TGuaranteeProvider['createSetupIntent']>>;
      try {
        intent = await provider.createSetupIntent({
          reservationId,
          email: guest.email,
          name: guest.name,
          idempotencyKey: `guarantee-setup-${reservationId}`,
        });
      } catch (err) {
        // Nothing is stored: the guest may send the same request again once the provider answers.
        deps.log.error({ err, reservationId }, 'could not open a setup intent for a card guarantee');
        throw new AppError(503, GUARANTEE_UNAVAILABLE_MESSAGE, { code: 'UNAVAILABLE' });
      }
      return {
        setup: {
          provider: provider.name,
          clientSecret: intent.clientSecret,
          setupIntentId: intent.setupIntentId,
          feePerPerson: policy.feePerPerson,
          ...(provider.publishableKey ? { publishableKey: provider.publishableKey } : {}),
        },
        record: async (tx) => {
          await tx.insert(reservationGuarantees).values({
            reservationId,
            provider: provider.name,
            setupIntentId: intent.setupIntentId,
            customerId: intent.customerId,
            feePerPersonRappen: chfToRappen(policy.feePerPerson),
            status: 'PENDING',
          });
        },
      };
    },

    /** A SetupIntent opened for a booking that was then not stored (refused): let it go, best effort. */
    async abandon(setupIntentId: string): Promise<void> {
      try {
        await provider.releaseSetup({ setupIntentId, paymentMethodId: null });
      } catch (err) {
        deps.log.warn({ err, setupIntentId }, 'could not cancel an unused setup intent');
      }
    },

    /** The guarantees of bookings, by id, as staff see them. */
    async summaries(ids: readonly string[]): Promise<Map<string, TReservationGuarantee>> {
      const out = new Map<string, TReservationGuarantee>();
      if (ids.length === 0) return out;
      const rows = await db
        .select()
        .from(reservationGuarantees)
        .where(inArray(reservationGuarantees.reservationId, [...ids]));
      for (const row of rows) out.set(row.reservationId, guaranteeSummary(row));
      return out;
    },

    /** The simulated card form saved (or failed to save) a card: the outcome applied, the state after. */
    async confirmSimulated(
      simulated: { confirmSetup(input: TSimulatedSetupConfirm): Promise<TSetupState> },
      input: TSimulatedSetupConfirm,
    ): Promise<{ state: TGuaranteeState; failure?: string | undefined }> {
      const outcome = await simulated.confirmSetup(input);
      const row = await applySetup(outcome);
      if (!row) throw notFound(SETUP_GONE_MESSAGE);
      return {
        state: await stateOf(row.reservationId),
        ...(outcome.status === 'failed' ? { failure: outcome.failureMessage } : {}),
      };
    },

    /** After Stripe.js saved the card: asks the provider now rather than waiting for the webhook. */
    async sync(reservationId: string, clientSecret: string): Promise<TGuaranteeState> {
      const row = await find(reservationId);
      // The secret begins with the intent's id (seti_…_secret_…): a caller without it learns nothing.
      if (!row || !clientSecret.startsWith(`${row.setupIntentId}_secret_`))
        throw notFound(SETUP_GONE_MESSAGE);
      if (row.status === 'PENDING') {
        const state = await provider.retrieveSetupIntent(row.setupIntentId);
        if (state) await applySetup(state);
      }
      return stateOf(reservationId);
    },

    /** A verified webhook event about a SetupIntent: the provider is asked for the intent and its card. */
    async handleSetupEvent(setupIntentId: string): Promise<string> {
      const state = await provider.retrieveSetupIntent(setupIntentId);
      if (!state) return 'unknown_setup_intent';
      const row = await applySetup(state);
      return row ? `guarantee_${row.status.toLowerCase()}` : 'unknown_setup_intent';
    },

    /**
     * Staff charge the no-show fee (fee per person × people) once: only for a NO_SHOW booking with a saved
     * card. The guarantee's row is locked for the whole charge, so a second request (also a concurrent one)
     * waits and then finds it CHARGED; the provider's idempotency key (from the booking) makes a retry after
     * a crash charge once as well. A declined charge is FAILED with the provider's message (staff may try
     * again). The guest gets the receipt by email, in the charge's transaction.
     */
    async charge(
      reservationId: string,
      by: { userId: number | null; username: string },
    ): Promise<TReservationGuarantee> {
      return db.transaction(async (tx) => {
        const [booking] = await tx.select().from(reservations).where(eq(reservations.id, reservationId));
        if (!booking) throw notFound('This reservation no longer exists.');
        const [row] = await tx
          .select()
          .from(reservationGuarantees)
          .where(eq(reservationGuarantees.reservationId, reservationId))
          .for('update');
        if (row?.status === 'CHARGED')
          throw new AppError(409, ALREADY_CHARGED_MESSAGE, { code: 'ALREADY_CHARGED' });
        if (booking.status !== 'NO_SHOW')
          throw new AppError(409, NOT_NO_SHOW_MESSAGE, { code: 'NOT_NO_SHOW' });
        if (!row?.paymentMethodId || (row.status !== 'SAVED' && row.status !== 'FAILED'))
          throw new AppError(409, NO_GUARANTEE_MESSAGE, { code: 'NO_GUARANTEE' });
        const amountRappen = row.feePerPersonRappen * booking.numberOfPeople;
        const result = await provider.chargeSaved({
          reservationId,
          customerId: row.customerId,
          paymentMethodId: row.paymentMethodId,
          amountRappen,
          currency: 'CHF',
          description: `No-show fee, reservation ${reservationId}`,
          // After a declined attempt the next is a new charge: its key names the failure it follows.
          idempotencyKey:
            row.status === 'FAILED'
              ? `guarantee-charge-${reservationId}-after-${row.updatedAt.getTime()}`
              : `guarantee-charge-${reservationId}`,
        });
        const now = new Date();
        if (result.status === 'failed') {
          const [failed] = await tx
            .update(reservationGuarantees)
            .set({
              status: 'FAILED',
              chargeIntentId: result.intentId,
              lastError: result.failureMessage,
              updatedAt: now,
            })
            .where(eq(reservationGuarantees.reservationId, reservationId))
            .returning();
          if (!failed) throw new Error('guarantee vanished under its lock');
          return guaranteeSummary(failed);
        }
        const [charged] = await tx
          .update(reservationGuarantees)
          .set({
            status: 'CHARGED',
            chargeIntentId: result.intentId,
            chargedRappen: amountRappen,
            chargedAt: now,
            chargedBy: by.username,
            lastError: null,
            updatedAt: now,
          })
          .where(eq(reservationGuarantees.reservationId, reservationId))
          .returning();
        if (!charged) throw new Error('guarantee vanished under its lock');
        await tx.insert(statusHistory).values({
          subjectKind: 'RESERVATION',
          subjectId: reservationId,
          field: 'paymentStatus',
          fromStatus: row.status,
          toStatus: 'CHARGED',
          changedByUserId: by.userId,
          changedBy: by.username,
          note: `No-show fee ${rappenToChf(amountRappen).toFixed(2)} CHF`,
        });
        if (booking.customerEmail.trim()) {
          const restaurant = restaurantContact(await deps.restaurantInfo.stored(tx));
          await deps.outbox.record(
            tx,
            'RESERVATION_NO_SHOW_FEE',
            booking.customerEmail,
            deps.compose.reservationNoShowFee(booking, charged, restaurant),
            { reservationId },
          );
        }
        return guaranteeSummary(charged);
      });
    },

    /**
     * Staff delete a booking (its guarantee goes with it, by the foreign key): a card not charged is let go
     * at the provider too, queued once the deletion is done. `remove` deletes; its answer is passed on.
     */
    async removing(reservationId: string, remove: () => Promise<boolean>): Promise<boolean> {
      const row = await find(reservationId);
      const removed = await remove();
      if (removed && row && HELD.includes(row.status)) await db.transaction((tx) => queueRelease(tx, row));
      return removed;
    },

    /** The 'guarantee-release' queue's worker: the card let go at the provider (retried by the queue). */
    async release(job: TGuaranteeReleaseJob): Promise<void> {
      await provider.releaseSetup({ setupIntentId: job.setupIntentId, paymentMethodId: job.paymentMethodId });
    },

    /** A cancelled or rejected booking releases its guarantee and charges nothing. */
    registerHooks(): void {
      onChange(db, async (tx, change) => {
        if (change.type !== 'reservation.status') return;
        const status: TReservationRow['status'] = change.reservation.status;
        if (status === 'CANCELLED' || status === 'REJECTED') await releaseIn(tx, change.reservation.id);
      });
    },
  };
}

export type TReservationGuaranteesService = ReturnType<typeof reservationGuaranteesService>;
