// Replying to a shopper from the console: the templates' tokens, the channels a lead can be answered on
// (and why one is not), and the limits of a reply. Pure: shared by the reply form, the templates screen
// and the server.

import { australianMobile } from '@/lib/au-phone';

/** The tokens a template may use, each filled from the lead, the site and the member replying. */
export const REPLY_TOKENS = ['first name', 'car', 'price', 'dealership', 'salesperson'] as const;
export type ReplyToken = (typeof REPLY_TOKENS)[number];
export type ReplyValues = Record<ReplyToken, string>;

/** An SMS of at most three parts (153 characters each once split): longer costs more and reads worse. */
export const SMS_MAX_LENGTH = 459;
export const EMAIL_BODY_MAX_LENGTH = 5000;
export const SUBJECT_MAX_LENGTH = 200;
export const TEMPLATE_NAME_MAX_LENGTH = 80;

export const REPLY_MESSAGES = {
  emailOnly: 'The shopper asked to be contacted by email, so SMS is off for this lead.',
  noMobile: 'The shopper gave no mobile number, so SMS is off for this lead.',
  noEmail: 'The shopper gave no email address.',
  unknownToken: (token: string) =>
    `{${token}} is not a token: use ${REPLY_TOKENS.map((t) => `{${t}}`).join(', ')}.`,
} as const;

const TOKEN = /\{([^{}]{1,40})\}/g;

/** The first token a text uses that is not one of REPLY_TOKENS, or null. */
export function unknownToken(text: string): string | null {
  for (const [, name] of text.matchAll(TOKEN))
    if (!(REPLY_TOKENS as readonly string[]).includes(name.trim().toLowerCase())) return name;
  return null;
}

/** The text with each token replaced by its value ('{First name}' too); an unknown token is left as it is. */
export function fillTokens(text: string, values: ReplyValues): string {
  return text.replace(TOKEN, (whole, name: string) => {
    const key = name.trim().toLowerCase() as ReplyToken;
    return key in values ? values[key] : whole;
  });
}

export type ReplyChannels = {
  email: { open: true } | { open: false; why: string };
  sms: { open: true; to: string } | { open: false; why: string };
};

/**
 * How a lead can be answered: by email when it has an address; by SMS when it has an Australian mobile and
 * the shopper did not ask for email only.
 */
export function replyChannels(lead: {
  email: string;
  phone: string;
  preferredContact: string | null;
}): ReplyChannels {
  const mobile = australianMobile(lead.phone);
  return {
    email: lead.email.trim() ? { open: true } : { open: false, why: REPLY_MESSAGES.noEmail },
    sms:
      lead.preferredContact?.toLowerCase() === 'email'
        ? { open: false, why: REPLY_MESSAGES.emailOnly }
        : mobile
          ? { open: true, to: mobile.international }
          : { open: false, why: REPLY_MESSAGES.noMobile },
  };
}
