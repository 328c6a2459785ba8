// The emails the console sends its staff: an invitation, a password reset (each with a link that works
// once), a lead's news and the weekly summary; sent at once (the sender is told if it fails), not queued
// like a shopper's message.

import { randomUUID } from 'node:crypto';
import { env } from '@/lib/env';
import { type Mailer, mailerFromEnv, mailFromFor } from '@/lib/mail';
import { escapeXml } from '@/lib/xml';
import { CONSOLE_APP_NAME, ROLE_LABELS, type StaffRole } from './rules';

export type StaffEmail = { subject: string; text: string; html: string };

/** A whole HTML document titled with the subject: its paragraphs, then the link. */
function htmlEmail(subject: string, lines: string[], link: { href: string; label: string }): string {
  const body = lines.map((line) => `<p>${escapeXml(line)}</p>`).join('\n');
  return `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><title>${escapeXml(subject)}</title></head><body>${body}\n<p><a href="${escapeXml(link.href)}">${escapeXml(link.label)}</a></p></body></html>`;
}

export function invitationEmail(input: {
  link: string;
  role: StaffRole;
  /** The site's name, or null for a platform admin. */
  siteName: string | null;
  invitedBy: string;
}): StaffEmail {
  const where = input.siteName ? `${input.siteName}'s` : 'every site on the platform in the';
  // A colleague is named; an invitation from the command line comes from the platform itself.
  const by = input.invitedBy.includes('@') ? `, by ${input.invitedBy}` : '';
  const lines = [
    `You have been invited to ${where} ${CONSOLE_APP_NAME} as ${ROLE_LABELS[input.role]}${by}.`,
    'Open the link to choose your password and sign in. It works once, within 7 days.',
  ];
  const subject = `Your invitation to the ${CONSOLE_APP_NAME}`;
  return {
    subject,
    text: `${lines.join('\n\n')}\n\n${input.link}\n`,
    html: htmlEmail(subject, lines, { href: input.link, label: 'Accept the invitation' }),
  };
}

export function passwordResetEmail(link: string): StaffEmail {
  const lines = [
    `Someone asked to reset the password of your ${CONSOLE_APP_NAME} account.`,
    'Open the link within an hour to choose a new one. If it was not you, ignore this email: your password is unchanged.',
  ];
  const subject = `Reset your ${CONSOLE_APP_NAME} password`;
  return {
    subject,
    text: `${lines.join('\n\n')}\n\n${link}\n`,
    html: htmlEmail(subject, lines, { href: link, label: 'Choose a new password' }),
  };
}

/** A lead given to a member: what it is, and the link to it in the console. */
export function leadAssignedEmail(input: {
  link: string;
  lead: string;
  siteName: string;
  by: string | null;
}): StaffEmail {
  const by = input.by ? ` by ${input.by}` : ' by the assignment rules';
  const lines = [`A lead on ${input.siteName} has been assigned to you${by}: ${input.lead}.`];
  const subject = `Lead assigned to you: ${input.lead}`;
  return {
    subject,
    text: `${lines.join('\n\n')}\n\n${input.link}\n`,
    html: htmlEmail(subject, lines, { href: input.link, label: 'Open the lead' }),
  };
}

/** A lead still New after the site's response time, to the managers who can see it. */
export function leadOverdueEmail(input: {
  link: string;
  lead: string;
  siteName: string;
  minutes: number;
}): StaffEmail {
  const lines = [
    `A lead on ${input.siteName} is still New after ${input.minutes} minutes of opening hours: ${input.lead}.`,
    'Assign it, or answer the shopper, from the console.',
  ];
  const subject = `Overdue lead: ${input.lead}`;
  return {
    subject,
    text: `${lines.join('\n\n')}\n\n${input.link}\n`,
    html: htmlEmail(subject, lines, { href: input.link, label: 'Open the lead' }),
  };
}

/** Last week on a site, to an owner or manager who chose to have it: a few lines and the Reports link. */
export function weeklySummaryEmail(input: {
  link: string;
  siteName: string;
  /** 'Monday 16 November to Sunday 22 November 2026'. */
  week: string;
  lines: string[];
}): StaffEmail {
  const lines = [`Your week on ${input.siteName}, ${input.week}:`, ...input.lines];
  const subject = `Weekly summary: ${input.siteName}`;
  const footer = 'You chose to have this email on the Security screen of the console, where you can stop it.';
  return {
    subject,
    text: `${[...lines, footer].join('\n\n')}\n\n${input.link}\n`,
    html: htmlEmail(subject, [...lines, footer], { href: input.link, label: 'Open the reports' }),
  };
}

let mailer: Mailer | undefined;

export async function sendStaffEmail(
  to: string,
  email: StaffEmail,
  kind: 'invitation' | 'password-reset' | 'lead-assigned' | 'lead-overdue' | 'weekly-summary',
  /** The site the mail is about (a lead's, a report's): it comes from that site's sender. */
  site?: { mail?: { from: string } | null } | null,
) {
  mailer ??= mailerFromEnv();
  const id = randomUUID();
  await mailer.send({
    key: `staff-${kind}-${id}`,
    from: mailFromFor(site),
    to,
    subject: email.subject,
    messageId: `<staff-${kind}-${id}@${env.CONSOLE_HOSTS[0]}>`,
    text: email.text,
    html: email.html,
  });
}
