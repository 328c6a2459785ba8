import { ONLINE_MAX_AGE_YEARS, ONLINE_MAX_KMS } from './valuation-rules';

// The trade-in FAQ (AF §9): no online estimate over 7 years or 100,000 km; indicative and subject to
// inspection; a finance payout letter required; any surplus paid by direct credit.

export function tradeInFaq(offerValidDays: number): { question: string; answer: string }[] {
  return [
    {
      question: 'Can I get an online estimate for any car?',
      answer: `Online estimates are for cars up to ${ONLINE_MAX_AGE_YEARS} years old with up to ${ONLINE_MAX_KMS.toLocaleString('en-AU')} km. There is no online estimate for cars over ${ONLINE_MAX_AGE_YEARS} years or ${ONLINE_MAX_KMS.toLocaleString('en-AU')} km: leave your details and we will inspect the car and make you an offer.`,
    },
    {
      question: 'Is the online valuation what I will be paid?',
      answer:
        'The valuation is indicative and subject to an inspection of the car, which confirms its condition, kilometres and equipment.',
    },
    {
      question: 'How long does an offer stand?',
      answer: `${offerValidDays} days from the valuation, as long as the car is as you described it.`,
    },
    {
      question: 'My car is under finance. Can I still sell or trade it?',
      answer:
        'Yes. We need a finance payout letter from your lender, and we pay the lender out when we take the car.',
    },
    {
      question: 'What if my car is worth more than I owe on it?',
      answer: 'Any surplus after the payout is paid to you by direct credit to your bank account.',
    },
  ];
}
