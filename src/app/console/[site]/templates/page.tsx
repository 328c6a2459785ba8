import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ConsoleFrame, ConsoleSection } from '@/features/console/components/console-frame';
import { ConsoleNav } from '@/features/console/components/console-nav';
import { SiteHeading } from '@/features/console/components/site-heading';
import { TemplateForm } from '@/features/console/components/template-form';
import { consoleSite } from '@/features/console/console-site';
import { listTemplates } from '@/features/console/leads/templates';
import { siteScreens } from '@/features/console/page-leads';
import { requirePageStaff } from '@/features/console/page-staff';
import { staffAuth, staffCan } from '@/staff';

export const metadata: Metadata = { title: 'Reply templates' };

export default async function TemplatesPage({ params }: { params: Promise<{ site: string }> }) {
  const staff = await requirePageStaff();
  const site = await consoleSite((await params).site);
  if (!site || !staffCan(staff, site, 'leads.templates')) notFound();
  const { db } = await staffAuth();
  const templates = await listTemplates(db, site.id);
  return (
    <ConsoleFrame nav={<ConsoleNav staff={staff} />}>
      <SiteHeading
        site={site}
        title="Reply templates"
        current="templates"
        screens={siteScreens(staff, site)}
      />
      <p className="mb-4 max-w-prose">
        The team starts replies to shoppers from these. Each token is filled from the lead when a reply
        begins, and the message can be changed before it is sent.
      </p>
      <ul className="space-y-4">
        {templates.map((template) => (
          <li key={template.id} className="rounded-site border border-black/10 bg-white p-4">
            <h2 className="mb-3 text-lg font-bold">
              {template.name}{' '}
              <span className="text-sm font-normal text-gray-700">
                ({template.channel === 'sms' ? 'SMS' : 'Email'})
              </span>
            </h2>
            <TemplateForm site={site.slug} template={template} />
          </li>
        ))}
      </ul>
      <ConsoleSection title="Add a template" className="mt-6">
        <TemplateForm site={site.slug} template={null} />
      </ConsoleSection>
    </ConsoleFrame>
  );
}
