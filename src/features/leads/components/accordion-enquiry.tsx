'use client';

import { lazy, Suspense, useState } from 'react';
import { Disclosure, NO_MARKER } from '@/ui/accordion';
import { ChevronDownIcon } from '@/ui/icons/chevron-down';
import { MessageSquareIcon } from '@/ui/icons/message-square';
import { FormLoading } from './form-loading';
import type { LeadFormProps } from './lead-setup';

// As in the dialogs, the form's code loads when the shopper heads for the button, not with the page.
const loadForm = () => import('./lead-form');
const LeadForm = lazy(() => loadForm().then((m) => ({ default: m.LeadForm })));

/**
 * The sidebar's enquiry form on sites that want it inline (AF §2 'accordion enquiry form on some sites'):
 * closed at first, its summary opens the form. The form mounts on first opening (nothing to load for
 * shoppers who never open it) and keeps its values when closed.
 */
export function AccordionEnquiry({
  title = 'Enquire about this car',
  ...form
}: LeadFormProps & { title?: string }) {
  const [expanded, setExpanded] = useState(false);
  const [mounted, setMounted] = useState(false);
  return (
    <Disclosure
      className="group rounded-site border border-black/15"
      data-accordion="enquiry"
      // Lets the vehicle page's sticky sidebar stop sticking while the form is open (see vehicle-page.tsx).
      data-accordion-open={expanded || undefined}
      onOpenChange={(open) => {
        if (open) setMounted(true);
        setExpanded(open);
      }}
      summaryClassName={`${NO_MARKER} flex cursor-pointer items-center gap-2 rounded-site px-4 py-3 text-left font-bold hover:bg-surface`}
      onPointerEnter={() => void loadForm()}
      onFocus={() => void loadForm()}
      summary={
        <>
          <MessageSquareIcon aria-hidden="true" className="size-5 text-brand-ink" />
          <h2 className="flex-1">{title}</h2>
          <ChevronDownIcon
            aria-hidden="true"
            className="size-5 transition-transform duration-300 group-open:rotate-180 motion-reduce:transition-none"
          />
        </>
      }
    >
      <div className="border-t border-black/10 px-4 py-4">
        {mounted && (
          <Suspense fallback={<FormLoading />}>
            <LeadForm {...form} />
          </Suspense>
        )}
      </div>
    </Disclosure>
  );
}
