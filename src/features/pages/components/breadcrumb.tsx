import Link from 'next/link';
import { paths } from '@/lib/paths';

// Apart from content-page.tsx, whose form is a client component: the blog's lists show no form and so
// load none of its script.

export type Crumb = { href: string; label: string };

/** Home › … › the page's title, as a labelled breadcrumb. */
export function Breadcrumb({ trail, current }: { trail: Crumb[]; current: string }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-gray-600">
      <ol className="flex flex-wrap items-center gap-1">
        {[{ href: paths.home(), label: 'Home' }, ...trail].map((crumb) => (
          <li key={crumb.href} className="flex items-center gap-1">
            <Link href={crumb.href} className="underline-offset-2 hover:underline">
              {crumb.label}
            </Link>
            <span aria-hidden="true">›</span>
          </li>
        ))}
        <li aria-current="page" className="font-semibold text-gray-900">
          {current}
        </li>
      </ol>
    </nav>
  );
}
