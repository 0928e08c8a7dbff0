import {
  type TIncomingCard,
  ZAlertsSchema,
  ZAlertsSeenSchema,
  ZCancelSchema,
  ZConfirmSchema,
  ZHandledSchema,
  ZIncomingCardSchema,
} from '@app/shared/admin-orders';
import { API, ROUTE } from '@app/shared/api-paths';
import { ORDER_KIND, ORDER_KINDS } from '@app/shared/order-kind';
import type { TReservation } from '@app/shared/reservations';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { ZPublicIdParams as ZIdParams } from '../../lib/route-params';
import { requireAdmin } from '../../plugins/access';
import type { TAutoCancelService } from '../auto-cancel';
import type { TAutoPauseService } from '../auto-pause';
import type { TEscalationService } from '../escalation';
import type { TOrderAdminService } from '../orders';
import type { TPaymentsService } from '../payments';
import type { TPrintingService } from '../printing';
import type { TReservationsService } from '../reservations';

function reservationCard(r: TReservation): TIncomingCard {
  return {
    kind: 'reservation',
    id: r.id,
    createdAt: r.createdAt,
    // A reservation's "delivery time" on the card is the time the guests come.
    timing: {
      requestedAt: r.reservationDateTime,
      asap: false,
      committedReadyAt: r.reservationDateTime,
      adminExtraMinutes: null,
    },
    orderType: null,
    orderNumber: null,
    customerInfo: r.customerInfo,
    menuItems: [],
    buffetItems: [],
    specialInstructions: r.specialRequests,
    numberOfPeople: r.numberOfPeople,
    overCapacity: r.overCapacity,
    totalPrice: null,
    paymentMethod: null,
    paymentStatus: null,
  };
}

/**
 * The incoming screen (spec section 2): NEW orders, paid card orders and REQUESTED reservations,
 * oldest first; seen / confirm / cancel per card; the alert counts behind the badge.
 */
export const incomingRoutes: FastifyPluginAsyncZod<{
  orderAdmin: TOrderAdminService;
  reservations: TReservationsService;
  payments: TPaymentsService;
  printing: Pick<TPrintingService, 'countProblems'>;
  escalation: Pick<TEscalationService, 'escalationsOf'>;
  autoCancel: Pick<TAutoCancelService, 'autoCancelAt'>;
  autoPause: Pick<TAutoPauseService, 'alert'>;
}> = async (
  app,
  { orderAdmin: orders, reservations, payments, printing, escalation, autoCancel, autoPause },
) => {
  /** Each card with the escalation steps done for it and, for an order, when the timeout cancels it. */
  async function withEscalations(cards: TIncomingCard[]): Promise<TIncomingCard[]> {
    const orderIds = cards.filter((c) => c.kind !== 'reservation').map((c) => c.id);
    const reservationIds = cards.filter((c) => c.kind === 'reservation').map((c) => c.id);
    const [ofOrders, ofReservations, cancelAt] = await Promise.all([
      escalation.escalationsOf('ORDER', orderIds),
      escalation.escalationsOf('RESERVATION', reservationIds),
      autoCancel.autoCancelAt(orderIds),
    ]);
    return cards.map((card) =>
      card.kind === 'reservation'
        ? { ...card, escalations: ofReservations.get(card.id) ?? [], autoCancelAt: null }
        : {
            ...card,
            escalations: ofOrders.get(card.id) ?? [],
            autoCancelAt: cancelAt.get(card.id) ?? null,
          },
    );
  }

  async function refundAfterCancel(orderId: string, by: { username: string }, log: FastifyBaseLogger) {
    try {
      await payments.refundIfPaid(orderId, by.username);
    } catch (error) {
      log.error({ err: error, orderId }, 'refund after cancellation failed');
      throw new AppError(
        502,
        'The order was cancelled, but the refund failed. Please refund it in the payment provider’s dashboard.',
        { code: 'REFUND_FAILED' },
      );
    }
  }

  app.get(
    API.adminIncoming,
    { config: { access: 'admin' }, schema: { response: { 200: z.array(ZIncomingCardSchema) } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const [orderCards, requested, guestChanges] = await Promise.all([
        orders.incomingCards(request.language),
        reservations.listRequested(),
        reservations.guestChanges(),
      ]);
      // A guest's change through the private link comes in as a card of its own, or says so on the request.
      const changeOf = new Map(
        guestChanges.map(({ change, reservation }) => [
          reservation.id,
          { status: reservation.status, note: change.note, at: change.at.toISOString() },
        ]),
      );
      const requestedIds = new Set(requested.map((r) => r.id));
      const reservationCards = [
        ...requested,
        ...guestChanges
          .map((g) => g.reservation)
          .filter((r) => !requestedIds.has(r.id) && r.status !== 'REQUESTED'),
      ].map((r) => ({ ...reservationCard(r), guestChange: changeOf.get(r.id) ?? null }));
      return withEscalations(
        [...orderCards, ...reservationCards].sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
      );
    },
  );

  for (const kind of ORDER_KINDS) {
    const segment = ORDER_KIND[kind].incoming;
    app.post(
      ROUTE.incomingAction(segment, 'seen'),
      { config: { access: 'admin' }, schema: { params: ZIdParams, response: { 204: z.null() } } },
      async (request, reply) => {
        await orders.markSeen(kind, request.params.id);
        return reply.code(204).send(null);
      },
    );
    app.post(
      ROUTE.incomingAction(segment, 'confirm'),
      {
        config: { access: 'admin' },
        schema: { params: ZIdParams, body: ZConfirmSchema, response: { 200: ZHandledSchema } },
      },
      async (request) => {
        const by = await requireAdmin(request);
        const row = await orders.confirm(kind, request.params.id, request.body.extraMinutes ?? null, by);
        return {
          id: row.id,
          status: row.status,
          committedReadyAt: row.committedReadyAt?.toISOString() ?? null,
        };
      },
    );
    app.post(
      ROUTE.incomingAction(segment, 'cancel'),
      {
        config: { access: 'admin' },
        schema: { params: ZIdParams, body: ZCancelSchema, response: { 200: ZHandledSchema } },
      },
      async (request) => {
        const by = await requireAdmin(request);
        const row = await orders.cancel(kind, request.params.id, request.body.reason ?? null, by);
        // The incoming screen never asks for this (spec 9); the API offers it for a paid CARD order.
        if (request.body.refundIfPaid) await refundAfterCancel(row.id, by, request.log);
        return {
          id: row.id,
          status: row.status,
          committedReadyAt: row.committedReadyAt?.toISOString() ?? null,
        };
      },
    );
  }

  app.post(
    ROUTE.incomingAction('reservation', 'seen'),
    { config: { access: 'admin' }, schema: { params: ZIdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await reservations.markSeen(request.params.id);
      return reply.code(204).send(null);
    },
  );
  app.post(
    ROUTE.incomingAction('reservation', 'confirm'),
    {
      config: { access: 'admin' },
      schema: { params: ZIdParams, body: ZConfirmSchema, response: { 200: ZHandledSchema } },
    },
    async (request) => {
      const r = await reservations.decide(request.params.id, 'CONFIRMED', await requireAdmin(request));
      return { id: r.id, status: r.status, committedReadyAt: r.reservationDateTime };
    },
  );
  app.post(
    ROUTE.incomingAction('reservation', 'cancel'),
    {
      config: { access: 'admin' },
      schema: { params: ZIdParams, body: ZCancelSchema, response: { 200: ZHandledSchema } },
    },
    async (request) => {
      const r = await reservations.decide(
        request.params.id,
        'REJECTED',
        await requireAdmin(request),
        request.body.reason ?? undefined,
      );
      return { id: r.id, status: r.status, committedReadyAt: null };
    },
  );

  app.get(
    API.adminAlerts,
    { config: { access: 'admin' }, schema: { response: { 200: ZAlertsSchema } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const [reservationsRequested, ordersNow, printerProblems, screens, reservationsWaiting, guestChanges] =
        await Promise.all([
          reservations.countUnseen(),
          orders.countNew(),
          printing.countProblems(),
          autoPause.alert(),
          reservations.countRequested(),
          // A guest's change stays on the incoming screen until staff press Seen: the badge counts it too.
          reservations.countUnseenGuestChanges(),
        ]);
      return {
        reservationsRequested,
        ordersNew: ordersNow.unseenMenu,
        buffetOrdersNew: ordersNow.unseenBuffet,
        printerProblems,
        screens,
        waiting: ordersNow.waiting + reservationsWaiting + guestChanges,
      };
    },
  );

  app.post(
    API.adminAlertsSeen,
    { config: { access: 'admin' }, schema: { body: ZAlertsSeenSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      const kinds = new Set(request.body.kinds);
      await Promise.all([
        kinds.has('reservations') ? reservations.markAllSeen() : undefined,
        ...ORDER_KINDS.map((kind) =>
          kinds.has(ORDER_KIND[kind].alert) ? orders.markAllSeen(kind) : undefined,
        ),
      ]);
      return reply.code(204).send(null);
    },
  );
};
