// Every word the embedded test provider's hosted page shows a shopper, in one place.

export const PAYMENT_MESSAGES = {
  pageTitle: 'Pay securely',
  testModeBanner: 'Test mode: no real money moves',
  testCardsHint: 'Use test card 4242 4242 4242 4242, any future expiry and any CVC.',
  amountLabel: 'Amount',
  amountInAud: (amount: string) => `${amount} AUD`,
  descriptionLabel: 'For',
  cardNumberLabel: 'Card number',
  expiryLabel: 'Expiry (MM/YY)',
  cvcLabel: 'CVC',
  nameLabel: 'Name on card',
  payButton: (amount: string) => `Pay ${amount}`,
  cancelLink: 'Cancel and return to the dealer',
  errorSummary: 'Please check the details below.',

  cardNumberRequired: 'Enter your card number.',
  cardNumberInvalid: 'Your card number is invalid.',
  expiryRequired: 'Enter the expiry date as MM/YY.',
  expiryInvalid: 'Enter the expiry date as MM/YY.',
  expiryPast: "Your card's expiry date is in the past.",
  cvcInvalid: "Your card's security code must be 3 or 4 digits.",
  nameRequired: 'Enter the name on the card.',
  nameTooLong: 'The name on the card must be at most 100 characters.',

  declined: 'Your card was declined.',
  notATestCard: 'Use a test card: 4242 4242 4242 4242.',

  challengeTitle: 'Confirm this payment',
  challengeIntro: (last4: string) =>
    `Your bank asks you to confirm this payment with the card ending ${last4}. In test mode, choose how the check ends.`,
  challengeComplete: 'Complete',
  challengeFail: 'Fail',

  closedTitle: 'This payment page is closed',
  expired: 'This payment page has expired. Return to the dealer to start again.',
  failed: 'This payment did not go through. Return to the dealer to start again.',
  refunded: 'This payment has been refunded.',
  returnLink: 'Return to the dealer',
  notFoundTitle: 'Payment page not found',
  notFound: 'This payment page does not exist.',
} as const;
