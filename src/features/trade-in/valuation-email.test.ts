import { describe, expect, it } from 'vitest';
import { valuationEmail } from './valuation-email';

const content = {
  siteName: 'Coastal Toyota',
  firstName: 'Ann',
  vehicle: '2021 Toyota Corolla Ascent Sport',
  estimate: { low: 16_800, high: 20_300, offer: 18_500 },
  expiresText: 'Tuesday 1 December 2026, 3:15 pm AEST',
  noOnlineFigure: null,
  valuationUrl: 'https://coastaltoyota.com.au/trade-in?valuation=abc',
};

describe('valuationEmail', () => {
  it.each([
    [
      'valued',
      'Your trade-in valuation: 2021 Toyota Corolla Ascent Sport, our offer $18,500',
      '$16,800 to $20,300',
    ],
    [
      'accepted',
      'You accepted our offer of $18,500 for your 2021 Toyota Corolla Ascent Sport',
      'arrange an inspection',
    ],
  ] as const)('%s: subject, figure, the offer’s end and the link', (stage, subject, words) => {
    const email = valuationEmail(stage, content);
    expect(email.subject).toBe(subject);
    expect(email.text).toContain(words);
    expect(email.text).toContain('Our offer stands until Tuesday 1 December 2026, 3:15 pm AEST.');
    expect(email.text).toContain('Your valuation: https://coastaltoyota.com.au/trade-in?valuation=abc');
    expect(email.html).toContain(
      '<a href="https://coastaltoyota.com.au/trade-in?valuation=abc">Your valuation</a>',
    );
  });

  it('an inspection: no figure, the reason, no offer end', () => {
    const email = valuationEmail('inspection', {
      ...content,
      estimate: null,
      expiresText: null,
      noOnlineFigure: 'Over 7 years old',
    });
    expect(email.subject).toBe('Your trade-in valuation: 2021 Toyota Corolla Ascent Sport');
    expect(email.text).toContain('We cannot give an online figure for it (over 7 years old)');
    expect(email.text).not.toContain('$');
    expect(email.text).not.toContain('stands until');
  });

  it('escapes what it puts in HTML', () => {
    expect(valuationEmail('valued', { ...content, vehicle: '<b>Car</b>' }).html).not.toContain('<b>Car');
  });
});
