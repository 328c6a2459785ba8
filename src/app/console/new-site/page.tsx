import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ConsoleFrame } from '@/features/console/components/console-frame';
import { ConsoleNav } from '@/features/console/components/console-nav';
import { NewSiteForm } from '@/features/console/components/new-site-form';
import { requirePageStaff } from '@/features/console/page-staff';
import { isPlatformAdmin, staffAuth } from '@/staff';
import { templateNames } from '@/tenancy/site-store';

export const metadata: Metadata = { title: 'Add a site' };

export default async function NewSitePage() {
  const staff = await requirePageStaff();
  if (!isPlatformAdmin(staff)) notFound();
  const { db } = await staffAuth();
  return (
    <ConsoleFrame nav={<ConsoleNav staff={staff} />}>
      <h1 className="mb-2 text-2xl font-extrabold">Add a site</h1>
      <p className="mb-4 max-w-prose">
        A new dealer’s site, from a template. It is live as soon as it is added (on its identifier’s address
        until it has host names); its owner finishes it in Settings.
      </p>
      <NewSiteForm templates={await templateNames(db)} />
    </ConsoleFrame>
  );
}
