import {
  FINANCE_ENQUIRY_AMOUNT,
  FINANCE_ENQUIRY_TERM,
  FIND_SIMILAR_MESSAGE,
  type LeadForm,
  REQUEST_PHOTOS_MESSAGE,
} from '@/enquiries/rules';
import type { FormOptions } from '../schema';
import type { LeadPreset, LocationOption } from './lead-setup';

// Which fields a form shows, from the form, the site's options and the page (AF §3, §5): pure, so the
// rules are tested without a browser and the component only renders what this says.

export type FormLayout = {
  /** Comments: a required or optional textarea, or (Request Photos) a hidden input with its text. */
  message: 'required' | 'optional' | 'hidden';
  /** What the Comments field starts with. */
  messageDefault: string;
  category: boolean;
  /** A category the page presets (a parts page's 'Parts Enquiry'), sent hidden where the select is not shown. */
  categoryPreset: boolean;
  /** A select, a hidden preset (a location's contact page), or nothing. */
  location: 'select' | 'hidden' | 'none';
  /** The location must be picked (a test drive without a car is booked at a location). */
  locationRequired: boolean;
  dealership: boolean;
  subcategory: boolean;
  /** The test drive's date and time pickers, where there is a place to book (the car's or a location). */
  booking: boolean;
  /** The finance enquiry's loan: amount, term and credit history, plus who is helping (hidden). */
  finance: boolean;
  terms: boolean;
};

/** The fields of the first step of a multi-step form: who the shopper is. */
export const STEP_ONE_FIELDS = ['name', 'last_name', 'email', 'phone', 'postcode'] as const;

export function formLayout(
  form: LeadForm,
  options: FormOptions,
  page: { hasCar: boolean; hasLocations: boolean; preset?: LeadPreset },
): FormLayout {
  const routed = form === 'enquiry' || form === 'contact';
  // Without a car a test drive is booked at a location; a site with none yet takes the request alone.
  const testDriveAtLocation = form === 'test-drive' && !page.hasCar && page.hasLocations;
  const locationSelect = (routed && options.showLocationSelect) || testDriveAtLocation;
  return {
    message:
      form === 'request-photos'
        ? 'hidden'
        : form === 'careers' || (routed && options.commentsRequired)
          ? 'required'
          : 'optional',
    messageDefault:
      form === 'find-similar'
        ? FIND_SIMILAR_MESSAGE
        : form === 'request-photos'
          ? REQUEST_PHOTOS_MESSAGE
          : '',
    category: form === 'contact' && options.showCategorySelect,
    categoryPreset: form === 'contact' && !options.showCategorySelect && Boolean(page.preset?.category),
    location: locationSelect ? 'select' : routed && page.preset?.location_id ? 'hidden' : 'none',
    locationRequired: locationSelect,
    dealership: form === 'contact' && options.showDealershipSelect,
    subcategory: routed,
    booking: form === 'test-drive' && (page.hasCar || page.hasLocations),
    finance: form === 'finance-enquiry',
    terms: options.termsCheckbox,
  };
}

/** The button that sends each form. */
export const SUBMIT_LABELS: Record<LeadForm, string> = {
  enquiry: 'Send Enquiry',
  'test-drive': 'Book Test Drive',
  'request-photos': 'Request Photos',
  'find-similar': 'Find Me Something Similar',
  contact: 'Send Enquiry',
  careers: 'Send Enquiry',
  'finance-enquiry': 'Send Finance Enquiry',
};

/**
 * The values a form starts with: only the fields it has, so an absent select never fails its rule. The
 * location select starts on the preset location, else on its one option when it offers a single one
 * (AF §2: a single-option list is pre-selected, once: the shopper may then clear it).
 */
export function defaultValues(
  layout: FormLayout,
  preset: LeadPreset = {},
  offered: readonly LocationOption[] = [],
): Record<string, string | boolean | undefined> {
  const { details = {} } = preset;
  const values: Record<string, string | boolean | undefined> = {
    name: details.name ?? '',
    last_name: details.last_name ?? '',
    email: details.email ?? '',
    phone: details.phone ?? '',
    postcode: '',
    message: layout.messageDefault,
    opt_in: true,
    website: '',
  };
  if (layout.terms) values.terms_conditions = false;
  if (layout.category || layout.categoryPreset) values.category = preset.category ?? '';
  if (layout.subcategory) values.subcategory = preset.subcategory ?? '';
  if (layout.location !== 'none') {
    const single = layout.location === 'select' && offered.length === 1 ? offered[0].id : undefined;
    const id = preset.location_id ?? single;
    values.location_id = id ? String(id) : undefined;
  }
  if (layout.dealership) values.dealership_slug = '';
  if (layout.booking) {
    values.booking_date = '';
    values.booking_time = '';
  }
  // The finance link's amount, term, credit history, helper and dealership, or the quote's defaults.
  if (layout.finance) {
    values.vehicle_price_budget = String(preset.vehicle_price_budget ?? FINANCE_ENQUIRY_AMOUNT.default);
    values.loan_term = String(preset.loan_term ?? FINANCE_ENQUIRY_TERM.default);
    values.self_assessed_credit_score = preset.self_assessed_credit_score ?? 'GREAT';
    values.who_is_helping = preset.who_is_helping ?? '';
    values.dealership_slug = preset.dealership_slug ?? '';
  }
  return values;
}

/** Where a test drive can be booked without a car: the sales locations, or every location when none is. */
export function testDriveLocations(all: LocationOption[]): LocationOption[] {
  const sales = all.filter((l) => l.type === 'sales');
  return sales.length > 0 ? sales : all;
}
