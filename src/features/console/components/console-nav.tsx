import { consolePaths } from '@/lib/console-paths';
import type { Staff } from '@/staff';
import { SignOutButton } from './session-actions';

/** The signed-in header's links: the member's sites, Security, and Sign out. */
export function ConsoleNav({ staff }: { staff: Staff }) {
  return (
    <nav aria-label="Console" className="flex flex-wrap items-center gap-4">
      <a href={consolePaths.home()} className="font-semibold underline-offset-4 hover:underline">
        Sites
      </a>
      <a href={consolePaths.security()} className="font-semibold underline-offset-4 hover:underline">
        Security
      </a>
      <span className="hidden text-sm opacity-80 md:inline">{staff.email}</span>
      <SignOutButton />
    </nav>
  );
}
