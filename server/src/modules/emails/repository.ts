import { desc, eq, sql } from 'drizzle-orm';
import type { TDb, TTx } from '../../db/client';
import { namedStatement } from '../../db/prepared';
import { emails } from '../../db/schema';

export type TEmailKind = (typeof emails.$inferInsert)['kind'];
export type TEmailRow = typeof emails.$inferSelect;

/**
 * Every email is recorded with this one statement (built and parsed once). Against email bombing through
 * the restaurant, a recipient (address trimmed and lower-cased) gets at most $8 mails in 24 hours: past
 * that the mail is still recorded, as SUPPRESSED, and no delivery job is written for it. Mails already
 * SUPPRESSED do not count, so the cap is of mails sent. The caller holds the recipient's advisory lock, so
 * concurrent orders to one address cannot both take the last place.
 */
const insertEmail = namedStatement<{ id: number; status: string }>(
  'email_insert_capped',
  `insert into emails (kind, to_address, subject, text_body, html_body, order_id, reservation_id, status)
   select $1, $2, $3, $4, $5, $6, $7,
          case when count(*) >= $8::int then 'SUPPRESSED' else 'QUEUED' end
     from emails
    where lower(btrim(to_address)) = lower(btrim($2::text))
      and created_at > now() - interval '24 hours'
      and status <> 'SUPPRESSED'
   returning id, status`,
);

/** Serialises the emails of one recipient until the transaction ends (key space 'email cap'). */
const lockRecipient = namedStatement(
  'email_recipient_lock',
  `select pg_advisory_xact_lock(1701, hashtext(lower(btrim($1::text))))`,
);

export type TNewEmail = {
  kind: TEmailKind;
  to: string;
  subject: string;
  text: string;
  html: string;
  orderId: string | null;
  reservationId: string | null;
};

/** The emails table: the outbox of mails to diners and how their delivery went. */
/**
 * A delivered sign-in link keeps no usable token in the outbox: the link's token is blanked in both
 * bodies once the mail is out (the link itself is stored only as a hash, modules/account).
 */
const blankToken = (column: typeof emails.textBody | typeof emails.htmlBody) =>
  sql`case when ${emails.kind} = 'SIGN_IN_LINK'
        then regexp_replace(${column}, 'token=[A-Za-z0-9_-]+', 'token=...', 'g') else ${column} end`;
const withoutSignInToken = { textBody: blankToken(emails.textBody), htmlBody: blankToken(emails.htmlBody) };

export function emailsRepository(db: TDb) {
  return {
    /**
     * Records a mail in the change's transaction, within the recipient's daily cap; returns its id and
     * whether it is QUEUED (to deliver) or SUPPRESSED (over the cap).
     */
    async insertCapped(tx: TTx, mail: TNewEmail, capPerRecipientPerDay: number) {
      await lockRecipient.run(tx, [mail.to]);
      const [row] = await insertEmail.run(tx, [
        mail.kind,
        mail.to,
        mail.subject,
        mail.text,
        mail.html,
        mail.orderId,
        mail.reservationId,
        capPerRecipientPerDay,
      ]);
      if (!row) throw new Error('email insert returned no row');
      return row;
    },
    recent(limit: number): Promise<TEmailRow[]> {
      return db.select().from(emails).orderBy(desc(emails.id)).limit(limit);
    },
    /** Counts a delivery attempt and returns the mail as it now is. */
    async countAttempt(id: number): Promise<TEmailRow | undefined> {
      const [mail] = await db
        .update(emails)
        .set({ attempts: sql`${emails.attempts} + 1` })
        .where(eq(emails.id, id))
        .returning();
      return mail;
    },
    async markLogged(id: number) {
      await db
        .update(emails)
        .set({ status: 'LOGGED', sentAt: new Date(), ...withoutSignInToken })
        .where(eq(emails.id, id));
    },
    async markSent(id: number, messageId: string) {
      await db
        .update(emails)
        .set({ status: 'SENT', sentAt: new Date(), messageId, lastError: null, ...withoutSignInToken })
        .where(eq(emails.id, id));
    },
    async markFailed(id: number, error: string) {
      await db
        .update(emails)
        .set({ lastError: error.slice(0, 500) })
        .where(eq(emails.id, id));
    },
  };
}

export type TEmailsRepository = ReturnType<typeof emailsRepository>;
