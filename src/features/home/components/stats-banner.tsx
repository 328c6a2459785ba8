import type { SiteConfig } from '@/tenancy/site-config';

export function StatsBanner({ stats }: { stats: SiteConfig['stats'] }) {
  return (
    <section aria-label="About the group" className="bg-accent text-accent-contrast">
      <dl className="mx-auto grid max-w-7xl grid-cols-3 divide-x divide-current/20 px-4 py-6 text-center">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse px-2">
            <dt className="text-xs font-semibold uppercase tracking-wider sm:text-sm">{stat.label}</dt>
            <dd className="text-2xl font-black sm:text-4xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
