import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NOTE_MAX_LENGTH } from '@/features/console/api/schemas';
import { ConsoleFrame } from '@/features/console/components/console-frame';
import { ConsoleNav } from '@/features/console/components/console-nav';
import { LeadView } from '@/features/console/components/lead-view';
import { SiteHeading } from '@/features/console/components/site-heading';
import { inboxChoices } from '@/features/console/leads/choices';
import { leadDetail } from '@/features/console/leads/lead';
import { replySetup } from '@/features/console/leads/replies';
import { listTemplates } from '@/features/console/leads/templates';
import { leadsScreen } from '@/features/console/page-leads';
import { requirePageStaff } from '@/features/console/page-staff';
import { staffAuth, staffCan } from '@/staff';

export const metadata: Metadata = { title: 'Lead' };

export default async function LeadPage({ params }: { params: Promise<{ site: string; id: string }> }) {
  const staff = await requirePageStaff();
  const { site: slug, id } = await params;
  const { consoleSite, viewer, site, screens } = await leadsScreen(staff, slug);
  const { db } = await staffAuth();
  const [detail, choices, templates] = await Promise.all([
    leadDetail(db, viewer, site, id),
    inboxChoices(db, viewer, site),
    listTemplates(db, site.id),
  ]);
  if (!detail) notFound();
  const mayWork = staffCan(staff, consoleSite, 'leads.work');
  return (
    <ConsoleFrame nav={<ConsoleNav staff={staff} />}>
      <SiteHeading
        site={consoleSite}
        title={detail.lead.name || detail.lead.email || 'Lead'}
        current="leads"
        screens={screens}
      />
      <LeadView
        site={consoleSite.slug}
        detail={detail}
        staff={choices.staff}
        me={staff.id}
        mayWork={mayWork}
        mayAssignOthers={staffCan(staff, consoleSite, 'leads.assign')}
        noteMaxLength={NOTE_MAX_LENGTH}
        reply={
          mayWork
            ? {
                site: consoleSite.slug,
                lead: detail.lead.id,
                templates,
                ...replySetup(detail, site.config.name, staff.name || staff.email),
              }
            : null
        }
      />
    </ConsoleFrame>
  );
}
