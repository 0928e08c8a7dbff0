import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { TEmailsRepository } from './repository';

export type TEmailJob = { emailId: number };

/**
 * Delivers recorded emails over SMTP (nodemailer, `SMTP_URL`, from `MAIL_FROM`). Without SMTP_URL a
 * mail is written to the log and kept as LOGGED, so nothing fails in the embedded default. A failure
 * is recorded and thrown, and the job queue tries again later.
 */
export function emailSender(
  repo: TEmailsRepository,
  options: { smtpUrl?: string | undefined; from: string; log: FastifyBaseLogger },
) {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;

  return {
    async deliver({ emailId }: TEmailJob): Promise<void> {
      const mail = await repo.countAttempt(emailId);
      // SUPPRESSED (over the recipient's daily cap) gets no job; should one come anyway, nothing is sent.
      if (!mail || mail.status === 'SENT' || mail.status === 'LOGGED' || mail.status === 'SUPPRESSED') return;
      if (!transport) {
        options.log.info(
          { emailId, to: mail.toAddress, subject: mail.subject, text: mail.textBody },
          'email kept in the outbox (no SMTP_URL set)',
        );
        await repo.markLogged(emailId);
        return;
      }
      try {
        const info = await transport.sendMail({
          from: options.from,
          to: mail.toAddress,
          subject: mail.subject,
          text: mail.textBody,
          html: mail.htmlBody,
          // The same id on every attempt, so a receiving server can drop a duplicate delivery.
          messageId: `<email-${mail.id}-${mail.createdAt.getTime()}@restaurant.local>`,
        });
        await repo.markSent(emailId, info.messageId);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await repo.markFailed(emailId, message);
        options.log.warn({ emailId, err: error }, 'email delivery failed; it will be retried');
        throw error;
      }
    },
    close: () => transport?.close(),
  };
}
