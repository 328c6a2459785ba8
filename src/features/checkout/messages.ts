import { escapeXml } from '@/lib/xml';
import { HOLD_HOURS } from './rules';

// The shopper's emails about a reservation: the hold confirmed, and how it ended with the refund. Pure:
// URLs come in absolute, on the site's host, times already on the car's location's clock.

export type ReservationMessageContent = {
  siteName: string;
  firstName: string;
  carName: string;
  /** '$200.00' */
  deposit: string;
  holdUntilText: string | null;
  paymentReference: string | null;
  reservationUrl: string;
};

export type ReservationMessageStage = 'held' | 'cancelled' | 'released' | 'lost';

const SUBJECTS: Record<ReservationMessageStage, (c: ReservationMessageContent) => string> = {
  held: (c) => `Your ${c.carName} is reserved`,
  cancelled: (c) => `Your reservation of the ${c.carName} is cancelled`,
  released: (c) => `Your hold on the ${c.carName} has ended`,
  lost: (c) => `The ${c.carName} was reserved by someone else`,
};

function body(stage: ReservationMessageStage, c: ReservationMessageContent): string[] {
  switch (stage) {
    case 'held':
      return [
        `Thank you: your ${c.deposit} deposit is paid and ${c.siteName} is holding the ${c.carName} for you for ${HOLD_HOURS} hours${c.holdUntilText ? `, until ${c.holdUntilText}` : ''}.`,
        'Our team will call you to arrange the rest. Your deposit is fully refundable: you can cancel on your reservation page until the hold ends.',
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
    `Your reservation: ${c.reservationUrl}`,
    c.siteName,
  ].join('\n\n');
  const html = [
    ...paragraphs.map((p) => `<p>${escapeXml(p)}</p>`),
    reference ? `<p>${escapeXml(reference)}</p>` : '',
    `<p><a href="${escapeXml(c.reservationUrl)}">Your reservation</a></p>`,
    `<p>${escapeXml(c.siteName)}</p>`,
  ].join('');
  return { subject, text, html };
}
