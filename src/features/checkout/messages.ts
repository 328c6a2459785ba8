import { escapeXml } from '@/lib/xml';
import { HOLD_HOURS } from './rules';

// The shopper's emails about a reservation or a purchase's deposit: the hold confirmed, a purchase's
// handover booked, and how it ended with the refund. Pure:
// URLs come in absolute, on the site's host, times already on the car's location's clock.

export type ReservationMessageContent = {
  siteName: string;
  firstName: string;
  carName: string;
  /** '$200.00' */
  deposit: string;
  holdUntilText: string | null;
  paymentReference: string | null;
  /** The reservation's page, or a purchase's journey (where its handover is booked). */
  reservationUrl: string;
  /** A car bought online rather than reserved. */
  purchase: boolean;
  /** A purchase's booked handover on the location's clock. */
  handoverText: string | null;
};

export type ReservationMessageStage = 'held' | 'handover' | 'cancelled' | 'released' | 'lost';

const SUBJECTS: Record<ReservationMessageStage, (c: ReservationMessageContent) => string> = {
  held: (c) => (c.purchase ? `Your deposit on the ${c.carName} is paid` : `Your ${c.carName} is reserved`),
  handover: (c) => `Your handover of the ${c.carName} is booked`,
  cancelled: (c) => `Your reservation of the ${c.carName} is cancelled`,
  released: (c) => `Your hold on the ${c.carName} has ended`,
  lost: (c) => `The ${c.carName} was reserved by someone else`,
};

function body(stage: ReservationMessageStage, c: ReservationMessageContent): string[] {
  switch (stage) {
    case 'held':
      if (c.purchase)
        return [
          `Thank you: your ${c.deposit} deposit on the ${c.carName} is paid and ${c.siteName} is holding the car for you${c.holdUntilText ? ` until ${c.holdUntilText}` : ''}.`,
          'Book your handover on your purchase page if you have not yet, and our team will call you to finalise the paperwork. Your deposit is fully refundable until the hold ends.',
        ];
      return [
        `Thank you: your ${c.deposit} deposit is paid and ${c.siteName} is holding the ${c.carName} for you for ${HOLD_HOURS} hours${c.holdUntilText ? `, until ${c.holdUntilText}` : ''}.`,
        'Our team will call you to arrange the rest. Your deposit is fully refundable: you can cancel on your reservation page until the hold ends.',
      ];
    case 'handover':
      return [
        `Your handover of the ${c.carName} is booked for ${c.handoverText ?? 'the time you chose'}. We hold the car for you until then.`,
        'Bring your driver licence. Our team will call you beforehand to confirm the paperwork and the balance.',
      ];
    case 'cancelled':
      return [
        `You cancelled your reservation of the ${c.carName}. Your ${c.deposit} deposit is being refunded to your card.`,
      ];
    case 'released':
      return [
        `Your ${HOLD_HOURS}-hour hold on the ${c.carName} has ended and the car is back on sale. Your ${c.deposit} deposit is being refunded to your card.`,
        'Still keen? Reply to this email or call us.',
      ];
    case 'lost':
      return [
        `Someone else's payment reserved the ${c.carName} moments before yours. Your ${c.deposit} deposit is being refunded in full to your card.`,
      ];
  }
}

export function reservationEmail(
  stage: ReservationMessageStage,
  c: ReservationMessageContent,
): { subject: string; text: string; html: string } {
  const subject = SUBJECTS[stage](c);
  const paragraphs = [`Hi ${c.firstName},`, ...body(stage, c)];
  const reference = c.paymentReference ? `Payment reference: ${c.paymentReference}` : null;
  const text = [
    ...paragraphs,
    ...(reference ? [reference] : []),
    `${c.purchase ? 'Your purchase' : 'Your reservation'}: ${c.reservationUrl}`,
    c.siteName,
  ].join('\n\n');
  const html = [
    ...paragraphs.map((p) => `<p>${escapeXml(p)}</p>`),
    reference ? `<p>${escapeXml(reference)}</p>` : '',
    `<p><a href="${escapeXml(c.reservationUrl)}">${c.purchase ? 'Your purchase' : 'Your reservation'}</a></p>`,
    `<p>${escapeXml(c.siteName)}</p>`,
  ].join('');
  return { subject, text, html };
}
