import type { TTx } from '../../db/client';
import type { TJobs } from '../../jobs/queue';
import type { TEmailKind, TEmailsRepository } from './repository';
import type { TRenderedEmail } from './templates';

/** The largest cap the statement takes: no cap. */
const UNCAPPED = 2_147_483_647;

/**
 * Stores a rendered email with its delivery job, in the transaction of its cause. Over the recipient's
 * daily cap the mail is kept as SUPPRESSED for the back office to see and never delivered; the order or
 * reservation itself goes on.
 */
export function emailOutbox(
  repo: TEmailsRepository,
  jobs: TJobs,
  options: { capPerRecipientPerDay: number },
) {
  return {
    async record(
      tx: TTx,
      kind: TEmailKind,
      to: string,
      rendered: TRenderedEmail,
      about: { orderId?: string; reservationId?: string },
      /**
       * `capped: false`: the restaurant's own address (escalations), never held back by the diners' cap;
       * `startAfter`: not delivered before then (a gift voucher sent on a chosen day).
       */
      delivery: { capped?: boolean; startAfter?: Date } = {},
    ): Promise<void> {
      const row = await repo.insertCapped(
        tx,
        {
          kind,
          to,
          subject: rendered.subject,
          text: rendered.text,
          html: rendered.html,
          orderId: about.orderId ?? null,
          reservationId: about.reservationId ?? null,
        },
        delivery.capped === false ? UNCAPPED : options.capPerRecipientPerDay,
      );
      if (row.status === 'SUPPRESSED') return;
      await jobs.send(
        tx,
        'email',
        { emailId: row.id },
        delivery.startAfter ? { startAfter: delivery.startAfter } : undefined,
      );
    },
  };
}

export type TEmailOutbox = ReturnType<typeof emailOutbox>;
