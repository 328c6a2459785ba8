import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LEAD_KIND_LABELS } from '@/enquiries/inbox-rules';
import { AddRuleForm, DeleteRuleButton } from '@/features/console/components/assignment-forms';
import { ConsoleFrame, ConsoleSection } from '@/features/console/components/console-frame';
import { ConsoleNav } from '@/features/console/components/console-nav';
import { SiteHeading } from '@/features/console/components/site-heading';
import { listRules } from '@/features/console/leads/assignment-store';
import { inboxChoices } from '@/features/console/leads/choices';
import { leadsScreen } from '@/features/console/page-leads';
import { requirePageStaff } from '@/features/console/page-staff';
import { listStaff, staffAuth, staffCan } from '@/staff';

export const metadata: Metadata = { title: 'Assignment' };

export default async function AssignmentPage({ params }: { params: Promise<{ site: string }> }) {
  const staff = await requirePageStaff();
  const { consoleSite, viewer, site, screens } = await leadsScreen(staff, (await params).site);
  if (!staffCan(staff, consoleSite, 'leads.assign')) notFound();
  const { db } = await staffAuth();
  const [rules, choices, members] = await Promise.all([
    listRules(db, site.id),
    inboxChoices(db, viewer, site),
    listStaff(db, site.id),
  ]);
  const name = (list: { value: string; label: string }[], id: number | null, any: string) =>
    id === null ? any : (list.find((c) => c.value === String(id))?.label ?? `#${id}`);
  const ruleText = (rule: (typeof rules)[number]) =>
    [
      name(choices.dealerships, rule.dealershipId, 'Any dealership'),
      name(choices.locations, rule.locationId, 'any location'),
      rule.kinds.length ? rule.kinds.map((k) => LEAD_KIND_LABELS[k]).join(', ') : 'every kind',
    ].join(' · ');
  return (
    <ConsoleFrame nav={<ConsoleNav staff={staff} />}>
      <SiteHeading site={consoleSite} title="Assignment" current="assignment" screens={screens} />
      <p className="mb-4 max-w-prose">
        A new lead goes to the next member, in turn, of the most specific rule that takes it (a location
        before a dealership before the whole site; named kinds before every kind), among the active staff who
        can see it and are not away. The member is emailed. A lead no rule takes waits, unassigned, in the
        inbox.
      </p>
      <ConsoleSection title="Rules" className="mb-6">
        {rules.length === 0 ? (
          <p>No rules yet: new leads wait for someone to take them.</p>
        ) : (
          <ul className="divide-y divide-black/10">
            {rules.map((rule) => (
              <li key={rule.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div>
                  <p className="font-semibold">{ruleText(rule)}</p>
                  <p className="text-sm text-gray-700">
                    {rule.lastAssignee ? `Last given to ${rule.lastAssignee}` : 'Not used yet'}
                  </p>
                </div>
                <DeleteRuleButton site={consoleSite.slug} rule={rule.id} label={ruleText(rule)} />
              </li>
            ))}
          </ul>
        )}
      </ConsoleSection>
      <ConsoleSection title="Add a rule" className="mb-6">
        <AddRuleForm
          site={consoleSite.slug}
          dealerships={choices.dealerships}
          locations={choices.locationsByDealership}
          anyDealership={viewer.scope.dealershipIds.length === 0}
        />
      </ConsoleSection>
      <ConsoleSection title="Who is in">
        <ul className="space-y-1">
          {members
            .filter((m) => !m.disabled)
            .map((m) => (
              <li key={m.id}>
                {m.name || m.email}: {m.away ? 'away' : 'in'}
              </li>
            ))}
        </ul>
      </ConsoleSection>
    </ConsoleFrame>
  );
}
