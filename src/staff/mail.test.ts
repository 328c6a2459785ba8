import { describe, expect, it } from 'vitest';
import { invitationEmail, passwordResetEmail } from './mail';

describe('the staff emails', () => {
  const link = 'http://console.localhost:3000/invitation/abc';

  it.each([
    [
      { siteName: 'CarZone Direct', invitedBy: 'olivia@carzone.example', role: 'sales' as const },
      "You have been invited to CarZone Direct's Dealer Console as Sales, by olivia@carzone.example.",
    ],
    [
      { siteName: 'CarZone Direct', invitedBy: 'command line', role: 'owner' as const },
      "You have been invited to CarZone Direct's Dealer Console as Owner.",
    ],
    [
      { siteName: null, invitedBy: 'command line', role: 'platform_admin' as const },
      'You have been invited to every site on the platform in the Dealer Console as Platform admin.',
    ],
  ])('an invitation from %j opens "%s" and carries its link', (input, opening) => {
    const email = invitationEmail({ link, ...input });
    expect(email.subject).toBe('Your invitation to the Dealer Console');
    expect(email.text.startsWith(opening)).toBe(true);
    expect(email.text).toContain(`\n${link}\n`);
    expect(email.html).toContain(`<a href="${link}">Accept the invitation</a>`);
    expect(email.html).toContain('<title>Your invitation to the Dealer Console</title>');
  });

  it('escapes what it is given in the HTML', () => {
    const email = invitationEmail({
      link: 'http://x/"><script>',
      siteName: 'A & B <Motors>',
      invitedBy: 'x@y',
      role: 'sales',
    });
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('A &amp; B &lt;Motors&gt;');
  });

  it('a reset says how long its link works, and that nothing changed if it was not you', () => {
    const email = passwordResetEmail('http://console.localhost:3000/reset-password/t');
    expect(email.subject).toBe('Reset your Dealer Console password');
    expect(email.text).toContain('within an hour');
    expect(email.text).toContain('your password is unchanged');
    expect(email.html).toContain(
      '<a href="http://console.localhost:3000/reset-password/t">Choose a new password</a>',
    );
  });
});
