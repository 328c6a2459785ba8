import type { LeadForm } from '@/enquiries/rules';
import type { FormOptions } from '../schema';

// What a lead form needs from the server, as plain serialisable data: the server component that renders
// a form loads it once (src/features/leads/form-data.ts) and hands it to the client form.

/** A location a shopper can pick (enquiry/contact location select, the test-drive location). */
export type LocationOption = { id: number; name: string; slug: string; type: string };
/** A dealership a shopper can pick on the contact form. */
export type DealershipOption = { slug: string; name: string };

/** The site's side of every form: its rules, its selects and its additional services. */
export type LeadFormSetup = {
  siteSlug: string;
  options: FormOptions;
  /** Site config `forms.additionalServices`: one checkbox each, sent as additional_services. */
  additionalServices: string[];
  /** Site feature `multiStepEnquiry`: your details first, the rest on a second step. */
  multiStep: boolean;
  locations: LocationOption[];
  dealerships: DealershipOption[];
  /** The site's chat assistant, offered beside the form as an instant-message option (AF §7). */
  instantMessage: { label: string; href: string } | null;
};

/** The car a form is about. `type` decides the category ('Used Car Enquiry') and the analytics event. */
export type LeadCar = { id: number; name: string; slug: string; type: 'new' | 'demo' | 'used' };

/** Values a page sets before the shopper starts (a location page presets its location). */
export type LeadPreset = {
  location_id?: number;
  category?: string;
  subcategory?: string;
  /** The finance link's loan (AF §2): the finance enquiry starts from it. */
  vehicle_price_budget?: number;
  loan_term?: number;
  self_assessed_credit_score?: 'GREAT' | 'DECENT' | 'POOR';
  who_is_helping?: string;
  /** The finance link's preferredDealership: where the enquiry goes when the site has it. */
  dealership_slug?: string;
  /** The signed-in shopper's own details, which the form starts with. */
  details?: { name?: string; last_name?: string; email?: string; phone?: string };
};

export type LeadFormProps = {
  form: LeadForm;
  setup: LeadFormSetup;
  car?: LeadCar | null;
  preset?: LeadPreset;
  /** The submit button's text; 'Send Enquiry' unless given. */
  submitLabel?: string;
};
