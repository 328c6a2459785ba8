import { leadFormSetup } from '@/features/leads';
import { LazyLeadForm } from '@/features/leads/components/lazy-lead-form';
import type { PageLeadForm } from '@/features/pages/components/page-form';
import { getSite } from '@/tenancy/get-site';

// A content page's form is the site's contact form (decision 025): the pages feature says where it goes
// and with what preset, the leads feature draws it; this is where the two meet.

async function PageContactForm({
  siteSlug,
  preset,
  submitLabel,
}: Parameters<PageLeadForm>[0] & { siteSlug: string }) {
  const site = await getSite(siteSlug);
  if (!site) return null;
  return (
    <LazyLeadForm
      form="contact"
      setup={await leadFormSetup(site)}
      preset={preset}
      submitLabel={submitLabel}
    />
  );
}

/** The form a content page of this site shows, read only when the page has one. */
export function pageLeadForm(siteSlug: string): PageLeadForm {
  return (form) => <PageContactForm siteSlug={siteSlug} {...form} />;
}
