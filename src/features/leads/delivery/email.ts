// The dealer's lead email. One adapter, two transports: an SMTP server when SMTP_URL is set, else each
// message written as an .eml file under MAIL_DIR (open it in any mail client), so a developer sees the
// leads a site sends with no mail server at all.

import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { env } from '@/lib/env';
import { escapeXml } from '@/lib/xml';
import { type DeliverableLead, leadLines, leadSubject } from './delivery-rules';

export type LeadEmail = {
  leadId: string;
  from: string;
  to: string;
  replyTo: string;
  subject: string;
  /** '<lead-{lead id}@{site host}>': the same on every retry, so a mailbox can drop a repeat. */
  messageId: string;
  text: string;
  html: string;
};

export type Mailer = {
  /** 'smtp' sends through a server; 'files' writes {MAIL_DIR}/lead-{id}.eml. */
  kind: 'smtp' | 'files';
  /** Resolves once the server accepted the message (or the file is written); rejects otherwise. */
  send(email: LeadEmail): Promise<void>;
  close(): void;
};

/** The message for one lead: every field in plain text and as a simple HTML table. */
export function composeLeadEmail(lead: DeliverableLead, to: string, from: string): LeadEmail {
  const subject = leadSubject(lead);
  const lines = leadLines(lead);
  const text = [
    subject,
    '',
    ...lines.map(([label, value]) => `${label}: ${value.replace(/\n/g, '\n  ')}`),
    '',
    `Sent by ${lead.site.name} (${lead.site.host}).`,
  ].join('\n');
  const rows = lines
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeXml(label)}</th>` +
        `<td style="padding:4px 0">${escapeXml(value).replace(/\n/g, '<br>')}</td></tr>`,
    )
    .join('\n');
  const html = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    `<title>${escapeXml(subject)}</title></head>`,
    '<body style="font-family:Arial,sans-serif;font-size:14px;color:#111">',
    `<h1 style="font-size:18px">${escapeXml(subject)}</h1>`,
    `<table cellspacing="0" cellpadding="0">\n${rows}\n</table>`,
    `<p style="color:#555">Sent by ${escapeXml(lead.site.name)} (${escapeXml(lead.site.host)}).</p>`,
    '</body></html>',
  ].join('\n');
  return {
    leadId: lead.id,
    from,
    to,
    replyTo: lead.payload.email,
    subject,
    messageId: `<lead-${lead.id}@${lead.site.host}>`,
    text,
    html,
  };
}

const mailOptions = (email: LeadEmail) => ({
  from: email.from,
  to: email.to,
  replyTo: email.replyTo,
  subject: email.subject,
  messageId: email.messageId,
  headers: { 'X-Lead-Id': email.leadId },
  text: email.text,
  html: email.html,
});

/**
 * A mailer for the given settings. SMTP timeouts are short (nodemailer waits 2 minutes by default) so a
 * dead server fails the attempt well inside the outbox's claim on the delivery.
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
      const info = await transport.sendMail(mailOptions(email));
      await mkdir(options.mailDir, { recursive: true });
      // Written aside then renamed, so a reader never sees half a message and a retry simply replaces it.
      const file = path.join(options.mailDir, `lead-${email.leadId}.eml`);
      await writeFile(`${file}.tmp`, info.message as Buffer);
      await rename(`${file}.tmp`, file);
    },
    close: () => transport.close(),
  };
}

/** The mailer the environment asks for (SMTP_URL, else files under MAIL_DIR). */
export function mailerFromEnv(): Mailer {
  return createMailer({ smtpUrl: env.SMTP_URL || undefined, mailDir: env.MAIL_DIR });
}
