import { consolePaths } from '@/lib/console-paths';

// The top of a site's screen: the site's name, the screens of that site the member's role opens (the
// current one marked for screen readers too), and the screen's own heading.

export type SiteScreen =
  | 'leads'
  | 'stock'
  | 'feeds'
  | 'payments'
  | 'reviews'
  | 'reports'
  | 'content'
  | 'assignment'
  | 'templates'
  | 'staff'
  | 'audit'
  | 'settings'
  | 'compliance'
  | 'locations';

export function SiteHeading({
  site,
  title,
  current,
  screens,
}: {
  site: { slug: string; name: string };
  title: string;
  current: SiteScreen;
  screens: SiteScreen[];
}) {
  const links: Record<SiteScreen, { href: string; label: string }> = {
    leads: { href: consolePaths.leads(site.slug), label: 'Leads' },
    stock: { href: consolePaths.stock(site.slug), label: 'Stock' },
    feeds: { href: consolePaths.feeds(site.slug), label: 'Feeds' },
    payments: { href: consolePaths.payments(site.slug), label: 'Payments' },
    reviews: { href: consolePaths.reviews(site.slug), label: 'Reviews' },
    reports: { href: consolePaths.reports(site.slug), label: 'Reports' },
    content: { href: consolePaths.content(site.slug), label: 'Content' },
    assignment: { href: consolePaths.assignment(site.slug), label: 'Assignment' },
    templates: { href: consolePaths.templates(site.slug), label: 'Reply templates' },
    staff: { href: consolePaths.staff(site.slug), label: 'Staff' },
    audit: { href: consolePaths.audit(site.slug), label: 'Audit log' },
    settings: { href: consolePaths.settings(site.slug), label: 'Settings' },
    compliance: { href: consolePaths.compliance(site.slug), label: 'Compliance' },
    locations: { href: consolePaths.locations(site.slug), label: 'Locations' },
  };
  return (
    <div className="mb-5">
      <p className="text-sm font-semibold text-gray-700">{site.name}</p>
      {screens.length > 1 ? (
        <nav aria-label={`${site.name} screens`} className="mb-2 mt-1">
          <ul className="flex flex-wrap gap-x-1 border-b border-black/10">
            {screens.map((screen) => (
              <li key={screen}>
                <a
                  href={links[screen].href}
                  aria-current={screen === current ? 'page' : undefined}
                  className="inline-block min-h-11 px-3 py-2.5 font-semibold aria-[current=page]:border-b-4 aria-[current=page]:border-brand aria-[current=page]:text-brand"
                >
                  {links[screen].label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <h1 className="text-2xl font-extrabold">{title}</h1>
    </div>
  );
}
