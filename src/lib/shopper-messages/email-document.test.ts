import { describe, expect, it } from 'vitest';
import { type MessageSender, replyToOf, senderLines, shopperEmail } from './email-document';

const sender: MessageSender = {
  name: 'Summit Mazda Springwood',
  address: '3360 Pacific Highway, Springwood QLD 4127',
  phone: '07 3290 1234',
  email: 'sales@summit-mazda-springwood.example.com.au',
};
const parts = {
  subject: 'Your offer: $18,500 <today>',
  text: 'Hi Jo,\n\nYour offer.',
  html: '<p>Hi Jo,</p>',
};

describe('shopperEmail', () => {
  it('makes the HTML a whole document titled with the subject', () => {
    const { html } = shopperEmail(parts, sender);
    expect(html.startsWith('<!doctype html>\n<html lang="en-AU"><head><meta charset="utf-8">')).toBe(true);
    expect(html).toContain('<title>Your offer: $18,500 &lt;today&gt;</title>');
    expect(html).toContain('<body');
    expect(html).toContain('<p>Hi Jo,</p>');
    expect(html.trimEnd().endsWith('</body></html>')).toBe(true);
  });

  it("ends both parts with the dealership's name, address, phone and email", () => {
    const { text, html, subject } = shopperEmail(parts, sender);
    expect(subject).toBe(parts.subject);
    expect(text).toBe(
      'Hi Jo,\n\nYour offer.\n\n-- \nSummit Mazda Springwood\n3360 Pacific Highway, Springwood QLD 4127\n' +
        'Phone 07 3290 1234\nEmail sales@summit-mazda-springwood.example.com.au',
    );
    expect(html).toContain('<a href="tel:0732901234">07 3290 1234</a>');
    expect(html).toContain('<a href="mailto:sales@summit-mazda-springwood.example.com.au">');
    expect(html).toContain('3360 Pacific Highway, Springwood QLD 4127');
  });

  it('leaves the email line out when the dealership has no inbox, and escapes what it shows', () => {
    const plain = { ...sender, name: 'A <b>& B</b>', email: null };
    expect(senderLines(plain)).toEqual(['A <b>& B</b>', sender.address, 'Phone 07 3290 1234']);
    const { html } = shopperEmail(parts, plain);
    expect(html).toContain('A &lt;b&gt;&amp; B&lt;/b&gt;');
    expect(html).not.toContain('mailto:');
  });
});

describe('replyToOf', () => {
  it.each([
    [sender, '"Summit Mazda Springwood" <sales@summit-mazda-springwood.example.com.au>'],
    [
      { ...sender, name: 'Smith "Bros"\r\nBcc: x@y' },
      '"Smith BrosBcc: x@y" <sales@summit-mazda-springwood.example.com.au>',
    ],
    [{ ...sender, email: null }, null],
  ])('%o → %s', (from, header) => {
    expect(replyToOf(from)).toBe(header);
  });
});
