import Link from 'next/link';
import { paths } from '@/lib/paths';
import type { SiteConfig } from '@/tenancy/site-config';

/** The dealer's logo: their own image when uploaded, else the monogram in the brand colour; beside the name. */
export function SiteLogo({ config }: { config: SiteConfig }) {
  return (
    <Link href={paths.home()} className="flex min-w-0 items-center gap-2.5">
      {config.logo.image ? (
        // Every uploaded logo is made 320 by 80, so its box is known before it loads.
        // biome-ignore lint/performance/noImgElement: a small fixed-size logo from the site's own media, no optimiser needed.
        <img
          src={config.logo.image}
          alt=""
          width={160}
          height={40}
          className="h-10 w-40 shrink-0 object-contain"
        />
      ) : (
        <span
          aria-hidden="true"
          className="grid size-10 shrink-0 place-items-center rounded-site bg-brand text-sm font-black tracking-tight text-brand-contrast"
        >
          {config.logo.mark}
        </span>
      )}
      <span className="truncate text-base font-extrabold leading-tight tracking-tight sm:text-lg">
        {config.logo.text}
        <span className="sr-only"> home</span>
      </span>
    </Link>
  );
}
