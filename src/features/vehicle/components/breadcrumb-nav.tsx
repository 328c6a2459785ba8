import Link from 'next/link';
import { ChevronRightIcon } from '@/ui/icons/chevron-right';
import type { Crumb } from '../breadcrumb-rules';

/** Home › car type › make › model › body › this car, with the current page marked. */
export function BreadcrumbNav({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="mt-3 text-sm">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-1 text-gray-700">
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.label}-${index}`} className="flex items-center gap-1">
            {index > 0 && <ChevronRightIcon aria-hidden="true" className="size-3.5 text-gray-500" />}
            {crumb.href ? (
              <Link href={crumb.href} className="underline-offset-2 hover:underline">
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" className="font-semibold text-ink">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
