'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { enquiryCar } from '@/enquiries/browser/enquiry-car';
import { browserStorage } from '@/enquiries/browser/visit-storage';
import { paths } from '@/lib/paths';

/** The car the shopper last asked about on this site, offered again; nothing until they have asked. */
export function EnquiryCarReminder({ site }: { site: string }) {
  const [car, setCar] = useState<{ name: string; slug: string } | null>(null);
  useEffect(() => setCar(enquiryCar(browserStorage(), site)), [site]);
  if (!car) return null;
  return (
    <aside aria-label="Your enquiry" className="mx-auto w-full max-w-7xl px-4 pt-10">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-site border border-black/10 bg-surface px-4 py-3">
        <span>
          You asked us about the <strong>{car.name}</strong>.
        </span>
        <Link href={paths.car(car.slug)} className="font-bold text-brand-ink underline">
          See it again
        </Link>
      </p>
    </aside>
  );
}
