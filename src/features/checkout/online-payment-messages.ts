import { escapeXml } from '@/lib/xml';

// The payer's receipt for an online payment. Pure: the amount comes formatted, the time already on the
// site's primary location's clock, the page's URL absolute on the site's host.

export type OnlinePaymentReceiptContent = {
  siteName: string;
  firstName: string;
  reference: string;
  /** '$1,250.00' */
  amount: string;
  paidAtText: string;
  paymentId: string | null;
  pageUrl: string;
};

export function onlinePaymentReceipt(c: OnlinePaymentReceiptContent): {
  subject: string;
  text: string;
  html: string;
} {
  const subject = `Your payment receipt: ${c.amount} to ${c.siteName}`;
  const intro = `Thank you: we have received your payment of ${c.amount} against reference ${c.reference}.`;
  const details: [string, string][] = [
    ['Reference', c.reference],
    ['Amount paid', c.amount],
    ['Paid on', c.paidAtText],
    ...(c.paymentId ? [['Payment reference', c.paymentId] as [string, string]] : []),
  ];
  const text = [
    `Hi ${c.firstName},`,
    intro,
    details.map(([label, value]) => `${label}: ${value}`).join('\n'),
    'Please keep this email as your receipt.',
    `Your receipt online: ${c.pageUrl}`,
    c.siteName,
  ].join('\n\n');
  const html = [
    `<p>Hi ${escapeXml(c.firstName)},</p>`,
    `<p>${escapeXml(intro)}</p>`,
    `<table>${details.map(([label, value]) => `<tr><th align="left">${escapeXml(label)}</th><td>${escapeXml(value)}</td></tr>`).join('')}</table>`,
    '<p>Please keep this email as your receipt.</p>',
    `<p><a href="${escapeXml(c.pageUrl)}">Your receipt online</a></p>`,
    `<p>${escapeXml(c.siteName)}</p>`,
  ].join('');
  return { subject, text, html };
}
