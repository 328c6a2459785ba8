import type { ReactNode } from 'react';
import type { FrontMatter, PageForm } from '@/content/front-matter';
import { ExternalLinkIcon } from '@/ui/icons/external-link';

/**
 * Each page form is the site's contact form, stored as a lead like every other, with the subcategory that
 * says where it came from and the category the shopper would pick (where the site shows the select).
 */
type LeadPreset = { category?: string; subcategory?: string };

/** The site's contact form with a preset and its button's label: the route brings it (a leads form). */
export type PageLeadForm = (form: { preset: LeadPreset; submitLabel?: string }) => ReactNode;

const FORMS: Record<PageForm, { heading: string; preset: LeadPreset }> = {
  parts: {
    heading: 'Find a part',
    preset: { category: 'Parts Enquiry', subcategory: 'Parts Search' },
  },
  fleet: {
    heading: 'Talk to our fleet team',
    preset: { category: 'Sales Enquiry', subcategory: 'Fleet Enquiry' },
  },
  service: {
    heading: 'Request a service booking',
    preset: { category: 'Service Enquiry', subcategory: 'Service Booking' },
  },
  promotion: {
    heading: 'Enter now',
    preset: { category: 'General Enquiry', subcategory: 'Promotion Entry' },
  },
  contact: { heading: 'Send us a message', preset: {} },
};

/** The page's form (front matter `form`), or its external booking site (`bookingUrl`) instead. */
export function PageFormSection({ meta, leadForm }: { meta: FrontMatter; leadForm: PageLeadForm }) {
  if (meta.bookingUrl)
    return (
      <section
        aria-labelledby="booking-heading"
        className="mt-10 max-w-3xl rounded-site bg-surface p-5 sm:p-6"
      >
        <h2 id="booking-heading" className="text-xl font-extrabold">
          Book online
        </h2>
        <p className="mt-2 text-gray-700">Pick a time that suits you on our online booking site.</p>
        <a
          href={meta.bookingUrl}
          target="_blank"
          rel="noopener noreferrer external"
          className="mt-4 inline-flex items-center gap-2 rounded-site bg-brand px-5 py-3 font-bold text-brand-contrast hover:opacity-90"
        >
          {meta.formLabel ?? 'Book a service'}
          <ExternalLinkIcon aria-hidden="true" className="size-4" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </section>
    );
  if (!meta.form) return null;
  const form = FORMS[meta.form];
  return (
    <section aria-labelledby="page-form-heading" className="mt-10 max-w-3xl">
      <h2 id="page-form-heading" className="text-2xl font-extrabold">
        {form.heading}
      </h2>
      <div className="mt-4 rounded-site border border-black/10 p-4 shadow-sm sm:p-6">
        {leadForm({ preset: form.preset, submitLabel: meta.formLabel })}
      </div>
    </section>
  );
}
