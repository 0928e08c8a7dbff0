import { createHash, randomBytes } from 'node:crypto';
import {
  SIGN_IN_LINK_MINUTES,
  signInLinkPath,
  type TAccountDeleted,
  type TAccountExport,
  type TAccountMe,
  type TAccountOrder,
  type TAccountProfile,
  type TAccountReservation,
} from '@app/shared/account';
import type { TLanguage } from '@app/shared/languages';
import { rappenToChf } from '@app/shared/money';
import { manageReservationPath } from '@app/shared/reservation-manage';
import { and, asc, desc, eq, gt, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import {
  dinerAccounts,
  dinerSignInLinks,
  emails,
  orderItems,
  orders,
  reservations,
  vouchers,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { restaurantContact, signInLinkEmail, type TEmailOutbox } from '../emails';
import type { TRestaurantInfoService } from '../restaurant-info';

const LINK_MS = SIGN_IN_LINK_MINUTES * 60_000;
/** Orders still under way and bookings still standing keep an account from being deleted. */
const OPEN_ORDER_STATUSES = ['NEW', 'CONFIRMED', 'PREPARING', 'ON_THE_WAY'] as const;
const STANDING_RESERVATION_STATUSES = ['REQUESTED', 'CONFIRMED'] as const;

/** The one spelling of an email an account is found by: trimmed, in lower case. */
export const accountEmail = (email: string) => email.trim().toLowerCase();
const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

// Orders and bookings made with the account's email, however its case was typed (the email is proven by
// the link, so exactly that address: not its "+tag" siblings).
const orderOf = (email: string) => sql`lower(${orders.customerEmail}) = ${email}`;
const reservationOf = (email: string) => sql`lower(btrim(${reservations.customerEmail})) = ${email}`;

const LINK_INVALID = 'This sign-in link is not valid. Ask for a new one below.';
const LINK_USED = 'This sign-in link was used already: each link works once. Ask for a new one below.';
const LINK_EXPIRED = 'This sign-in link has expired: links work for 15 minutes. Ask for a new one below.';
const BUSY_ORDER = 'An order of yours is still under way. You can delete your account once it is completed.';
const BUSY_BOOKING =
  'You have a table booking ahead. Cancel it first (or wait until it is past), then delete your account.';

/**
 * Diners' accounts without a password (docs/decisions/033): a link by email proves the address, the
 * account then shows every order and booking made with it and keeps the details that fill the checkout.
 * Deleting the account keeps its orders for the restaurant's accounting with the personal fields emptied.
 */
export function accountService(
  db: TDb,
  options: {
    restaurantInfo: Pick<TRestaurantInfoService, 'stored'>;
    outbox: TEmailOutbox;
    baseUrl: string;
  },
) {
  async function findAccount(accountId: number) {
    const [row] = await db.select().from(dinerAccounts).where(eq(dinerAccounts.id, accountId));
    if (!row) throw new AppError(401, 'Please sign in.');
    return row;
  }

  /** The names, phone and newest delivery address of the newest order (or booking) made with the email. */
  async function detailsFromOrders(email: string) {
    const [order] = await db
      .select()
      .from(orders)
      .where(orderOf(email))
      .orderBy(desc(orders.createdAt))
      .limit(1);
    const [delivery] = await db
      .select()
      .from(orders)
      .where(and(orderOf(email), eq(orders.orderType, 'DELIVERY')))
      .orderBy(desc(orders.createdAt))
      .limit(1);
    const [booking] = order
      ? []
      : await db
          .select()
          .from(reservations)
          .where(reservationOf(email))
          .orderBy(desc(reservations.createdAt))
          .limit(1);
    const from = order ?? booking;
    return {
      firstName: from?.customerFirstName ?? '',
      lastName: from?.customerLastName ?? '',
      phone: from?.customerPhone ?? '',
      addresses: delivery
        ? [
            {
              street: delivery.customerStreet,
              streetNo: delivery.customerStreetNo,
              plz: delivery.customerPlz,
              city: delivery.customerCity,
            },
          ]
        : [],
    };
  }

  const me = (row: typeof dinerAccounts.$inferSelect): TAccountMe => ({
    email: row.email,
    role: 'CUSTOMER',
    firstName: row.firstName,
    lastName: row.lastName,
    createdAt: row.createdAt.toISOString(),
  });

  return {
    /**
     * A link for the email, queued in one transaction with its row; the same for a known and an unknown
     * address (the account is made at the first sign-in). `send: false` records nothing (the caller's
     * per-address limit is reached): the answer must not tell.
     */
    async sendLink(rawEmail: string, language: TLanguage): Promise<void> {
      const email = accountEmail(rawEmail);
      const token = randomBytes(32).toString('base64url');
      await db.transaction(async (tx) => {
        await tx.insert(dinerSignInLinks).values({
          tokenHash: hashToken(token),
          email,
          expiresAt: new Date(Date.now() + LINK_MS),
        });
        const restaurant = restaurantContact(await options.restaurantInfo.stored(tx));
        await options.outbox.record(
          tx,
          'SIGN_IN_LINK',
          email,
          signInLinkEmail(
            { language, url: `${options.baseUrl}${signInLinkPath(token)}`, minutes: SIGN_IN_LINK_MINUTES },
            restaurant,
          ),
          {},
        );
      });
    },

    /**
     * The link's account, made at its first sign-in with the details of the newest order: used once, within
     * its time. Unknown, used and expired links are told apart (the token itself is the secret).
     */
    async signIn(token: string): Promise<typeof dinerAccounts.$inferSelect> {
      const tokenHash = hashToken(token);
      return db.transaction(async (tx) => {
        const [used] = await tx
          .update(dinerSignInLinks)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(dinerSignInLinks.tokenHash, tokenHash),
              sql`${dinerSignInLinks.usedAt} is null`,
              gt(dinerSignInLinks.expiresAt, sql`now()`),
            ),
          )
          .returning();
        if (!used) {
          const [link] = await tx
            .select()
            .from(dinerSignInLinks)
            .where(eq(dinerSignInLinks.tokenHash, tokenHash));
          if (!link) throw new AppError(404, LINK_INVALID, { code: 'LINK_INVALID' });
          if (link.usedAt) throw new AppError(410, LINK_USED, { code: 'LINK_USED' });
          throw new AppError(410, LINK_EXPIRED, { code: 'LINK_EXPIRED' });
        }
        const [existing] = await tx.select().from(dinerAccounts).where(eq(dinerAccounts.email, used.email));
        if (existing) {
          const [row] = await tx
            .update(dinerAccounts)
            .set({ lastSignInAt: sql`now()` })
            .where(eq(dinerAccounts.id, existing.id))
            .returning();
          return row ?? existing;
        }
        const details = await detailsFromOrders(used.email);
        const [created] = await tx
          .insert(dinerAccounts)
          .values({ email: used.email, ...details, lastSignInAt: sql`now()` })
          .onConflictDoUpdate({ target: dinerAccounts.email, set: { lastSignInAt: sql`now()` } })
          .returning();
        if (!created) throw new Error('account insert returned no row');
        return created;
      });
    },

    async me(accountId: number): Promise<TAccountMe> {
      return me(await findAccount(accountId));
    },
    /** An account row as `GET /api/account/me` shows it (the sign-in's answer, without reading it again). */
    view: me,

    async orders(email: string): Promise<TAccountOrder[]> {
      const rows = await db
        .select()
        .from(orders)
        .where(orderOf(email))
        .orderBy(desc(orders.createdAt), desc(orders.id));
      const lines = await linesOf(rows.map((o) => o.id));
      return rows.map((o) => ({
        id: o.id,
        kind: o.kind,
        orderNumber: o.orderNumber,
        createdAt: o.createdAt.toISOString(),
        orderType: o.orderType,
        status: o.status,
        paymentMethod: o.paymentMethod,
        total: rappenToChf(o.totalRappen),
        items: (lines.get(o.id) ?? []).map((l) => ({ name: l.name, quantity: l.quantity })),
      }));
    },

    async reservations(email: string, now = new Date()): Promise<TAccountReservation[]> {
      const rows = await db
        .select()
        .from(reservations)
        .where(reservationOf(email))
        .orderBy(desc(reservations.reservationAt));
      return rows.map((r) => ({
        id: r.id,
        reservationAt: r.reservationAt.toISOString(),
        partySize: r.numberOfPeople,
        status: r.status,
        managePath:
          r.reservationAt > now && (STANDING_RESERVATION_STATUSES as readonly string[]).includes(r.status)
            ? manageReservationPath(r.manageToken)
            : null,
      }));
    },

    async profile(accountId: number): Promise<TAccountProfile> {
      const row = await findAccount(accountId);
      return { firstName: row.firstName, lastName: row.lastName, phone: row.phone, addresses: row.addresses };
    },

    async saveProfile(accountId: number, profile: TAccountProfile): Promise<TAccountProfile> {
      const [row] = await db
        .update(dinerAccounts)
        .set({ ...profile, updatedAt: sql`now()` })
        .where(eq(dinerAccounts.id, accountId))
        .returning();
      if (!row) throw new AppError(401, 'Please sign in.');
      return { firstName: row.firstName, lastName: row.lastName, phone: row.phone, addresses: row.addresses };
    },

    /** Everything kept about the diner: the account, its details, and the orders, bookings and vouchers of the email. */
    async export(accountId: number): Promise<TAccountExport> {
      const account = await findAccount(accountId);
      const orderRows = await db
        .select()
        .from(orders)
        .where(orderOf(account.email))
        .orderBy(asc(orders.createdAt));
      const lines = await linesOf(orderRows.map((o) => o.id));
      const bookingRows = await db
        .select()
        .from(reservations)
        .where(reservationOf(account.email))
        .orderBy(asc(reservations.reservationAt));
      const voucherRows = await db
        .select()
        .from(vouchers)
        .where(sql`lower(${vouchers.buyerEmail}) = ${account.email}`)
        .orderBy(asc(vouchers.createdAt));
      return {
        exportedAt: new Date().toISOString(),
        account: {
          email: account.email,
          createdAt: account.createdAt.toISOString(),
          lastSignInAt: account.lastSignInAt?.toISOString() ?? null,
        },
        profile: {
          firstName: account.firstName,
          lastName: account.lastName,
          phone: account.phone,
          addresses: account.addresses,
        },
        orders: orderRows.map((o) => ({
          id: o.id,
          kind: o.kind,
          orderNumber: o.orderNumber,
          placedAt: o.createdAt.toISOString(),
          status: o.status,
          orderType: o.orderType,
          requestedAt: o.requestedAt.toISOString(),
          firstName: o.customerFirstName,
          lastName: o.customerLastName,
          email: o.customerEmail,
          phone: o.customerPhone,
          address: {
            street: o.customerStreet,
            streetNo: o.customerStreetNo,
            plz: o.customerPlz,
            city: o.customerCity,
          },
          specialInstructions: o.specialInstructions,
          language: o.language,
          items: (lines.get(o.id) ?? []).map((l) => ({
            name: l.name,
            quantity: l.quantity,
            unitPrice: rappenToChf(l.unitPriceRappen),
          })),
          total: rappenToChf(o.totalRappen),
          paymentMethod: o.paymentMethod,
          paymentStatus: o.paymentStatus,
          promoCode: o.promoCode,
          voucherAmount: rappenToChf(o.voucherAmountRappen),
        })),
        reservations: bookingRows.map((r) => ({
          id: r.id,
          reservationAt: r.reservationAt.toISOString(),
          partySize: r.numberOfPeople,
          status: r.status,
          firstName: r.customerFirstName,
          lastName: r.customerLastName,
          email: r.customerEmail,
          phone: r.customerPhone,
          specialRequests: r.specialRequests,
          requestedAt: r.createdAt.toISOString(),
        })),
        giftVouchersBought: voucherRows.map((v) => ({
          id: v.id,
          amount: rappenToChf(v.amountRappen),
          status: v.status,
          buyerName: v.buyerName,
          buyerEmail: v.buyerEmail,
          recipientName: v.recipientName,
          recipientEmail: v.recipientEmail,
          message: v.message,
          boughtAt: v.createdAt.toISOString(),
        })),
      };
    },

    /**
     * Deletes the account: its orders and bookings keep their figures for the restaurant's accounting, with
     * name, email, phone, address and notes emptied; the mails sent to the address and its links are
     * deleted; a voucher it bought keeps its code and balance without the buyer. Refused (409) while an
     * order is under way or a booking is ahead, which still need the diner's details.
     */
    async delete(accountId: number, now = new Date()): Promise<TAccountDeleted> {
      return db.transaction(async (tx) => {
        const [account] = await tx
          .select()
          .from(dinerAccounts)
          .where(eq(dinerAccounts.id, accountId))
          .for('update');
        if (!account) throw new AppError(401, 'Please sign in.');
        const { email } = account;
        const [open] = await tx
          .select({ id: orders.id })
          .from(orders)
          .where(and(orderOf(email), inArray(orders.status, [...OPEN_ORDER_STATUSES])))
          .limit(1);
        if (open) throw new AppError(409, BUSY_ORDER, { code: 'ACCOUNT_BUSY' });
        const [ahead] = await tx
          .select({ id: reservations.id })
          .from(reservations)
          .where(
            and(
              reservationOf(email),
              inArray(reservations.status, [...STANDING_RESERVATION_STATUSES]),
              gt(reservations.reservationAt, now),
            ),
          )
          .limit(1);
        if (ahead) throw new AppError(409, BUSY_BOOKING, { code: 'ACCOUNT_BUSY' });

        const anonymous = {
          customerFirstName: '',
          customerLastName: '',
          customerEmail: '',
          customerPhone: '',
          customerStreet: '',
          customerStreetNo: '',
          customerPlz: '',
          customerCity: '',
        };
        const anonymisedOrders = await tx
          .update(orders)
          .set({ ...anonymous, specialInstructions: null, idempotencyKey: null, updatedAt: sql`now()` })
          .where(orderOf(email))
          .returning({ id: orders.id });
        const anonymisedReservations = await tx
          .update(reservations)
          .set({ ...anonymous, specialRequests: null, updatedAt: sql`now()` })
          .where(reservationOf(email))
          .returning({ id: reservations.id });
        await tx
          .update(vouchers)
          .set({ buyerName: '', buyerEmail: null })
          .where(sql`lower(${vouchers.buyerEmail}) = ${email}`);
        const anonymisedIds = anonymisedOrders.map((o) => o.id);
        const byAbout: SQL[] = [sql`lower(${emails.toAddress}) = ${email}`];
        if (anonymisedIds.length > 0) byAbout.push(inArray(emails.orderId, anonymisedIds));
        await tx.delete(emails).where(or(...byAbout));
        await tx.delete(dinerSignInLinks).where(eq(dinerSignInLinks.email, email));
        // Its sessions go with it (ON DELETE CASCADE).
        await tx.delete(dinerAccounts).where(eq(dinerAccounts.id, accountId));
        return {
          anonymisedOrders: anonymisedOrders.length,
          anonymisedReservations: anonymisedReservations.length,
        };
      });
    },

    /** Links past their time serve nothing but the answer "expired": kept a day for it, then purged. */
    async purgeLinks() {
      await db.delete(dinerSignInLinks).where(lt(dinerSignInLinks.expiresAt, sql`now() - interval '1 day'`));
    },
  };

  async function linesOf(orderIds: string[]) {
    const byOrder = new Map<string, (typeof orderItems.$inferSelect)[]>();
    if (orderIds.length === 0) return byOrder;
    const rows = await db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, orderIds))
      .orderBy(asc(orderItems.orderId), asc(orderItems.position));
    for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
    return byOrder;
  }
}
export type TAccountService = ReturnType<typeof accountService>;
