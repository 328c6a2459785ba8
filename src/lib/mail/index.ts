// Email to anyone the platform writes to (dealers' leads, shoppers' alerts), with any attachments, from
// the site's sender (mailFromFor). One adapter, two transports:
// an SMTP server when SMTP_URL is set, else each message written as an .eml file under MAIL_DIR (open it
// in any mail client), so a developer sees every message with no mail server at all.

import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { env } from '@/lib/env';

export type MailMessage = {
  /** Names the message's file when written to MAIL_DIR ('lead-{id}' → lead-{id}.eml): letters, digits, '-'. */
  key: string;
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  /** The same on every retry ('<lead-{id}@{site host}>'), so a mailbox can drop a repeat. */
  messageId: string;
  /** Extra headers: 'X-Lead-Id', 'List-Unsubscribe', … */
  headers?: Record<string, string>;
  text: string;
  html: string;
  /** Files sent with it: the lead's ADF/XML ('lead-{id}.xml', 'application/xml'), … */
  attachments?: MailAttachment[];
};

export type MailAttachment = { filename: string; contentType: string; content: string };

export type Mailer = {
  /** 'smtp' sends through a server; 'files' writes {MAIL_DIR}/{key}.eml. */
  kind: 'smtp' | 'files';
  /** Resolves once the server accepted the message (or the file is written); rejects otherwise. */
  send(email: MailMessage): Promise<void>;
  close(): void;
};

const mailOptions = (email: MailMessage) => ({
  from: email.from,
  to: email.to,
  ...(email.replyTo ? { replyTo: email.replyTo } : {}),
  subject: email.subject,
  messageId: email.messageId,
  headers: email.headers ?? {},
  text: email.text,
  html: email.html,
  ...(email.attachments?.length
    ? {
        attachments: email.attachments.map(({ filename, contentType, content }) => ({
          filename,
          contentType,
          content,
        })),
      }
    : {}),
});

/**
 * A mailer for the given settings. SMTP timeouts are short (nodemailer waits 2 minutes by default) so a
 * dead server fails the attempt well inside an outbox's claim on the message.
 */
export function createMailer(options: { smtpUrl?: string; mailDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      kind: 'smtp',
      send: async (email) => {
        await transport.sendMail(mailOptions(email));
      },
      close: () => transport.close(),
    };
  }
  // CRLF line ends, as RFC 5322 requires of a message (and as SMTP sends it).
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    kind: 'files',
    send: async (email) => {
      if (!/^[A-Za-z0-9-]+$/.test(email.key)) throw new Error(`Bad mail key '${email.key}'`);
      const info = await transport.sendMail(mailOptions(email));
      await mkdir(options.mailDir, { recursive: true });
      // Written aside then renamed, so a reader never sees half a message and a retry simply replaces it.
      const file = path.join(options.mailDir, `${email.key}.eml`);
      await writeFile(`${file}.tmp`, info.message as Buffer);
      await rename(`${file}.tmp`, file);
    },
    close: () => transport.close(),
  };
}

/**
 * Who mail sent on a site's behalf comes from: the site's own `mail.from`, else the platform's
 * MAIL_FROM. E.g. CarZone with leads@carzone.com.au → that; a site without one → leads@dealer-platform.com.au.
 */
export function mailFromFor(
  site: { mail?: { from: string } | null } | null | undefined,
  platformDefault: string = env.MAIL_FROM,
): string {
  return site?.mail?.from ?? platformDefault;
}

/** The mailer the environment asks for (SMTP_URL, else files under MAIL_DIR). */
export function mailerFromEnv(): Mailer {
  return createMailer({ smtpUrl: env.SMTP_URL || undefined, mailDir: env.MAIL_DIR });
}
