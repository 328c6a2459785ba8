import { shortDateTimeAt } from '@/lib/dates';
import type { StaffMember } from '@/staff/directory';
import { ROLE_LABELS, type StaffRole } from '@/staff/rules';
import { MemberAccess } from './member-access';
import { MemberActions } from './member-actions';

// The site's staff: a table on a wide screen, a card per member on a phone (the same rows, restyled).
// Each member's last sign-in is on the site's clock. An owner's controls on a member (role, taking them
// off the site, dealerships, account) are behind a disclosure per member, so the table stays readable.

/** On a phone a row is a card, its header hidden: each value says what it is. */
function PhoneLabel({ children }: { children: string }) {
  return <span className="font-semibold md:hidden">{children}</span>;
}

export function StaffTable({
  members,
  dealerships,
  manage,
  timeZone,
}: {
  members: StaffMember[];
  dealerships: { id: number; name: string }[];
  timeZone: string;
  /** For an owner: the site, who is looking (no controls on their own row) and the roles they may give. */
  manage: { site: string; me: string; roles: StaffRole[] } | null;
}) {
  if (members.length === 0) return <p>No staff yet: invite the first below.</p>;
  const dealershipNames = (ids: number[]) =>
    ids.length === 0
      ? 'All'
      : ids.map((id) => dealerships.find((d) => d.id === id)?.name ?? `#${id}`).join(', ');
  return (
    <table className="w-full border-collapse bg-white text-left max-md:block">
      <thead className="max-md:sr-only">
        <tr className="border-b border-black/10">
          <th scope="col" className="p-3">
            Name
          </th>
          <th scope="col" className="p-3">
            Email
          </th>
          <th scope="col" className="p-3">
            Role
          </th>
          <th scope="col" className="p-3">
            Dealerships
          </th>
          <th scope="col" className="p-3">
            Sign-in
          </th>
          {manage ? (
            <th scope="col" className="p-3">
              Manage
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody className="max-md:block">
        {members.map((member) => {
          const role = member.roles[0];
          return (
            <tr key={member.id} className="border-b border-black/10 max-md:block max-md:py-2">
              <th scope="row" className="p-3 font-semibold max-md:block max-md:pb-0">
                {member.name}
              </th>
              <td className="p-3 max-md:block max-md:py-0">
                <a href={`mailto:${member.email}`} className="break-all text-brand underline">
                  {member.email}
                </a>
              </td>
              <td className="p-3 max-md:block max-md:py-0">
                <PhoneLabel>Role: </PhoneLabel>
                {role ? ROLE_LABELS[role.role] : ''}
              </td>
              <td className="p-3 max-md:block max-md:py-0">
                <PhoneLabel>Dealerships: </PhoneLabel>
                {role ? dealershipNames(role.dealershipIds) : ''}
              </td>
              <td className="p-3 max-md:block max-md:pt-0">
                <PhoneLabel>Sign-in: </PhoneLabel>
                {member.disabled ? 'Disabled' : member.twoFactorEnabled ? 'Active, two-factor on' : 'Active'}
                {member.away ? ', away' : ''}
                <span className="block text-sm text-gray-700">
                  {member.lastSignInAt ? (
                    <>
                      Last signed in{' '}
                      <time dateTime={member.lastSignInAt.toISOString()}>
                        {shortDateTimeAt(member.lastSignInAt, timeZone)}
                      </time>
                    </>
                  ) : (
                    'Not signed in yet'
                  )}
                </span>
              </td>
              {manage ? (
                <td className="p-3 max-md:block">
                  {role && member.id !== manage.me && manage.roles.includes(role.role) ? (
                    <details open={member.disabled}>
                      <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand">
                        Manage {member.name || member.email}
                      </summary>
                      <div className="mt-2 space-y-4">
                        {member.disabled ? null : (
                          <MemberActions
                            site={manage.site}
                            member={member.id}
                            name={member.name || member.email}
                            role={role.role}
                            roles={manage.roles}
                          />
                        )}
                        <MemberAccess
                          site={manage.site}
                          member={member.id}
                          name={member.name || member.email}
                          dealerships={dealerships}
                          dealershipIds={role.dealershipIds}
                          twoFactorEnabled={member.twoFactorEnabled}
                          disabled={member.disabled}
                        />
                      </div>
                    </details>
                  ) : null}
                </td>
              ) : null}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
