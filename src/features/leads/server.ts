import 'server-only';
import { randomUUID } from 'node:crypto';
import { getDb } from '@/db';
import type { Db } from '@/db/client';
import {
  type EnquiryResult,
  type FinanceApplication,
  findLeadCar,
  type LeadCar,
  leadIdForKey,
  SlotTakenError,
  submitEnquiry,
} from '@/enquiries';
import { carTestDriveLocation, locationSchedule, takesTestDrives } from '@/enquiries/bookings/availability';
import { isBookableDate, slotProblem } from '@/enquiries/bookings/availability-rules';
import {
  BOOKING_MESSAGE,
  CATEGORY_MESSAGE,
  CONTACT_CATEGORIES,
  collectAdditionalServices,
  DEALERSHIP_MESSAGE,
  type LeadForm,
  LOCATION_MESSAGE,
  normaliseAuPhone,
  RATE_LIMITED_MESSAGE,
} from '@/enquiries/rules';
import { addDays, dateAt, instantAt } from '@/lib/dates';
import { type FieldIssue, fieldIssues, invalidFieldsBody } from '@/lib/http';
import { logger } from '@/lib/logger';
import type { Site } from '@/tenancy/get-site';
import { visibleDealerships } from '@/tenancy/site';
import { findSiteLocation, visibleLocations } from '@/tenancy/site-locations';
import { CAR_FORMS, formOptions, LeadRequestSchema, type LeadResponse, leadFieldsSchema } from './schema';

// POST /api/leads on the server (ARCHITECTURE §8, "nothing lost"): validate as the browser did, resolve the
// car and the dealer from the database (never from the browser), then store the lead, its test-drive
// booking and its delivery rows (store.ts) before answering.

export const SLOT_TAKEN_MESSAGE = 'That time has just been booked. Please choose another time.';

export type SubmitContext = { ip: string | null; userAgent: string | null; now?: Date };
export type SubmitResult = { status: number; body: LeadResponse; headers?: Record<string, string> };

// ── 400 answers ────────────────────────────────────────────────────────────────────────────────

const badRequest = (issues: FieldIssue[]): SubmitResult => ({ status: 400, body: invalidFieldsBody(issues) });

// ── The lead ───────────────────────────────────────────────────────────────────────────────────

/** The validated fields, seen through the union of every form's fields (each form has a subset). */
type Fields = {
  name: string;
  last_name: string;
  email: string;
  phone: string;
  postcode: string;
  message: string;
  opt_in: boolean;
  terms_conditions: boolean;
  additional_services: string[];
  category?: string;
  subcategory?: string;
  location_id?: number;
  dealership_slug?: string;
  booking_date?: string;
  booking_time?: string;
  vehicle_price_budget?: number;
  loan_term?: number;
  self_assessed_credit_score?: string;
  who_is_helping?: string;
};

type Dealer = { id: number; slug: string; name: string };

/** The finance enquiry's loan as the lead carries it (the car's VIN, NVIC and year from the database). */
function financeOf(fields: Fields, car: LeadCar | null): FinanceApplication {
  return {
    purchase_price: fields.vehicle_price_budget ?? 0,
    loan_term: fields.loan_term ?? 0,
    self_assessed_credit_score: fields.self_assessed_credit_score ?? '',
    who_is_helping: fields.who_is_helping || null,
    vin: car?.vin ?? null,
    nvic: car?.nvic ?? null,
    year: car?.year ?? null,
  };
}
type Place = { id: number; name: string; dealershipId: number };

/**
 * Validates, stores and queues one lead (see the module comment). Answers 201 { lead_id } for a new lead,
 * 200 with the same id for a repeated idempotency key, 400 naming the fields, 404 for a car the site
 * does not show, 409 when the test-drive slot was just taken, 429 past the per-connection limit
 * (only valid submissions count).
 */
export async function submitLead(site: Site, request: unknown, ctx: SubmitContext): Promise<SubmitResult> {
  const now = ctx.now ?? new Date();
  const parsed = LeadRequestSchema.safeParse(request);
  if (!parsed.success) return badRequest(fieldIssues(parsed.error));
  const body = parsed.data;

  // People never see the honeypot; a bot that fills it is told it succeeded and nothing is kept.
  if (body.website?.trim()) {
    logger.info({ site: site.slug, ip: ctx.ip }, 'Lead honeypot filled; discarded');
    return { status: 201, body: { lead_id: randomUUID() } };
  }

  const db = await getDb();
  // A repeat (double click, a retry after a lost answer) gets its lead's id back, and is not counted
  // against the connection or refused because its own booking now holds the slot.
  const repeat = await leadIdForKey(db, site.id, body.idempotency_key);
  if (repeat) return { status: 200, body: { lead_id: repeat } };

  const hasLocations = (await visibleLocations(site)).length > 0;
  const fieldsResult = leadFieldsSchema(body.form, formOptions(site.config, hasLocations)).safeParse(
    body.fields,
  );
  const issues = fieldsResult.success ? [] : fieldIssues(fieldsResult.error, 'fields');
  if (CAR_FORMS.includes(body.form) && body.car_id === undefined) {
    issues.unshift({ field: 'car_id', message: 'Required: the car this enquiry is about' });
  }
  if (!fieldsResult.success || issues.length > 0) return badRequest(issues);
  const fields = fieldsResult.data as Fields;

  const car = body.car_id === undefined ? null : await findLeadCar(db, site, body.car_id);
  if (body.car_id !== undefined && !car) return { status: 404, body: { error: 'Car not found' } };

  const routing = await resolveRouting(db, site, body.form, fields, car, { now, hasLocations });
  if ('issues' in routing) return badRequest(routing.issues);

  // Counted only once the submission is valid: a shopper's typos never use up their allowance.
  let result: EnquiryResult;
  try {
    result = await submitEnquiry(site, body.form, {
      idempotencyKey: body.idempotency_key,
      car,
      route: routing,
      booking: routing.booking,
      rateLimited: true,
      category: fields.category,
      subcategory: fields.subcategory || null,
      contact: {
        name: fields.name,
        lastName: fields.last_name,
        email: fields.email,
        // The schema accepted it, so it normalises: '+61 412 345 678' → '0412345678'.
        phone: normaliseAuPhone(fields.phone) ?? fields.phone,
        postcode: fields.postcode,
      },
      message: fields.message,
      optIn: fields.opt_in,
      termsAccepted: fields.terms_conditions,
      // The form's list, plus any ticked 'Name__check' box sent as it is (AF §5), each name once.
      additionalServices: [
        ...new Set([
          ...fields.additional_services,
          ...collectAdditionalServices(body.fields).filter((name) => name.length <= 100),
        ]),
      ].slice(0, 20),
      url: body.url,
      pageId: body.page_id ?? null,
      leadAttributes: body.lead_attributes,
      userAgent: ctx.userAgent || body.user_agent || null,
      ip: ctx.ip,
      attachment: body.form === 'finance-enquiry' ? { finance: financeOf(fields, car) } : {},
      fields: fieldsResult.data,
      now,
    });
  } catch (error) {
    if (error instanceof SlotTakenError) return { status: 409, body: { error: SLOT_TAKEN_MESSAGE } };
    throw error;
  }
  if (result.outcome === 'rate-limited') {
    return {
      status: 429,
      body: { error: RATE_LIMITED_MESSAGE },
      headers: { 'retry-after': String(result.retryAfterSeconds) },
    };
  }
  if (result.outcome === 'car-not-found') return { status: 404, body: { error: 'Car not found' } };
  return { status: result.created ? 201 : 200, body: { lead_id: result.leadId } };
}

type Routing = {
  dealer: Dealer | null;
  location: Place | null;
  /** A wall-clock date and time at the location, its zone, and the instant they make there. */
  booking: { locationId: number; date: string; time: string; timeZone: string; startsAt: Date } | null;
};

/**
 * Where the lead goes, checked against the site: the picked location and dealership must be the site's,
 * a contact category one of the form's, and a test drive needs a place (its car's location, else the
 * picked one, when the site has any) and, when booked, a time that place is open at least 2 hours ahead.
 */
async function resolveRouting(
  db: Db,
  site: Site,
  form: LeadForm,
  fields: Fields,
  car: LeadCar | null,
  { now, hasLocations }: { now: Date; hasLocations: boolean },
): Promise<Routing | { issues: FieldIssue[] }> {
  const issues: FieldIssue[] = [];
  const visible = visibleDealerships(site);

  const picked =
    fields.location_id === undefined ? null : await findSiteLocation(db, site, fields.location_id);
  if (fields.location_id !== undefined && !picked)
    issues.push({ field: 'fields.location_id', message: LOCATION_MESSAGE });

  let pickedDealer: Dealer | null = null;
  if (fields.dealership_slug) {
    pickedDealer = visible.find((d) => d.slug === fields.dealership_slug) ?? null;
    if (!pickedDealer) issues.push({ field: 'fields.dealership_slug', message: DEALERSHIP_MESSAGE });
  }

  if (
    form === 'contact' &&
    fields.category &&
    !(CONTACT_CATEGORIES as readonly string[]).includes(fields.category)
  ) {
    issues.push({ field: 'fields.category', message: CATEGORY_MESSAGE });
  }

  let booking: Routing['booking'] = null;
  let place: (Place & { timeZone: string }) | null = null;
  if (form === 'test-drive') {
    if (car && !takesTestDrives(car)) {
      issues.push({ field: 'car_id', message: 'This car cannot be booked for a test drive.' });
    }
    if (car) {
      const carPlace = await carTestDriveLocation(db, car);
      place = carPlace && { ...carPlace, dealershipId: car.dealershipId };
    } else {
      place = picked;
      // Without a car the shopper picks where; a location_id that is not the site's is reported above.
      // A site with no location yet takes the request without one, and the dealer calls to arrange it.
      if (fields.location_id === undefined && hasLocations) {
        issues.push({ field: 'fields.location_id', message: LOCATION_MESSAGE });
      }
    }
    if (fields.booking_date && fields.booking_time) {
      const { booking_date: date, booking_time: time } = fields;
      // A date the location's calendar cannot hold is refused before it reaches the database.
      const schedule =
        place &&
        isBookableDate(date, dateAt(now, place.timeZone)) &&
        (await locationSchedule(db, place, date, addDays(date, 1)));
      if (
        !place ||
        !schedule ||
        slotProblem(date, time, schedule.week, schedule.special, now, place.timeZone)
      ) {
        issues.push({ field: 'fields.booking_time', message: BOOKING_MESSAGE });
      } else {
        const { timeZone } = place;
        booking = { locationId: place.id, date, time, timeZone, startsAt: instantAt(date, time, timeZone) };
      }
    }
  }
  if (issues.length > 0) return { issues };

  // The dealer: the car's, else the one picked, else the picked location's, else the site's first.
  const dealerById = (id: number) => site.dealerships.find((d) => d.id === id) ?? null;
  const dealer =
    (car && { id: car.dealershipId, slug: car.dealershipSlug, name: car.dealershipName }) ||
    pickedDealer ||
    (picked && dealerById(picked.dealershipId)) ||
    visible[0] ||
    null;
  // The location: a test drive's place, else the one picked, else the car's.
  const location: Place | null =
    place ??
    picked ??
    (car?.locationId && car.locationName
      ? { id: car.locationId, name: car.locationName, dealershipId: car.dealershipId }
      : null);
  return { dealer, location, booking };
}
