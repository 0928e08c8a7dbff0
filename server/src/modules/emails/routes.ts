import { API } from '@app/shared/api-paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TEmailsRepository } from './repository';

const ZEmailSchema = z.object({
  id: z.number(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  /** SUPPRESSED: over the recipient's daily cap (EMAIL_CAP_PER_RECIPIENT_PER_DAY), kept but not sent. */
  status: z.enum(['QUEUED', 'SENT', 'LOGGED', 'FAILED', 'SUPPRESSED']),
  attempts: z.number(),
  lastError: z.string().nullable(),
  orderId: z.string().nullable(),
  reservationId: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

/** The 100 most recent emails to diners and how their delivery went (admin only, see plugins/session). */
export const emailsRoutes: FastifyPluginAsyncZod<{ emails: Pick<TEmailsRepository, 'recent'> }> = async (
  app,
  { emails },
) => {
  app.get(
    API.adminEmails,
    { config: { access: 'admin' }, schema: { response: { 200: z.array(ZEmailSchema) } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const rows = await emails.recent(100);
      return rows.map((e) => ({
        id: e.id,
        kind: e.kind,
        to: e.toAddress,
        subject: e.subject,
        status: e.status,
        attempts: e.attempts,
        lastError: e.lastError,
        orderId: e.orderId,
        reservationId: e.reservationId,
        createdAt: e.createdAt.toISOString(),
        sentAt: e.sentAt?.toISOString() ?? null,
      }));
    },
  );
};
