import type { ReactNode } from 'react';
import { telHref } from '@/lib/phone';
import { MapPinIcon } from '@/ui/icons/map-pin';
import { PhoneIcon } from '@/ui/icons/phone';

type Props = {
  title: string;
  intro: ReactNode;
  phone: string;
  address?: string | null;
  children: ReactNode;
};

/** The frame of the form pages (/contact, /careers, /book-test-drive…): heading, intro, the form, and the phone. */
export function LeadPage({ title, intro, phone, address, children }: Props) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-12">
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
          <div className="mt-2 max-w-2xl text-gray-700">{intro}</div>
          <div className="mt-6 rounded-site border border-black/10 p-4 shadow-sm sm:p-6">{children}</div>
        </div>
        <aside aria-label="Contact details" className="h-fit space-y-3 rounded-site bg-surface p-5">
          <h2 className="text-lg font-extrabold">Prefer to talk?</h2>
          <p className="text-sm text-gray-700">Our team is happy to help with anything you need.</p>
          <a
            href={telHref(phone)}
            className="inline-flex items-center gap-2 rounded-site bg-brand px-4 py-3 font-bold text-brand-contrast hover:opacity-90"
          >
            <PhoneIcon aria-hidden="true" className="size-4" />
            Call {phone}
          </a>
          {address && (
            <p className="flex items-start gap-2 text-sm">
              <MapPinIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {address}
            </p>
          )}
        </aside>
      </div>
    </div>
  );
}
