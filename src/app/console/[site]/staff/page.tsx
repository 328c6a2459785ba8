import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ConsoleFrame, ConsoleSection } from '@/features/console/components/console-frame';
import { ConsoleNav } from '@/features/console/components/console-nav';
import { InviteForm } from '@/features/console/components/invite-form';
import { SiteHeading } from '@/features/console/components/site-heading';
import { StaffTable } from '@/features/console/components/staff-table';
import { consoleSite } from '@/features/console/console-site';
import { siteScreens } from '@/features/console/page-leads';
import { requirePageStaff } from '@/features/console/page-staff';
import { siteTimeZone } from '@/features/console/time-zone';
import { grantableRoles, listStaff, roleOnSite, staffAuth, staffCan } from '@/staff';

export const metadata: Metadata = { title: 'Staff' };

export default async function StaffPage({ params }: { params: Promise<{ site: string }> }) {
  const staff = await requirePageStaff();
  const site = await consoleSite((await params).site);
  const role = site && roleOnSite(staff, site);
  if (!site || !role || !staffCan(staff, site, 'staff.read')) notFound();
  const { db } = await staffAuth();
  const [members, timeZone] = await Promise.all([listStaff(db, site.id), siteTimeZone(site.slug)]);
  const roles = grantableRoles(role.role).filter((r) => r !== 'platform_admin');
  return (
    <ConsoleFrame nav={<ConsoleNav staff={staff} />}>
      <SiteHeading site={site} title="Staff" current="staff" screens={siteScreens(staff, site)} />
      <StaffTable
        members={members}
        dealerships={site.dealerships}
        timeZone={timeZone}
        manage={staffCan(staff, site, 'staff.manage') ? { site: site.slug, me: staff.id, roles } : null}
      />
      {staffCan(staff, site, 'staff.invite') && roles.length > 0 ? (
        <ConsoleSection title="Invite someone" className="mt-8">
          <InviteForm
            site={site.slug}
            roles={roles}
            dealerships={site.dealerships.filter(
              (d) => role.dealershipIds.length === 0 || role.dealershipIds.includes(d.id),
            )}
          />
        </ConsoleSection>
      ) : null}
    </ConsoleFrame>
  );
}
