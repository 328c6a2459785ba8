import Link from 'next/link';
import { paths } from '@/lib/paths';
import { telHref } from '@/lib/phone';
import { PhoneIcon } from '@/ui/icons/phone';

/**
 * In place of the featured cars and the budget finder while the site has nothing in stock (a new dealer
 * before its first feed): a shopper still has a way to ask, so no lead is lost to an empty page.
 */
export function NoStock({ phone }: { phone: string }) {
  return (
    <section aria-labelledby="no-stock" className="mx-auto max-w-7xl px-4 pt-12">
      <div className="flex flex-col items-start gap-3 rounded-site border border-black/10 bg-surface p-6 md:p-10">
        <h2 id="no-stock" className="text-2xl font-extrabold tracking-tight">
          No cars in stock right now
        </h2>
        <p className="max-w-2xl text-gray-700">
          New stock is on its way. Tell us what you are looking for and we will let you know when we have it.
        </p>
        <div className="mt-2 flex flex-wrap gap-3">
          <Link
            href={paths.contact()}
            className="rounded-site bg-brand px-5 py-3 font-bold text-brand-contrast"
          >
            Send us a message
          </Link>
          <a
            href={telHref(phone)}
            className="inline-flex items-center gap-2 rounded-site border border-black/15 px-5 py-3 font-bold"
          >
            <PhoneIcon aria-hidden="true" className="size-4" />
            Call {phone}
          </a>
        </div>
      </div>
    </section>
  );
}
