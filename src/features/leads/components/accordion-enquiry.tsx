'use client';

import { ChevronDown, MessageSquare } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { FormLoading } from './form-loading';
import type { LeadFormProps } from './lead-setup';

// As in the dialogs, the form's code loads when the shopper heads for the button, not with the page.
const loadForm = () => import('./lead-form');
const LeadForm = lazy(() => loadForm().then((m) => ({ default: m.LeadForm })));

/**
 * The sidebar's enquiry form on sites that want it inline (AF §2 'accordion enquiry form on some sites'):
 * closed at first, a button with aria-expanded opens the region holding the form. The form mounts on
 * first opening (nothing to load for shoppers who never open it) and keeps its values when closed.
 */
export function AccordionEnquiry({
  title = 'Enquire about this car',
  ...form
}: LeadFormProps & { title?: string }) {
  const [expanded, setExpanded] = useState(false);
  const [mounted, setMounted] = useState(false);
  const id = useId();
  return (
    <div
      className="rounded-site border border-black/15"
      data-accordion="enquiry"
      // Lets the vehicle page's sticky sidebar stop sticking while the form is open (see vehicle-page.tsx).
      data-accordion-open={expanded || undefined}
    >
      <h2>
        <button
          id={`${id}-button`}
          type="button"
          aria-expanded={expanded}
          aria-controls={`${id}-region`}
          onPointerEnter={() => void loadForm()}
          onFocus={() => void loadForm()}
          onClick={() => {
            setMounted(true);
            setExpanded((open) => !open);
          }}
          className="flex w-full items-center gap-2 rounded-site px-4 py-3 text-left font-bold hover:bg-surface"
        >
          <MessageSquare aria-hidden="true" className="size-5 text-brand-ink" />
          <span className="flex-1">{title}</span>
          <ChevronDown
            aria-hidden="true"
            className={`size-5 transition-transform duration-300 motion-reduce:transition-none ${expanded ? 'rotate-180' : ''}`}
          />
        </button>
      </h2>
      <section
        id={`${id}-region`}
        aria-labelledby={`${id}-button`}
        hidden={!expanded}
        className="border-t border-black/10 px-4 py-4"
      >
        {mounted && (
          <Suspense fallback={<FormLoading />}>
            <LeadForm {...form} />
          </Suspense>
        )}
      </section>
    </div>
  );
}
