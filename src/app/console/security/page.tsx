import type { Metadata } from 'next';
import { AwayForm } from '@/features/console/components/assignment-forms';
import { ConsoleFrame, ConsoleSection } from '@/features/console/components/console-frame';
import { ConsoleNav } from '@/features/console/components/console-nav';
import { SignOutEverywhereButton } from '@/features/console/components/session-actions';
import { WeeklySummaryForm } from '@/features/console/components/weekly-summary-form';
import { isAway } from '@/features/console/leads/assignment-store';
import { requirePageStaff } from '@/features/console/page-staff';
import { mayTakeSummary, takesSummary } from '@/features/console/reports/summary-choice';
import { consoleSessions } from '@/features/console/sessions';
import { staffTimeZone } from '@/features/console/time-zone';
import { consolePaths } from '@/lib/console-paths';
import { longDateTimeAt } from '@/lib/dates';
import { staffAuth } from '@/staff';

export const metadata: Metadata = { title: 'Security' };

export default async function SecurityPage() {
  const staff = await requirePageStaff({ allowBeforeTwoFactor: true });
  const [sessions, timeZone] = await Promise.all([consoleSessions(staff), staffTimeZone(staff)]);
  const summary = mayTakeSummary(staff.roles) ? await takesSummary((await staffAuth()).db, staff.id) : null;
  return (
    <ConsoleFrame nav={<ConsoleNav staff={staff} />}>
      <h1 className="mb-6 text-2xl font-extrabold">Security</h1>
      <ConsoleSection title="Two-factor authentication" className="mb-8">
        {staff.twoFactorEnabled ? (
          <p>On: signing in takes a code from your authenticator app (or a recovery code).</p>
        ) : (
          <p>
            Off.{' '}
            <a href={consolePaths.twoFactor()} className="font-semibold text-brand underline">
              Set it up
            </a>
          </p>
        )}
      </ConsoleSection>
      <ConsoleSection title="New leads" className="mb-8">
        <AwayForm away={await isAway(staff)} />
      </ConsoleSection>
      {summary === null ? null : (
        <ConsoleSection title="Weekly summary" className="mb-8">
          <WeeklySummaryForm on={summary} />
        </ConsoleSection>
      )}
      <ConsoleSection title="Where you are signed in">
        <ul className="mb-4 divide-y divide-black/10">
          {sessions.map((session) => (
            <li key={session.id} className="py-3">
              <p className="font-semibold">
                {session.device}
                {session.current ? ' (this device)' : ''}
              </p>
              <p className="break-words text-sm text-gray-700 [overflow-wrap:anywhere]">
                Signed in {longDateTimeAt(new Date(session.createdAt), timeZone)}
                {session.ipAddress ? ` from ${session.ipAddress}` : ''}; ends{' '}
                {longDateTimeAt(new Date(session.expiresAt), timeZone)}
              </p>
            </li>
          ))}
        </ul>
        <SignOutEverywhereButton />
      </ConsoleSection>
    </ConsoleFrame>
  );
}
