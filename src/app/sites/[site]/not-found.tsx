import Link from 'next/link';
import { paths } from '@/lib/paths';

export default function SiteNotFound() {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-start gap-4 px-4 py-24">
      <p className="text-sm font-bold uppercase tracking-wider text-brand-ink">404</p>
      <h1 className="text-3xl font-extrabold">We couldn’t find that page</h1>
      <p className="text-gray-700">
        The page may have moved, or the vehicle may have sold. Our current stock is a click away.
      </p>
      <div className="flex flex-wrap gap-3">
        <Link href={paths.search()} className="rounded-site bg-brand px-5 py-3 font-bold text-brand-contrast">
          Browse our stock
        </Link>
        <Link href={paths.home()} className="rounded-site border border-black/15 px-5 py-3 font-bold">
          Home
        </Link>
      </div>
    </div>
  );
}
