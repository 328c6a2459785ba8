import { formatAud } from '@/lib/money';
import { escapeXml } from '@/lib/xml';

// The shopper's emails of a valuation: the figure made (or the inspection instead) and the offer
// accepted, each with the offer's last moment and the link that reopens the valuation. Pure: the time comes
// already on the dealer's clock, the link absolute on the site's host.

export type ValuationEmailStage = 'valued' | 'inspection' | 'accepted';

export type ValuationEmailContent = {
  siteName: string;
  firstName: string;
  /** '2021 Toyota Corolla Ascent Sport' */
  vehicle: string;
  /** Whole dollars; null without an online figure. */
  estimate: { low: number; high: number; offer: number } | null;
  /** 'Tuesday 1 December 2026, 3:15 pm AEST'; null without an offer. */
  expiresText: string | null;
  /** Why there is no online figure ('Over 7 years old'), for an inspection. */
  noOnlineFigure: string | null;
  valuationUrl: string;
};

const SUBJECTS: Record<ValuationEmailStage, (c: ValuationEmailContent) => string> = {
  valued: (c) => `Your trade-in valuation: ${c.vehicle}, our offer ${formatAud(c.estimate?.offer ?? 0)}`,
  inspection: (c) => `Your trade-in valuation: ${c.vehicle}`,
  accepted: (c) => `You accepted our offer of ${formatAud(c.estimate?.offer ?? 0)} for your ${c.vehicle}`,
};

function body(stage: ValuationEmailStage, c: ValuationEmailContent): string[] {
  const until = c.expiresText ? ` Our offer stands until ${c.expiresText}.` : '';
  if (stage === 'inspection' || !c.estimate)
    return [
      `Thank you for asking ${c.siteName} to value your ${c.vehicle}. We cannot give an online figure for it${c.noOnlineFigure ? ` (${c.noOnlineFigure.toLowerCase()})` : ''}, so our team will contact you to arrange an inspection.`,
    ];
  const range = `${formatAud(c.estimate.low)} to ${formatAud(c.estimate.high)}`;
  const offer = formatAud(c.estimate.offer);
  if (stage === 'accepted')
    return [
      `Thank you: you accepted our offer of ${offer} for your ${c.vehicle}.${until}`,
      'Our team will call you to arrange an inspection of the car and the paperwork. The offer is subject to that inspection.',
    ];
  return [
    `Thank you for valuing your ${c.vehicle} with ${c.siteName}. We value it at ${range}, and we offer you ${offer}.${until}`,
    'Accept the offer on your valuation page. It is indicative and subject to an inspection of the car.',
  ];
}

export function valuationEmail(
  stage: ValuationEmailStage,
  c: ValuationEmailContent,
): { subject: string; text: string; html: string } {
  const subject = SUBJECTS[stage](c);
  const paragraphs = [`Hi ${c.firstName},`, ...body(stage, c)];
  const text = [...paragraphs, `Your valuation: ${c.valuationUrl}`].join('\n\n');
  const html = [
    ...paragraphs.map((p) => `<p>${escapeXml(p)}</p>`),
    `<p><a href="${escapeXml(c.valuationUrl)}">Your valuation</a></p>`,
  ].join('\n');
  return { subject, text, html };
}
