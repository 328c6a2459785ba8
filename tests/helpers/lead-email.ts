import type { Db } from '../../src/db/client';
import { deliverDueLeads } from '../../src/enquiries/delivery/outbox';
import type { Mailer, MailMessage } from '../../src/lib/mail';

// The dealer's email of a stored lead, as the outbox sends it: for tests that read what the dealer is told.

export function leadMailbox(db: Db, now: Date) {
  const mail: MailMessage[] = [];
  const mailer: Mailer = { kind: 'files', send: async (email) => void mail.push(email), close: () => {} };
  return {
    async emailOf(leadId: string): Promise<MailMessage> {
      await deliverDueLeads({ db, mailer, now });
      const email = mail.find((m) => m.headers?.['X-Lead-Id'] === leadId);
      if (!email) throw new Error(`No email for lead ${leadId}`);
      return email;
    },
  };
}

/** The value of a `Label: value` line of an email's text. */
export const emailLine = (email: MailMessage, label: string) =>
  new RegExp(`^${label}: (.*)$`, 'm').exec(email.text)?.[1] ?? null;
