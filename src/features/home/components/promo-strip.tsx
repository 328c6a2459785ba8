import Link from 'next/link';
import { MegaphoneIcon } from '@/ui/icons/megaphone';

type Banner = { id: number; title: string; url: string | null };

export function PromoStrip({ banners }: { banners: Banner[] }) {
  return (
    <aside aria-label="Current offers" className="bg-brand text-brand-contrast">
      <ul className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-2 text-sm font-semibold">
        {banners.map((banner) => (
          <li key={banner.id} className="flex items-center gap-2">
            <MegaphoneIcon aria-hidden="true" className="size-4 shrink-0" />
            {banner.url ? (
              <Link href={banner.url} className="underline-offset-2 hover:underline">
                {banner.title}
              </Link>
            ) : (
              banner.title
            )}
          </li>
        ))}
      </ul>
    </aside>
  );
}
