import { describe, expect, it } from 'vitest';
import { fillTokens, REPLY_MESSAGES, replyChannels, unknownToken } from './reply-rules';

const values = {
  'first name': 'Sam',
  car: '2021 Toyota RAV4 GX',
  price: '$32,990',
  dealership: 'Coastal Toyota',
  salesperson: 'Priya',
};

describe('fillTokens', () => {
  it.each([
    ['Hi {first name},', 'Hi Sam,'],
    ['Hi {First Name}, the {car} is {price}.', 'Hi Sam, the 2021 Toyota RAV4 GX is $32,990.'],
    ['{ salesperson } at {dealership}', 'Priya at Coastal Toyota'],
    ['{colour}', '{colour}'],
    ['{}', '{}'],
    ['no tokens', 'no tokens'],
    ['{first name}{first name}', 'SamSam'],
  ])('%j → %j', (text, filled) => {
    expect(fillTokens(text, values)).toBe(filled);
  });
});

describe('unknownToken', () => {
  it.each([
    ['Hi {first name}', null],
    ['Hi {FIRST NAME}', null],
    ['Your {car} at {price}', null],
    ['Your {colour} car', 'colour'],
    ['{first_name}', 'first_name'],
    ['braces {} alone', null],
  ])('%j → %j', (text, token) => {
    expect(unknownToken(text)).toBe(token);
  });
});

describe('replyChannels', () => {
  it.each([
    [{ email: 'a@b.co', phone: '0412 345 678', preferredContact: null }, true, '+61412345678'],
    [{ email: 'a@b.co', phone: '+61 412 345 678', preferredContact: 'Phone' }, true, '+61412345678'],
    [{ email: 'a@b.co', phone: '0412 345 678', preferredContact: 'SMS' }, true, '+61412345678'],
    [{ email: 'a@b.co', phone: '0412 345 678', preferredContact: 'Email' }, true, REPLY_MESSAGES.emailOnly],
    [{ email: 'a@b.co', phone: '07 3390 8800', preferredContact: null }, true, REPLY_MESSAGES.noMobile],
    [{ email: '', phone: '', preferredContact: null }, false, REPLY_MESSAGES.noMobile],
  ])('%j: email %s, SMS %j', (lead, email, sms) => {
    const channels = replyChannels(lead);
    expect(channels.email.open).toBe(email);
    expect(channels.sms.open ? channels.sms.to : channels.sms.why).toBe(sms);
  });
});
