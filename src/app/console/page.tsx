import type { Metadata } from 'next';
import { ConsoleFrame } from '@/features/console/components/console-frame';
import { ConsoleNav } from '@/features/console/components/console-nav';
import { consoleSites } from '@/features/console/console-sites';
import { requirePageStaff } from '@/features/console/page-staff';
import { consolePaths } from '@/lib/console-paths';
import { isPlatformAdmin } from '@/staff';

export const metadata: Metadata = { title: 'Your sites' };

export default async function ConsoleHome() {
  const staff = await requirePageStaff();
  const sites = await consoleSites(staff);
  return (
    <ConsoleFrame nav={<ConsoleNav staff={staff} />}>
      <h1 className="mb-4 text-2xl font-extrabold">Your sites</h1>
      {isPlatformAdmin(staff) && (
        <p className="mb-4">
          <a href={consolePaths.newSite()} className="font-semibold text-brand underline">
            Add a site from a template
          </a>
        </p>
      )}
      {sites.length === 0 ? (
        <p>No site yet: a platform admin adds sites here or with `npm run site -- put`.</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {sites.map((site) => (
            <li key={site.slug} className="rounded-site border border-black/10 bg-white p-4">
              <h2 className="text-lg font-bold">{site.name}</h2>
              <p className="text-sm text-gray-700">{site.roleLabel}</p>
              <ul className="mt-2 flex flex-wrap gap-4">
                {site.links.map((link) => (
                  <li key={link.href}>
                    <a href={link.href} className="font-semibold text-brand underline">
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </ConsoleFrame>
  );
}
