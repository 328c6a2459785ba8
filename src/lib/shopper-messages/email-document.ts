import { escapeXml } from '@/lib/xml';

// A shopper's email as it is sent, whatever feature wrote it: the HTML a whole document (doctype, language,
// charset, the subject as its title) and both parts ending with who sent it, the dealership's address,
// phone and email, so a shopper can reach the dealer from any email. Pure.

/** The dealership an email is from, as the shopper reads it in the footer and replies to it. */
export type MessageSender = {
  name: string;
  /** '14 Example Road, Tingalpa QLD 4173' */
  address: string;
  phone: string;
  email: string | null;
};

export type EmailParts = { subject: string; text: string; html: string };

/** The footer's lines: 'Coastal Toyota Tingalpa', the address, 'Phone 07 3390 8800', 'Email sales@…'. */
export function senderLines(sender: MessageSender): string[] {
  return [
    sender.name,
    sender.address,
    `Phone ${sender.phone}`,
    ...(sender.email ? [`Email ${sender.email}`] : []),
  ];
}

/** The Reply-To header: '"Summit Mazda Springwood" <sales@summit-mazda.example.com.au>'; null without an inbox. */
export function replyToOf(sender: MessageSender): string | null {
  return sender.email ? `"${sender.name.replace(/["\\\r\n]/g, '')}" <${sender.email}>` : null;
}

/** The parts as sent: `html` is the body's content (paragraphs, a table), made a whole document here. */
export function shopperEmail(parts: EmailParts, sender: MessageSender): EmailParts {
  const lines = senderLines(sender);
  const phoneHref = `tel:${sender.phone.replace(/[^\d+]/g, '')}`;
  const footer = [
    `<strong>${escapeXml(sender.name)}</strong>`,
    escapeXml(sender.address),
    `Phone <a href="${escapeXml(phoneHref)}">${escapeXml(sender.phone)}</a>`,
    ...(sender.email
      ? [`Email <a href="mailto:${escapeXml(sender.email)}">${escapeXml(sender.email)}</a>`]
      : []),
  ].join('<br>');
  const html = [
    '<!doctype html>',
    '<html lang="en-AU"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeXml(parts.subject)}</title></head>`,
    '<body style="font-family:Arial,sans-serif;font-size:14px;color:#111">',
    parts.html,
    `<hr><p style="color:#555">${footer}</p>`,
    '</body></html>',
  ].join('\n');
  // '-- ' opens a signature, which mail clients set apart.
  return { subject: parts.subject, text: `${parts.text}\n\n-- \n${lines.join('\n')}`, html };
}
