// The dealer's lead email: every field of the lead, in plain text and as a simple HTML table, with the
// lead's ADF/XML attached (the document a CRM webhook in the 'adf' format receives), so a dealer whose
// CRM reads leads from a mailbox files it without retyping. It goes out through the platform's mailer
// (src/lib/mail: SMTP_URL, else .eml files under MAIL_DIR).

import type { MailMessage } from '@/lib/mail';
import { escapeXml } from '@/lib/xml';
import { buildAdf } from './adf';
import { type DeliverableLead, leadLines, leadSubject } from './delivery-rules';

/** The message for one lead: every field in plain text and as a simple HTML table, and its ADF as lead-{id}.xml. */
export function composeLeadEmail(lead: DeliverableLead, to: string, from: string): MailMessage {
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
    key: `lead-${lead.id}`,
    from,
    to,
    replyTo: lead.payload.email,
    subject,
    messageId: `<lead-${lead.id}@${lead.site.host}>`,
    headers: { 'X-Lead-Id': lead.id },
    text,
    html,
    attachments: [
      { filename: `lead-${lead.id}.xml`, contentType: 'application/xml', content: buildAdf(lead) },
    ],
  };
}
