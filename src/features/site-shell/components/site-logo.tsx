import Link from 'next/link';
import { paths } from '@/lib/paths';
import type { SiteConfig } from '@/tenancy/site-config';

/** The dealer's logo: its monogram in the brand colour beside its name. */
export function SiteLogo({ config }: { config: SiteConfig }) {
  return (
    <Link href={paths.home()} className="flex min-w-0 items-center gap-2.5">
      <span
        aria-hidden="true"
        className="grid size-10 shrink-0 place-items-center rounded-site bg-brand text-sm font-black tracking-tight text-brand-contrast"
      >
        {config.logo.mark}
      </span>
      <span className="truncate text-base font-extrabold leading-tight tracking-tight sm:text-lg">
        {config.logo.text}
        <span className="sr-only"> home</span>
      </span>
    </Link>
  );
}
