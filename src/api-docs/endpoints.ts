import { z } from 'zod';
import { AvailabilityQuerySchema } from '@/enquiries/bookings/availability-query';
import { LEAD_KINDS, LEAD_STATUSES } from '@/enquiries/inbox-rules';
import type { LeadKind } from '@/enquiries/rules';
import {
  ContactExistsAnswerSchema,
  ContactExistsQuerySchema,
  ContactExistsRefusalSchema,
  GarageVehicleSchema,
  RateLimitSchema,
  RemoveGarageVehicleSchema,
  SendCodeSchema,
  VerifyCodeSchema,
  WatchlistAnswerSchema,
  WatchlistCarSchema,
  WatchlistRefusalSchema,
} from '@/features/accounts';
import { TrackEventSchema } from '@/features/analytics';
import { CatalogueSearchSchema } from '@/features/catalogue';
import {
  HandoverRequestSchema,
  OnlinePaymentRequestSchema,
  ReserveRequestSchema,
} from '@/features/checkout/server';
import {
  AcceptInvitationRequest,
  AssignmentRuleRequest,
  AwayRequest,
  BulkApplyRequest,
  BulkPreviewRequest,
  CarEditRequest,
  ConfirmTwoFactorRequest,
  EnableTwoFactorRequest,
  ForgotPasswordRequest,
  LeadAssigneeRequest,
  LeadNoteRequest,
  LeadReplyRequest,
  LeadStatusRequest,
  MemberDealershipsRequest,
  MemberRoleRequest,
  NewPageRequest,
  NewSiteRequest,
  PageFieldsRequest,
  PaymentActionRequest,
  PhotoChangeRequest,
  PreviewRequest,
  ReplyTemplateRequest,
  ResetPasswordRequest,
  ReviewHideRequest,
  ReviewReplyRequest,
  SecondFactorRequest,
  SettingsDraftRequest,
  SettingsRollbackRequest,
  SignInRequest,
  SiteInviteRequest,
  WeeklySummaryRequest,
} from '@/features/console';
import { CONTENT_KINDS } from '@/features/console/content/content-rules';
import { MARKET_FILTERS } from '@/features/console/market/market-rules';
import { DEALER_STATES, PAYMENT_KINDS } from '@/features/console/payments/payment-rules';
import { PERIOD_PRESETS, REPORTS } from '@/features/console/reports/report-rules';
import { REVIEW_FILTERS } from '@/features/console/reviews/review-rules';
import {
  AGE_BANDS,
  type AgeBand,
  CAR_TYPES,
  STOCK_SORTS,
  STOCK_STATUSES,
} from '@/features/console/stock/filter-rules';
import { CarQuerySchema, CreateCustomerRequestSchema, QuoteRequestSchema } from '@/features/finance/server';
import { LeadRequestSchema, PhoneRevealSchema } from '@/features/leads';
import { SavedSearchIdParamsSchema, SaveSearchSchema, UnsubscribeSchema } from '@/features/saved-searches';
import { FeedRefusalSchema } from '@/features/stock-import';
import {
  AdjustmentsSchema,
  MiscellaneousSchema,
  RegoLookupSchema,
  StartValuationSchema,
  VariantsQuerySchema,
} from '@/features/trade-in/server';
import { DeliveryPriceQuerySchema } from '@/inventory/delivery-schema';
import { CarSlugParamsSchema } from '@/inventory/slug-params';
import type { Endpoint } from '@/lib/openapi/types';
import { DB_ID_PATTERN } from '@/lib/visitor-input';
import {
  MultiSearchSchema,
  SearchRequestSchema,
  SecondarySearchSchema,
  SpecialOffersSearchSchema,
} from '@/search';
import { DisableStaffRequest } from '@/staff/admin-schemas';
import { InviteRequest } from '@/staff/invite';
import { RollbackRequestSchema } from '@/tenancy/site-admin-api';

// Every call under src/app/api, one entry per method and path (api-docs.test.ts fails on a route without
// one). Where a handler parses with a zod schema, the entry holds that very schema; where it checks its
// input by hand, the entry states the same fields in zod.

const json = (schema: z.ZodType, maxBytes?: number): Endpoint['body'] => ({
  types: ['application/json'],
  schema,
  maxBytes,
});
const ok = (description: string, schema?: z.ZodType) => ({ 200: { description, schema } });
const noContent = { 204: { description: 'Done; no body' } };
const anything = z.record(z.string(), z.unknown());
const signedOut = { 401: { description: 'Not signed in, on a site that asks for sign-in first' } };
const tooMany = {
  429: { description: 'Too many from this connection: try again after Retry-After seconds' },
};
const conflict = (description: string) => ({ 409: { description } });
const unavailable = (description: string) => ({ 502: { description } });
const watchlistRefusal = (description: string) => ({ description, schema: WatchlistRefusalSchema });
const photoId = z.string().regex(DB_ID_PATTERN);
const changedBy = z.object({
  'X-Changed-By': z
    .string()
    .min(1)
    .max(100)
    .optional()
    .describe('Who made the change, kept with the version (1 to 100 characters, no control characters)'),
});

const uuid = (name: string) => z.object({ [name]: z.uuid() });
const reservationId = uuid('id');
const valuationId = uuid('id');
const adminSlug = z.object({ slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/) });

const tenant = (endpoint: Omit<Endpoint, 'tenant'>): Endpoint => ({ ...endpoint, tenant: true });
const consoleCall = (endpoint: Omit<Endpoint, 'console' | 'tag'>): Endpoint => ({
  ...endpoint,
  tag: 'console',
  console: true,
});
const consoleSite = z.object({ site: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/) });
const leadParams = consoleSite.extend({ id: z.uuid() });
/** The leads inbox's filter, as its page's address carries it (anything unknown or out of range is ignored). */
const inboxQuery = z.object({
  status: z.enum(LEAD_STATUSES).optional(),
  kind: z.enum(LEAD_KINDS as [LeadKind, ...LeadKind[]]).optional(),
  dealership: z.string().regex(/^\d+$/).optional(),
  location: z.string().regex(/^\d+$/).optional(),
  assignee: z.string().optional().describe("A member's id, 'me' or 'none'"),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  overdue: z.literal('1').optional(),
  q: z.string().max(100).optional().describe('Name, email, phone, stock number or rego'),
  page: z.string().regex(/^\d+$/).optional(),
});
const admin = (endpoint: Omit<Endpoint, 'security'>): Endpoint => {
  const responses: Endpoint['responses'] = {
    ...endpoint.responses,
    401: { description: 'No or a wrong platform key' },
  };
  if (endpoint.pathParams) responses[404] = { description: 'No such site, template or page' };
  return { ...endpoint, security: 'platformKey', responses };
};

export const API_ENDPOINTS: Endpoint[] = [
  // Shoppers' accounts
  tenant({
    method: 'get',
    path: '/api/account',
    tag: 'accounts',
    summary: 'What the platform holds about the signed-in shopper',
    security: 'shopperSession',
    responses: { ...ok('The shopper’s data', anything), 401: { description: 'Not signed in' } },
  }),
  tenant({
    method: 'delete',
    path: '/api/account',
    tag: 'accounts',
    summary: 'Deletes the signed-in shopper’s data',
    security: 'shopperSession',
    responses: { ...noContent, 401: { description: 'Not signed in' } },
  }),
  tenant({
    method: 'post',
    path: '/api/auth/send-code',
    tag: 'accounts',
    summary: 'A sign-in code by SMS to an Australian mobile',
    body: json(SendCodeSchema),
    responses: {
      ...ok('The code is on its way', z.object({ ok: z.literal(true) })),
      429: { description: 'Too many codes asked for' },
      ...unavailable('The SMS could not be sent'),
    },
  }),
  tenant({
    method: 'get',
    path: '/api/auth/session',
    tag: 'accounts',
    summary: 'The shopper signed in on this site, or null',
    responses: ok('{ user }', z.object({ user: anything.nullable() })),
  }),
  tenant({
    method: 'post',
    path: '/api/auth/sign-out',
    tag: 'accounts',
    summary: 'Ends the session on this site',
    responses: noContent,
  }),
  tenant({
    method: 'post',
    path: '/api/auth/verify-code',
    tag: 'accounts',
    summary: 'Signs in with the code sent',
    body: json(VerifyCodeSchema),
    responses: {
      ...ok(
        'The shopper (new_user: an account made now) and the session cookie',
        z.object({ user: anything, new_user: z.boolean() }),
      ),
      429: { description: 'Too many wrong codes' },
    },
  }),
  tenant({
    method: 'get',
    path: '/api/check-if-contact-exists',
    tag: 'accounts',
    summary: 'Whether a mobile has an account',
    query: ContactExistsQuerySchema,
    responses: {
      ...ok('Whether the mobile has an account', ContactExistsAnswerSchema),
      400: { description: 'Not an Australian mobile', schema: ContactExistsRefusalSchema },
      429: { description: 'Too many asks from this address', schema: ContactExistsRefusalSchema },
    },
  }),
  tenant({
    method: 'post',
    path: '/api/rate-limit',
    tag: 'accounts',
    summary: 'Whether this mobile may be sent another code',
    body: json(RateLimitSchema),
    responses: ok('Whether another code may be sent', z.object({ ok: z.boolean() })),
  }),
  tenant({
    method: 'post',
    path: '/api/garage/add-vehicle',
    tag: 'accounts',
    summary: 'One of the shopper’s own vehicles',
    security: 'shopperSession',
    body: json(GarageVehicleSchema),
    responses: {
      ...ok('Already in the garage: { vehicle: null }'),
      201: { description: '{ vehicle }' },
      404: { description: 'The site has no garage' },
    },
  }),
  tenant({
    method: 'post',
    path: '/api/garage/remove-vehicle',
    tag: 'accounts',
    summary: 'Takes a vehicle out of the shopper’s garage',
    security: 'shopperSession',
    body: json(RemoveGarageVehicleSchema),
    responses: {
      ...ok('Removed (or was not there)', z.object({ success: z.literal(true) })),
      404: { description: 'The site has no garage' },
    },
  }),
  tenant({
    method: 'get',
    path: '/api/watchlist/ids',
    tag: 'accounts',
    summary: 'Ids of the cars the shopper saved on this site',
    responses: ok('None when signed out', z.object({ ids: z.array(z.number().int().min(1)) })),
  }),
  tenant({
    method: 'post',
    path: '/api/watchlist/save-car',
    tag: 'accounts',
    summary: 'Saves a car to the watchlist',
    security: 'shopperSession',
    body: json(WatchlistCarSchema),
    responses: {
      ...ok('Saved (or was already)', WatchlistAnswerSchema),
      400: watchlistRefusal('Not a car id, or a sold car not saved before'),
      401: watchlistRefusal('Not signed in'),
      403: watchlistRefusal('Another shopper’s mobile, or sent from another website'),
      404: watchlistRefusal('No such car on this site (or no such site)'),
    },
  }),
  tenant({
    method: 'post',
    path: '/api/watchlist/remove-car',
    tag: 'accounts',
    summary: 'Takes a car off the watchlist',
    security: 'shopperSession',
    body: json(WatchlistCarSchema),
    responses: {
      ...ok('Removed (or was not saved)', WatchlistAnswerSchema),
      400: watchlistRefusal('Not a car id'),
      401: watchlistRefusal('Not signed in'),
      403: watchlistRefusal('Another shopper’s mobile, or sent from another website'),
      404: watchlistRefusal('No such car on this site (or no such site)'),
    },
  }),

  // Cars
  tenant({
    method: 'get',
    path: '/api/cars/{slug}/autogauge',
    tag: 'cars',
    summary: 'The price comparison and its comparables',
    pathParams: CarSlugParamsSchema,
    cacheable: true,
    responses: ok('The comparison, or {} when there is none'),
  }),
  tenant({
    method: 'get',
    path: '/api/cars/{slug}/pdf',
    tag: 'cars',
    summary: 'The car’s one-page PDF sheet',
    pathParams: CarSlugParamsSchema,
    responses: { 200: { description: 'The PDF', contentType: 'application/pdf' } },
  }),
  tenant({
    method: 'get',
    path: '/api/cars/{slug}/similar',
    tag: 'cars',
    summary: 'In-stock cars like this one',
    pathParams: CarSlugParamsSchema,
    cacheable: true,
    responses: ok('{ hits }', z.object({ hits: z.array(anything) })),
  }),
  tenant({
    method: 'get',
    path: '/api/cars/{slug}/view.json',
    tag: 'cars',
    summary: 'Counts a view of the car',
    pathParams: CarSlugParamsSchema,
    query: z.object({
      photos_count: z.string().optional(),
      updated_at: z.string().optional(),
      website_id: z.string().optional(),
    }),
    responses: ok('{ views, car_fields }', z.object({ views: z.number().int(), car_fields: anything })),
  }),
  tenant({
    method: 'get',
    path: '/api/delivery-price',
    tag: 'cars',
    summary: 'The delivery price of a car to a postcode',
    query: DeliveryPriceQuerySchema,
    responses: ok('The region and its price', z.object({ name: z.string(), price: z.number() })),
  }),

  // Search
  tenant({
    method: 'post',
    path: '/api/search',
    tag: 'search',
    summary: 'The site’s stock, filtered, sorted and paged',
    body: json(SearchRequestSchema),
    responses: ok('{ hits, nbHits, facets, … }'),
  }),
  tenant({
    method: 'post',
    path: '/api/search/secondary',
    tag: 'search',
    summary: 'A short list of the site’s cars',
    body: json(SecondarySearchSchema),
    responses: ok('{ hits }'),
  }),
  tenant({
    method: 'post',
    path: '/api/search/multi',
    tag: 'search',
    summary: 'Up to 10 queries in one round trip',
    body: json(MultiSearchSchema),
    responses: ok('{ results }'),
  }),
  tenant({
    method: 'get',
    path: '/api/partner/stock',
    tag: 'search',
    summary:
      'The cars the site’s feeds list, as its stock.json, 100 a page, for a partner with the site’s own key (401 otherwise)',
    security: 'partnerKey',
    query: z.object({
      page: z
        .string()
        .regex(/^[1-9]\d{0,5}$/)
        .optional(),
    }),
    responses: ok(
      '{ site, count, cars, total, page, pageCount, pageSize }',
      z.object({ cars: z.array(anything) }).loose(),
    ),
  }),
  tenant({
    method: 'post',
    path: '/api/special-offers',
    tag: 'search',
    summary: 'The site’s special offers',
    body: json(SpecialOffersSearchSchema),
    responses: ok('{ hits, nbHits }'),
  }),
  tenant({
    method: 'post',
    path: '/api/catalogue/search',
    tag: 'search',
    summary: 'The manufacturers’ new models',
    body: json(CatalogueSearchSchema),
    responses: ok('{ hits, nbHits }'),
  }),
  tenant({
    method: 'get',
    path: '/api/saved-searches',
    tag: 'search',
    summary: 'The shopper’s saved searches',
    security: 'shopperSession',
    responses: {
      ...ok('{ savedSearches }', z.object({ savedSearches: z.array(anything) })),
      404: { description: 'The site keeps no saved searches' },
    },
  }),
  tenant({
    method: 'post',
    path: '/api/saved-searches',
    tag: 'search',
    summary: 'Saves a results page, alerts by email or SMS',
    security: 'shopperSession',
    body: json(SaveSearchSchema),
    responses: {
      ...ok('Saved before: its channel now this one', z.object({ savedSearch: anything })),
      201: { description: 'Saved', schema: z.object({ savedSearch: anything }) },
      404: { description: 'The site keeps no saved searches' },
    },
  }),
  tenant({
    method: 'delete',
    path: '/api/saved-searches/{id}',
    tag: 'search',
    summary: 'Removes a saved search and its alerts',
    security: 'shopperSession',
    pathParams: SavedSearchIdParamsSchema,
    responses: {
      ...ok('Removed', z.object({ success: z.literal(true) })),
      404: { description: 'No such saved search of the shopper’s' },
    },
  }),
  tenant({
    method: 'post',
    path: '/api/saved-searches/unsubscribe',
    tag: 'search',
    summary: 'Stops a saved search’s alerts (the link in each alert)',
    body: json(UnsubscribeSchema),
    responses: {
      ...ok(
        'No more alerts',
        z.object({ unsubscribed: z.literal(true), name: z.string(), channel: z.enum(['email', 'sms']) }),
      ),
      404: { description: 'The saved search was removed' },
    },
  }),

  // Leads and analytics
  tenant({
    method: 'post',
    path: '/api/leads',
    tag: 'leads',
    summary: 'Every enquiry-type form',
    body: json(LeadRequestSchema),
    responses: {
      201: { description: 'Stored', schema: z.object({ lead_id: z.string() }) },
      200: { description: 'The same idempotency key again', schema: z.object({ lead_id: z.string() }) },
      404: { description: 'No such car on this site (or no such site)' },
      ...conflict('The test-drive slot was just taken'),
      ...tooMany,
    },
  }),
  tenant({
    method: 'post',
    path: '/api/phone-reveal',
    tag: 'leads',
    summary: 'Logs one reveal of a dealer’s phone number',
    body: json(PhoneRevealSchema),
    responses: noContent,
  }),
  tenant({
    method: 'post',
    path: '/api/events',
    tag: 'leads',
    summary: 'One analytics event of the site',
    body: json(TrackEventSchema),
    responses: noContent,
  }),
  {
    method: 'get',
    path: '/api/test-drive/availability',
    tag: 'leads',
    tenant: true,
    summary: 'Free test-drive slots of a car’s or a location’s dealership',
    query: AvailabilityQuerySchema,
    responses: ok('{ location_id, days: [{ date, slots }] }'),
  },

  // Finance
  tenant({
    method: 'get',
    path: '/api/finance/car',
    tag: 'finance',
    summary: 'The finance page’s car card',
    query: CarQuerySchema,
    responses: { ...ok('{ car }', z.object({ car: anything })), 404: { description: 'Car not found' } },
  }),
  tenant({
    method: 'get',
    path: '/api/finance/disclaimer',
    tag: 'finance',
    summary: 'The car’s finance disclaimer',
    query: CarQuerySchema,
    responses: { ...ok('{ disclaimer }', anything), 404: { description: 'Car not found' } },
  }),
  tenant({
    method: 'post',
    path: '/api/youx/quote',
    tag: 'finance',
    summary: 'An instant finance quote',
    body: json(QuoteRequestSchema),
    responses: {
      ...ok('{ weeklyRepaymentAmount, advertisedRate, comparisonRate, … }', anything),
      404: { description: 'The site offers no instant quote' },
      ...tooMany,
      ...unavailable('The lender did not answer'),
    },
  }),
  tenant({
    method: 'post',
    path: '/api/youx/create-customer',
    tag: 'finance',
    summary: 'A finance application',
    security: 'shopperSession',
    body: json(CreateCustomerRequestSchema),
    responses: {
      ...ok('Where the application goes on', z.object({ redirectUrl: z.string() })),
      403: { description: 'Another mobile than the signed-in shopper’s, or sent from another website' },
      404: { description: 'The site offers no instant quote, or no such car' },
      ...tooMany,
      ...unavailable('The lender did not answer'),
    },
  }),

  // Trade-in
  tenant({
    method: 'post',
    path: '/api/trade-in/rego',
    tag: 'trade-in',
    summary: 'The registered car of a plate',
    body: json(RegoLookupSchema, 2048),
    responses: {
      ...ok('{ vehicle }', z.object({ vehicle: anything })),
      404: { description: 'No car registered with that plate' },
      ...tooMany,
      ...unavailable('The register did not answer'),
    },
  }),
  tenant({
    method: 'get',
    path: '/api/trade-in/variants',
    tag: 'trade-in',
    summary: 'Badges and series of a make and model',
    query: VariantsQuerySchema,
    cacheable: true,
    responses: {
      ...ok('{ badges, series }', z.object({ badges: z.array(z.string()), series: z.array(z.string()) })),
      404: { description: 'The site has no vehicle data' },
    },
  }),
  tenant({
    method: 'post',
    path: '/api/trade-in/valuations',
    tag: 'trade-in',
    summary: 'Starts a valuation (a lead)',
    body: json(StartValuationSchema),
    responses: {
      201: { description: 'Started', schema: z.object({ valuation: anything }) },
      200: { description: 'The same idempotency key again', schema: z.object({ valuation: anything }) },
      ...signedOut,
      404: { description: 'No such car on this site (or no such site)' },
    },
  }),
  tenant({
    method: 'get',
    path: '/api/trade-in/valuations/{id}',
    tag: 'trade-in',
    summary: 'The valuation so far',
    pathParams: valuationId,
    responses: {
      ...ok('{ valuation }', z.object({ valuation: anything })),
      404: { description: 'Not found' },
    },
  }),
  tenant({
    method: 'post',
    path: '/api/trade-in/valuations/{id}/adjustments',
    tag: 'trade-in',
    summary: 'The condition answers',
    pathParams: valuationId,
    body: json(AdjustmentsSchema),
    responses: {
      ...ok('{ valuation }', z.object({ valuation: anything })),
      ...signedOut,
      404: { description: 'Not found, or no longer open to change' },
      ...conflict('Valued already with other answers'),
    },
  }),
  tenant({
    method: 'post',
    path: '/api/trade-in/valuations/{id}/accept',
    tag: 'trade-in',
    summary: 'The offer accepted',
    pathParams: valuationId,
    responses: {
      ...ok('{ valuation }', z.object({ valuation: anything })),
      ...signedOut,
      404: { description: 'Not found, or no longer open to change' },
      ...conflict('No offer to accept, or the offer expired'),
    },
  }),
  tenant({
    method: 'get',
    path: '/api/trade-in/valuations/{id}/photos',
    tag: 'trade-in',
    summary: 'The valuation’s photos',
    pathParams: valuationId,
    responses: {
      ...ok('{ photos }', z.object({ photos: z.array(anything) })),
      404: { description: 'Not found' },
    },
  }),
  tenant({
    method: 'post',
    path: '/api/trade-in/valuations/{id}/photos',
    tag: 'trade-in',
    summary: 'One photo of the car',
    pathParams: valuationId,
    body: {
      types: ['multipart/form-data'],
      schema: z.object({ photo: z.string().meta({ format: 'binary' }) }),
      maxBytes: 11 * 1024 * 1024,
    },
    responses: {
      201: { description: '{ photo }', schema: z.object({ photo: anything }) },
      404: { description: 'No such valuation' },
      409: { description: 'The valuation has 10 photos' },
      413: { description: 'Too big' },
    },
  }),
  tenant({
    method: 'get',
    path: '/api/trade-in/valuations/{id}/photos/{photoId}',
    tag: 'trade-in',
    summary: 'A photo as WebP',
    pathParams: z.object({ id: z.uuid(), photoId }),
    responses: {
      200: { description: 'The photo', contentType: 'image/webp' },
      404: { description: 'No such photo' },
    },
  }),
  tenant({
    method: 'delete',
    path: '/api/trade-in/valuations/{id}/photos/{photoId}',
    tag: 'trade-in',
    summary: 'Removes a photo',
    pathParams: z.object({ id: z.uuid(), photoId }),
    responses: { ...noContent, 404: { description: 'No such photo' } },
  }),
  tenant({
    method: 'post',
    path: '/api/miscellaneous',
    tag: 'trade-in',
    summary: 'Keeps a valuation on the shopper’s account',
    security: 'shopperSession',
    body: json(MiscellaneousSchema),
    responses: {
      ...ok('Kept', z.object({ ok: z.literal(true) })),
      404: { description: 'The site keeps no valuations on accounts, or no such valuation' },
    },
  }),

  // Checkout and payments
  tenant({
    method: 'post',
    path: '/api/checkout/reservations',
    tag: 'checkout',
    summary: 'Reserves a car, or pays a purchase’s deposit',
    body: json(ReserveRequestSchema),
    responses: {
      201: {
        description: 'Held; pay at payUrl',
        schema: z.object({ reservation: anything, payUrl: z.string() }),
      },
      200: {
        description: 'The same idempotency key again',
        schema: z.object({ reservation: anything, payUrl: z.string() }),
      },
      ...signedOut,
      404: { description: 'No such car on this site (or no such site)' },
      ...conflict('The car cannot be reserved'),
      ...unavailable('The payment provider did not answer'),
    },
  }),
  tenant({
    method: 'get',
    path: '/api/checkout/reservations/{id}',
    tag: 'checkout',
    summary: 'The reservation',
    pathParams: reservationId,
    responses: {
      ...ok('{ reservation }', z.object({ reservation: anything })),
      404: { description: 'Not found' },
    },
  }),
  tenant({
    method: 'post',
    path: '/api/checkout/reservations/{id}/cancel',
    tag: 'checkout',
    summary: 'Cancels within the hold, the deposit refunded',
    pathParams: reservationId,
    responses: {
      ...ok('{ reservation }', z.object({ reservation: anything })),
      404: { description: 'Not found' },
      ...conflict('Past the hold, or not held'),
    },
  }),
  tenant({
    method: 'get',
    path: '/api/checkout/reservations/{id}/handover',
    tag: 'checkout',
    summary: 'A held purchase’s free handover slots',
    pathParams: reservationId,
    responses: {
      ...ok('{ location_id, time_zone, days }', anything),
      404: { description: 'Not found' },
      ...conflict('Not a held purchase'),
    },
  }),
  tenant({
    method: 'post',
    path: '/api/checkout/reservations/{id}/handover',
    tag: 'checkout',
    summary: 'Books the handover at a free slot',
    pathParams: reservationId,
    body: json(HandoverRequestSchema),
    responses: {
      ...ok('{ reservation }', z.object({ reservation: anything })),
      404: { description: 'Not found' },
      ...conflict('The slot is taken, or the handover is booked already'),
    },
  }),
  tenant({
    method: 'post',
    path: '/api/online-payments',
    tag: 'checkout',
    summary: 'Pays against a dealer’s reference',
    body: json(OnlinePaymentRequestSchema),
    responses: {
      201: { description: 'Pay at payUrl', schema: z.object({ payment: anything, payUrl: z.string() }) },
      200: {
        description: 'The same idempotency key again',
        schema: z.object({ payment: anything, payUrl: z.string() }),
      },
      ...signedOut,
      ...tooMany,
      ...unavailable('The payment provider did not answer'),
    },
  }),
  tenant({
    method: 'get',
    path: '/api/online-payments/{id}',
    tag: 'checkout',
    summary: 'The payment',
    pathParams: uuid('id'),
    responses: { ...ok('{ payment }', z.object({ payment: anything })), 404: { description: 'Not found' } },
  }),
  {
    method: 'post',
    path: '/api/payments/webhook',
    tag: 'checkout',
    summary: 'The payment provider’s signed events',
    security: 'webhookSignature',
    body: { types: ['application/json'], schema: anything },
    responses: ok(
      'Received (applied: whether it changed a payment)',
      z.object({ received: z.literal(true), applied: z.boolean().optional() }),
    ),
  },
  {
    method: 'get',
    path: '/api/test-payments/{sessionId}',
    tag: 'checkout',
    summary: 'The embedded test provider’s payment page (404 under Stripe)',
    pathParams: z.object({ sessionId: z.string() }),
    responses: {
      200: { description: 'The page', contentType: 'text/html' },
      303: { description: 'Paid: on to the success page' },
      404: {
        description: 'No test provider (JSON), or no such session (a page)',
        contentType: ['text/html', 'application/json'],
      },
      410: { description: 'Closed: failed, expired or refunded', contentType: 'text/html' },
    },
  },
  {
    method: 'post',
    path: '/api/test-payments/{sessionId}',
    tag: 'checkout',
    summary: 'The test provider’s card form, from its own page',
    pathParams: z.object({ sessionId: z.string() }),
    body: {
      types: ['application/x-www-form-urlencoded'],
      schema: z.object({
        action: z.enum(['pay', 'challenge-complete', 'challenge-fail']),
        cardNumber: z.string().optional(),
        expiry: z.string().optional(),
        cvc: z.string().optional(),
        name: z.string().optional(),
      }),
    },
    responses: {
      200: { description: 'The page again, or the challenge', contentType: 'text/html' },
      303: { description: 'On to the success or cancel page' },
      400: {
        description: 'The card form with what to fix (a page), or a path the server refuses (JSON)',
        contentType: ['text/html', 'application/json'],
      },
      402: { description: 'Declined', contentType: 'text/html' },
      404: {
        description: 'No test provider (JSON), or no such session (a page)',
        contentType: ['text/html', 'application/json'],
      },
      410: { description: 'Closed: failed, expired or refunded', contentType: 'text/html' },
    },
  },

  // The dealer console (its own host; decision 038)
  consoleCall({
    method: 'post',
    path: '/api/console/sign-in',
    summary: 'Signs a staff member in with email and password; twoFactor: a code is asked for next',
    body: json(SignInRequest),
    responses: {
      ...ok('{ twoFactor }', z.object({ twoFactor: z.boolean() })),
      401: { description: 'The email or password is not right' },
      ...tooMany,
    },
  }),
  consoleCall({
    method: 'post',
    path: '/api/console/sign-in/second-factor',
    summary: 'The second step: the authenticator’s code, or a recovery code (once)',
    body: json(SecondFactorRequest),
    responses: {
      ...ok('{ signedIn: true }', z.object({ signedIn: z.literal(true) })),
      401: { description: 'The code is not right, or the first step has expired' },
      ...tooMany,
    },
  }),
  consoleCall({
    method: 'post',
    path: '/api/console/sign-out',
    summary: 'Ends this session',
    responses: noContent,
  }),
  consoleCall({
    method: 'post',
    path: '/api/console/invitations/accept',
    summary: 'Joins the staff by an invitation (its token), signed in',
    body: json(AcceptInvitationRequest),
    responses: {
      ...ok('{ email, twoFactor }', z.object({ email: z.string(), twoFactor: z.boolean() })),
      404: { description: 'The invitation has expired or has been used' },
      ...conflict('The invitation was used by another request'),
      401: { description: 'The member is disabled' },
      ...tooMany,
    },
  }),
  consoleCall({
    method: 'post',
    path: '/api/console/password/forgot',
    summary: 'A link to choose a new password, by email, if the account exists (the same answer either way)',
    body: json(ForgotPasswordRequest),
    responses: ok('{ message }', z.object({ message: z.string() })),
  }),
  consoleCall({
    method: 'post',
    path: '/api/console/password/reset',
    summary: 'A new password by the emailed link’s token; every session of the account ends',
    body: json(ResetPasswordRequest),
    responses: { ...noContent, 404: { description: 'The link has expired or has been used' } },
  }),
  consoleCall({
    method: 'post',
    path: '/api/console/two-factor/enable',
    summary: 'Starts two-factor: the authenticator’s key and QR code, and recovery codes',
    security: 'staffSession',
    body: json(EnableTwoFactorRequest),
    responses: ok(
      '{ secret, otpauthUri, qrSvg, recoveryCodes }',
      z.object({
        secret: z.string(),
        otpauthUri: z.string(),
        qrSvg: z.string(),
        recoveryCodes: z.array(z.string()),
      }),
    ),
  }),
  consoleCall({
    method: 'post',
    path: '/api/console/two-factor/confirm',
    summary: 'Turns two-factor on once a code from the authenticator matches',
    security: 'staffSession',
    body: json(ConfirmTwoFactorRequest),
    responses: noContent,
  }),
  consoleCall({
    method: 'get',
    path: '/api/console/sessions',
    summary: 'The staff member’s sessions, newest first',
    security: 'staffSession',
    responses: ok('{ sessions }', z.object({ sessions: z.array(anything) })),
  }),
  consoleCall({
    method: 'post',
    path: '/api/console/sessions/sign-out-everywhere',
    summary: 'Ends every session of the staff member, this one too',
    security: 'staffSession',
    responses: noContent,
  }),
  consoleCall({
    method: 'get',
    path: '/api/console/sites/{site}/staff',
    summary: 'The site’s staff and their roles',
    security: 'staffSession',
    pathParams: consoleSite,
    responses: ok('{ staff }', z.object({ staff: z.array(anything) })),
  }),
  consoleCall({
    method: 'post',
    path: '/api/console/sites/{site}/staff/invitations',
    summary: 'Invites a staff member to the site by email, with a role no higher than the inviter’s',
    security: 'staffSession',
    pathParams: consoleSite,
    body: json(SiteInviteRequest),
    responses: {
      201: {
        description: 'Invited',
        schema: z.object({ email: z.string(), expiresAt: z.string(), emailed: z.literal(true) }),
      },
      ...unavailable('The invitation is made, but its email could not be sent'),
    },
  }),

  consoleCall({
    method: 'get',
    path: '/api/console/sites/{site}/leads',
    summary:
      'A page of the member’s leads (their site and dealerships; sales: unassigned and their own), newest first',
    security: 'staffSession',
    pathParams: consoleSite,
    query: inboxQuery,
    responses: ok(
      '{ leads, total, page, pageSize, pageCount }',
      z.object({
        leads: z.array(anything),
        total: z.number(),
        page: z.number(),
        pageSize: z.number(),
        pageCount: z.number(),
      }),
    ),
  }),
  consoleCall({
    method: 'get',
    path: '/api/console/sites/{site}/leads/export',
    summary: 'Every lead the filter finds, as CSV (UTF-8 with a byte-order mark); recorded in the audit log',
    security: 'staffSession',
    pathParams: consoleSite,
    query: inboxQuery,
    responses: { 200: { description: 'The CSV file', contentType: 'text/csv' } },
  }),
  consoleCall({
    method: 'get',
    path: '/api/console/sites/{site}/leads/events',
    summary:
      'Server-sent events: `count` (the member’s New leads) and `lead` (each new lead the filter finds); ends after a minute, resumed by Last-Event-ID',
    security: 'staffSession',
    pathParams: consoleSite,
    query: inboxQuery,
    responses: { 200: { description: 'The event stream', contentType: 'text/event-stream' } },
  }),
  consoleCall({
    method: 'get',
    path: '/api/console/sites/{site}/leads/{id}',
    summary: 'One lead: its fields, car then and now, deliveries, timeline and the customer’s other leads',
    security: 'staffSession',
    pathParams: leadParams,
    responses: ok('the lead', anything),
  }),
  consoleCall({
    method: 'post',
    path: '/api/console/sites/{site}/leads/{id}/status',
    summary: 'Moves the lead to a status (a lost lead names its reason); on the timeline and the audit log',
    security: 'staffSession',
    pathParams: leadParams,
    body: json(LeadStatusRequest),
    responses: { ...ok('{ lead }', z.object({ lead: anything })), ...conflict('The lead changed meanwhile') },
  }),
  consoleCall({
    method: 'post',
    path: '/api/console/sites/{site}/leads/{id}/notes',
    summary: 'A note on the lead’s timeline',
    security: 'staffSession',
    pathParams: leadParams,
    body: json(LeadNoteRequest),
    responses: ok('{ lead }', z.object({ lead: anything })),
  }),
  consoleCall({
    method: 'post',
    path: '/api/console/sites/{site}/leads/{id}/assignee',
    summary:
      'Gives the lead to a member who can see it, or to nobody (sales: take an unassigned lead, or give back their own); the assignee is emailed',
    security: 'staffSession',
    pathParams: leadParams,
    body: json(LeadAssigneeRequest),
    responses: { ...ok('{ lead }', z.object({ lead: anything })), ...conflict('The lead changed meanwhile') },
  }),
  consoleCall({
    method: 'post',
    path: '/api/console/sites/{site}/staff/{member}/role',
    summary: 'A member’s role on the site (owners; never one’s own, never above one’s own); in the audit log',
    security: 'staffSession',
    pathParams: consoleSite.extend({ member: z.string() }),
    body: json(MemberRoleRequest),
    responses: noContent,
  }),
  consoleCall({
    method: 'post',
    path: '/api/console/sites/{site}/staff/{member}/remove',
    summary: 'A member taken off the site (owners); disabled and signed out when it was their only site',
    security: 'staffSession',
    pathParams: consoleSite.extend({ member: z.string() }),
    responses: noContent,
  }),
  consoleCall({
    method: 'post',
    path: '/api/console/sites/{site}/staff/{member}/dealerships',
    summary:
      'The dealerships a member works for on the site (owners); none, or every one, is all of them; in the audit log',
    security: 'staffSession',
    pathParams: consoleSite.extend({ member: z.string() }),
    body: json(MemberDealershipsRequest),
    responses: noContent,
  }),
  consoleCall({
    method: 'post',
    path: '/api/console/sites/{site}/staff/{member}/disabled',
    summary:
      'Disables a member’s account and signs them out everywhere (owners; a member of another site too: platform admins)',
    security: 'staffSession',
    pathParams: consoleSite.extend({ member: z.string() }),
    responses: noContent,
  }),
  consoleCall({
    method: 'delete',
    path: '/api/console/sites/{site}/staff/{member}/disabled',
    summary:
      'Enables a disabled member’s account again (owners; a member of another site too: platform admins)',
    security: 'staffSession',
    pathParams: consoleSite.extend({ member: z.string() }),
    responses: noContent,
  }),
  consoleCall({
    method: 'post',
    path: '/api/console/sites/{site}/staff/{member}/two-factor-reset',
    summary:
      'Turns a member’s two-factor off and signs them out: they set it up again at their next sign-in (owners)',
    security: 'staffSession',
    pathParams: consoleSite.extend({ member: z.string() }),
    responses: noContent,
  }),
  consoleCall({
    method: 'get',
    path: '/api/console/sites/{site}/reports/{report}',
    summary:
      'One report of the Reports screen for a period on the site’s clock, as CSV (UTF-8 with a byte-order mark; managers and owners); `{report}` is its name and `.csv`, e.g. `leads-by-day.csv`; a wrong report, period or dealership is a 400 naming it',
    security: 'staffSession',
    pathParams: consoleSite.extend({
      report: z.string().regex(new RegExp(`^(${REPORTS.join('|')})\\.csv$`)),
    }),
    query: z.object({
      period: z.enum(PERIOD_PRESETS).optional(),
      from: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/)
        .optional(),
      to: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/)
        .optional(),
      dealership: z.string().regex(/^\d+$/).optional(),
    }),
    responses: { 200: { description: 'The CSV file', contentType: 'text/csv' } },
  }),
  consoleCall({
    method: 'get',
    path: '/api/console/sites/{site}/reviews',
    summary:
      'A page of the reviews of the member’s dealerships’ locations, newest first (managers and owners); 50 a page',
    security: 'staffSession',
    pathParams: consoleSite,
    query: z.object({
      filter: z.enum(REVIEW_FILTERS).optional(),
      page: z.string().regex(/^\d+$/).optional(),
    }),
    responses: ok('{ reviews, total, page, pageCount }', z.object({ reviews: z.array(anything) }).loose()),
  }),
  consoleCall({
    method: 'post',
    path: '/api/console/sites/{site}/reviews/{review}/reply',
    summary:
      'The reply shown under the review on every site showing the location (empty: none); in the audit log',
    security: 'staffSession',
    pathParams: consoleSite.extend({ review: z.string().regex(DB_ID_PATTERN) }),
    body: json(ReviewReplyRequest),
    responses: ok('{ review }', z.object({ review: anything })),
  }),
  consoleCall({
    method: 'post',
    path: '/api/console/sites/{site}/reviews/{review}/hidden',
    summary:
      'Hides the review from the sites with a reason (it still counts in the rating); in the audit log',
    security: 'staffSession',
    pathParams: consoleSite.extend({ review: z.string().regex(DB_ID_PATTERN) }),
    body: json(ReviewHideRequest),
    responses: ok('{ review }', z.object({ review: anything })),
  }),
  consoleCall({
    method: 'delete',
    path: '/api/console/sites/{site}/reviews/{review}/hidden',
    summary: 'Shows a hidden review on the sites again; in the audit log',
    security: 'staffSession',
    pathParams: consoleSite.extend({ review: z.string().regex(DB_ID_PATTERN) }),
    responses: ok('{ review }', z.object({ review: anything })),
  }),
  consoleCall({
    method: 'post',
    path: '/api/console/sites',
    summary:
      'A new site from a template, live at once on {slug}.localhost and its host names (platform admins); 409 naming slug when it is taken; in the audit log',
    security: 'staffSession',
    body: json(NewSiteRequest),
    responses: {
      201: { description: '{ slug, version }', schema: z.object({ slug: z.string(), version: z.number() }) },
    },
  }),
  consoleCall({
    method: 'get',
    path: '/api/console/sites/{site}/settings',
    summary:
      'The site’s live document and settings, its draft (with what it changes) and its locations’ settings (owners; managers, whole-site)',
    security: 'staffSession',
    pathParams: consoleSite,
    responses: ok(
      '{ version, document, config, draft, locations }',
      z.object({ version: z.number() }).loose(),
    ),
  }),
  consoleCall({
    method: 'put',
    path: '/api/console/sites/{site}/settings/draft',
    summary:
      'Keeps the site’s draft, checked whole as a publish would be: 400 naming each bad setting, 403 naming each the member’s role may not change',
    security: 'staffSession',
    pathParams: consoleSite,
    body: json(SettingsDraftRequest),
    responses: ok('{ draft }', z.object({ draft: anything })),
  }),
  consoleCall({
    method: 'delete',
    path: '/api/console/sites/{site}/settings/draft',
    summary: 'Discards the site’s draft and its preview; in the audit log',
    security: 'staffSession',
    pathParams: consoleSite,
    responses: ok('{ discarded }', z.object({ discarded: z.boolean() })),
  }),
  consoleCall({
    method: 'post',
    path: '/api/console/sites/{site}/settings/publish',
    summary:
      'Publishes the draft as a new version with its location changes (404 without a draft, 409 when the site changed since it began); in the audit log',
    security: 'staffSession',
    pathParams: consoleSite,
    responses: ok('{ slug, version, changes }', z.object({ version: z.number() }).loose()),
  }),
  consoleCall({
    method: 'get',
    path: '/api/console/sites/{site}/settings/history',
    summary: 'The site’s versions, newest first, each with every setting it changed before and after',
    security: 'staffSession',
    pathParams: consoleSite,
    responses: ok('{ versions }', z.object({ versions: z.array(anything) })),
  }),
  consoleCall({
    method: 'post',
    path: '/api/console/sites/{site}/settings/images',
    summary:
      'A site’s logo (made 320 by 80 on a transparent ground) or a location’s photo, for the draft (up to 10 MB): upright, without metadata, WebP, kept in the media storage',
    security: 'staffSession',
    pathParams: consoleSite,
    body: {
      types: ['multipart/form-data'],
      schema: z.object({
        image: z.string().meta({ format: 'binary' }),
        purpose: z.enum(['logo', 'location']),
      }),
      maxBytes: 11 * 1024 * 1024,
    },
    responses: {
      201: {
        description: '{ url, width, height }: its address on the site (/media/content-images/…)',
        schema: z.object({ url: z.string(), width: z.number(), height: z.number() }),
      },
    },
  }),
  consoleCall({
    method: 'post',
    path: '/api/console/sites/{site}/settings/rollback',
    summary:
      'Puts back the site’s settings and its locations’ hours as they were at a version, as a new version (owners); in the audit log',
    security: 'staffSession',
    pathParams: consoleSite,
    body: json(SettingsRollbackRequest),
    responses: ok('{ slug, version, changes }', z.object({ version: z.number() }).loose()),
  }),
  consoleCall({
    method: 'get',
    path: '/api/console/sites/{site}/content',
    summary:
      'The site’s pages, sale pages and articles by path, each with its kind and state (live, scheduled, expired, unpublished); managers and owners',
    security: 'staffSession',
    pathParams: consoleSite,
    query: z.object({ kind: z.enum(CONTENT_KINDS).optional() }),
    responses: ok('{ pages }', z.object({ pages: z.array(anything) })),
  }),
  consoleCall({
    method: 'post',
    path: '/api/console/sites/{site}/content',
    summary:
      'A new page, published, checked whole as the admin API checks a page (400 naming each field, nothing stored); in the audit log',
    security: 'staffSession',
    pathParams: consoleSite,
    body: json(NewPageRequest),
    responses: {
      201: { description: '{ path }', schema: z.object({ path: z.string() }) },
      ...conflict('The site already has a page at the path (names `path`)'),
    },
  }),
  consoleCall({
    method: 'get',
    path: '/api/console/sites/{site}/content/page/{path}',
    summary: 'A page’s fields as the editor shows them, with its kind, state and last change',
    security: 'staffSession',
    pathParams: consoleSite.extend({ path: z.string() }),
    multiSegment: 'path',
    responses: ok('The page’s fields', z.object({ path: z.string() }).loose()),
  }),
  consoleCall({
    method: 'put',
    path: '/api/console/sites/{site}/content/page/{path}',
    summary:
      'The page’s new fields, published (on every process within seconds), checked whole; in the audit log',
    security: 'staffSession',
    pathParams: consoleSite.extend({ path: z.string() }),
    multiSegment: 'path',
    body: json(PageFieldsRequest),
    responses: ok('{ path }', z.object({ path: z.string() })),
  }),
  consoleCall({
    method: 'delete',
    path: '/api/console/sites/{site}/content/page/{path}',
    summary: 'Deletes the page: the site answers its 404 there; in the audit log',
    security: 'staffSession',
    pathParams: consoleSite.extend({ path: z.string() }),
    multiSegment: 'path',
    responses: noContent,
  }),
  consoleCall({
    method: 'post',
    path: '/api/console/sites/{site}/content/unpublished/{path}',
    summary: 'Takes the page off the site, kept as it is (saving publishes it again); in the audit log',
    security: 'staffSession',
    pathParams: consoleSite.extend({ path: z.string() }),
    multiSegment: 'path',
    responses: ok('{ path }', z.object({ path: z.string() })),
  }),
  consoleCall({
    method: 'post',
    path: '/api/console/sites/{site}/content/preview',
    summary: 'The editor’s Markdown rendered by the site’s own renderer, for the live preview',
    security: 'staffSession',
    pathParams: consoleSite,
    body: json(PreviewRequest),
    responses: ok('{ html }', z.object({ html: z.string() })),
  }),
  consoleCall({
    method: 'post',
    path: '/api/console/sites/{site}/content/images',
    summary:
      'An image for a page (JPEG, PNG, WebP, or HEIF as the server decodes it; up to 10 MB): upright, without metadata, WebP, kept in the media storage',
    security: 'staffSession',
    pathParams: consoleSite,
    body: {
      types: ['multipart/form-data'],
      schema: z.object({ image: z.string().meta({ format: 'binary' }) }),
      maxBytes: 11 * 1024 * 1024,
    },
    responses: {
      201: {
        description: '{ url, width, height }: its address on the site (/media/content-images/…)',
        schema: z.object({ url: z.string(), width: z.number(), height: z.number() }),
      },
    },
  }),
  consoleCall({
    method: 'get',
    path: '/api/console/sites/{site}/stock',
    summary:
      'A page of the member’s cars (the site’s dealerships, or those of their scope), filtered, searched and sorted',
    security: 'staffSession',
    pathParams: consoleSite,
    query: z.object({
      type: z.enum(CAR_TYPES).optional(),
      status: z.enum(STOCK_STATUSES).optional(),
      dealership: z.string().regex(/^\d+$/).optional(),
      age: z.enum(Object.keys(AGE_BANDS) as [AgeBand, ...AgeBand[]]).optional(),
      photos: z.literal('missing').optional(),
      market: z
        .enum(MARKET_FILTERS)
        .optional()
        .describe('Price position against the market (car_market); none: too few comparables'),
      q: z.string().max(40).optional().describe('A stock number, VIN or rego'),
      sort: z.enum(STOCK_SORTS).optional(),
      dir: z.enum(['asc', 'desc']).optional(),
      page: z.string().regex(/^\d+$/).optional(),
    }),
    responses: ok(
      '{ cars, total, page, pageSize, pageCount }',
      z.object({
        cars: z.array(anything),
        total: z.number(),
        page: z.number(),
        pageSize: z.number(),
        pageCount: z.number(),
      }),
    ),
  }),
  consoleCall({
    method: 'put',
    path: '/api/console/sites/{site}/stock/{car}',
    summary:
      'A car’s price, was and offer prices, price type, comments, tag, status, reserved flag, site switches and equipment, and the fields locked against the feed; live on the site within seconds; in the audit log',
    security: 'staffSession',
    pathParams: consoleSite.extend({ car: z.string().regex(/^\d+$/) }),
    body: json(CarEditRequest),
    responses: {
      ...ok('{ car, changed }', z.object({ car: anything, changed: z.array(z.string()) })),
      ...conflict('The car changed after the form read it'),
    },
  }),
  consoleCall({
    method: 'get',
    path: '/api/console/sites/{site}/stock/{car}/market',
    summary:
      'A car’s price against its market, read now (range, weighted median, position, suggested price and its basis, days in stock, the closest comparables), and its price history, newest first',
    security: 'staffSession',
    pathParams: consoleSite.extend({ car: z.string().regex(/^\d+$/) }),
    responses: ok('{ market, history }', z.object({ market: anything, history: z.array(anything) })),
  }),
  consoleCall({
    method: 'get',
    path: '/api/console/sites/{site}/stock/{car}/photos',
    summary: 'A car’s photos ({ image, thumb } URLs), the cover first',
    security: 'staffSession',
    pathParams: consoleSite.extend({ car: z.string().regex(/^\d+$/) }),
    responses: ok('{ photos }', z.object({ photos: z.array(anything) })),
  }),
  consoleCall({
    method: 'post',
    path: '/api/console/sites/{site}/stock/{car}/photos',
    summary:
      'One photo added last (JPEG, PNG, WebP, or HEIF as the server decodes it; up to 10 MB; 60 a car): kept upright, without metadata, as WebP in the sizes the site serves; in the audit log',
    security: 'staffSession',
    pathParams: consoleSite.extend({ car: z.string().regex(/^\d+$/) }),
    body: {
      types: ['multipart/form-data'],
      schema: z.object({ photo: z.string().meta({ format: 'binary' }) }),
      maxBytes: 11 * 1024 * 1024,
    },
    responses: {
      201: {
        description: '{ photos }: the car’s photos now',
        schema: z.object({ photos: z.array(anything) }),
      },
    },
  }),
  consoleCall({
    method: 'put',
    path: '/api/console/sites/{site}/stock/{car}/photos',
    summary:
      'Moves one photo (to 0 makes it the cover) or removes it, made on the order the page showed; in the audit log',
    security: 'staffSession',
    pathParams: consoleSite.extend({ car: z.string().regex(/^\d+$/) }),
    body: json(PhotoChangeRequest),
    responses: {
      ...ok('{ photos }', z.object({ photos: z.array(anything) })),
      ...conflict('The photos changed after the page read them: { error, photos } as they are now'),
    },
  }),
  consoleCall({
    method: 'post',
    path: '/api/console/sites/{site}/stock/bulk/preview',
    summary:
      'What a change would do to each of the member’s cars named (up to 200): before and after, or why it is left alone; nothing changes',
    security: 'staffSession',
    pathParams: consoleSite,
    body: json(BulkPreviewRequest),
    responses: ok('{ rows }', z.object({ rows: z.array(anything) })),
  }),
  consoleCall({
    method: 'post',
    path: '/api/console/sites/{site}/stock/bulk',
    summary:
      'A change applied to the cars as the preview read them (a car changed since is left alone); one audit entry per car; live within seconds',
    security: 'staffSession',
    pathParams: consoleSite,
    body: json(BulkApplyRequest),
    responses: ok(
      '{ applied, skipped }',
      z.object({
        applied: z.array(z.number()),
        skipped: z.array(z.object({ id: z.number(), reason: z.string() })),
      }),
    ),
  }),
  consoleCall({
    method: 'get',
    path: '/api/console/sites/{site}/feed-runs',
    summary:
      'The stock feed runs of the member’s dealerships, newest first (25 a page), and each dealership’s feed key state',
    security: 'staffSession',
    pathParams: consoleSite,
    query: z.object({ page: z.string().regex(/^\d+$/).optional() }),
    responses: ok(
      '{ runs, total, page, pageSize, pageCount, keys }',
      z.object({
        runs: z.array(anything),
        total: z.number(),
        page: z.number(),
        pageSize: z.number(),
        pageCount: z.number(),
        keys: z.array(anything),
      }),
    ),
  }),
  consoleCall({
    method: 'get',
    path: '/api/console/sites/{site}/feed-runs/{run}',
    summary: 'One feed run: its counts, the rows it refused and the locked values it kept',
    security: 'staffSession',
    pathParams: consoleSite.extend({ run: z.string().regex(/^\d+$/) }),
    responses: ok('{ run }', z.object({ run: anything })),
  }),
  consoleCall({
    method: 'post',
    path: '/api/console/sites/{site}/dealerships/{dealership}/feed-key',
    summary:
      'A new stock-feed key for one of the member’s dealerships (owners), shown this once; the previous key stops working at once',
    security: 'staffSession',
    pathParams: consoleSite.extend({ dealership: z.string().regex(/^\d+$/) }),
    responses: {
      201: {
        description: 'Issued',
        schema: z.object({ key: z.string(), issuedAt: z.string(), replaced: z.boolean() }),
      },
    },
  }),
  consoleCall({
    method: 'delete',
    path: '/api/console/sites/{site}/dealerships/{dealership}/feed-key',
    summary:
      'The dealership’s stock-feed key taken away (owners): feeds are refused until a new one is issued',
    security: 'staffSession',
    pathParams: consoleSite.extend({ dealership: z.string().regex(/^\d+$/) }),
    responses: noContent,
  }),
  consoleCall({
    method: 'get',
    path: '/api/console/sites/{site}/payments',
    summary:
      'A page of the deposits (reservations, purchases) and online payments of the member’s reach (managers and owners), newest first, each in the dealer’s state: pending, held (until), paid, cancelled, refunded or failed',
    security: 'staffSession',
    pathParams: consoleSite,
    query: z.object({
      state: z.enum(DEALER_STATES).optional(),
      kind: z.enum(PAYMENT_KINDS).optional(),
      page: z.string().regex(/^\d+$/).optional(),
    }),
    responses: ok(
      '{ payments, total, page, pageSize, pageCount }',
      z.object({
        payments: z.array(anything),
        total: z.number(),
        page: z.number(),
        pageSize: z.number(),
        pageCount: z.number(),
      }),
    ),
  }),
  ...(
    [
      [
        'cancel',
        'The hold cancelled: the car back on sale, the deposit refunded through the payment provider once',
      ],
      ['extend', 'The hold extended once, by a whole hold (48 hours) from its end'],
      ['convert', 'The hold made the car’s sale: the car sold, the deposit kept toward the price'],
    ] as const
  ).map(([action, summary]) =>
    consoleCall({
      method: 'post',
      path: `/api/console/sites/{site}/payments/reservations/{reservation}/${action}`,
      summary: `${summary} (managers and owners); in the audit log`,
      security: 'staffSession',
      pathParams: consoleSite.extend({ reservation: z.uuid() }),
      body: json(PaymentActionRequest),
      responses: {
        ...ok('{ hold }', z.object({ hold: anything })),
        ...conflict('The hold no longer stands, was extended before, or changed after the page read it'),
      },
    }),
  ),
  consoleCall({
    method: 'post',
    path: '/api/console/sites/{site}/payments/online/{payment}/refund',
    summary:
      'An online payment refunded in full through the payment provider, once (managers and owners); in the audit log',
    security: 'staffSession',
    pathParams: consoleSite.extend({ payment: z.uuid() }),
    body: json(PaymentActionRequest),
    responses: {
      ...ok('{ payment }', z.object({ payment: anything })),
      ...conflict('Not paid, refunded already or under way, or changed after the page read it'),
      ...unavailable('The payment provider did not take the refund; nothing changed'),
    },
  }),
  consoleCall({
    method: 'get',
    path: '/api/console/sites/{site}/assignment-rules',
    summary: 'The site’s round-robin assignment rules',
    security: 'staffSession',
    pathParams: consoleSite,
    responses: ok('{ rules }', z.object({ rules: z.array(anything) })),
  }),
  consoleCall({
    method: 'post',
    path: '/api/console/sites/{site}/assignment-rules',
    summary:
      'A round-robin rule: new leads of a dealership or location (any when null) and kinds (every kind when none)',
    security: 'staffSession',
    pathParams: consoleSite,
    body: json(AssignmentRuleRequest),
    responses: { 201: { description: 'Added', schema: z.object({ rule: anything }) } },
  }),
  consoleCall({
    method: 'delete',
    path: '/api/console/sites/{site}/assignment-rules/{rule}',
    summary: 'A round-robin rule deleted',
    security: 'staffSession',
    pathParams: consoleSite.extend({ rule: z.string().regex(/^\d+$/) }),
    responses: noContent,
  }),
  consoleCall({
    method: 'post',
    path: '/api/console/weekly-summary',
    summary:
      'The member’s weekly summary email on or off (a member who reads reports: owners and managers); in the audit log',
    security: 'staffSession',
    body: json(WeeklySummaryRequest),
    responses: ok('{ weeklySummary }', z.object({ weeklySummary: z.boolean() })),
  }),
  consoleCall({
    method: 'post',
    path: '/api/console/away',
    summary: 'The member away (new leads skip them in round-robin) or back',
    security: 'staffSession',
    body: json(AwayRequest),
    responses: ok('{ away }', z.object({ away: z.boolean() })),
  }),
  consoleCall({
    method: 'post',
    path: '/api/console/sites/{site}/leads/{id}/replies',
    summary:
      'A reply to the shopper by email or SMS (not SMS where they asked for email only), queued in the shopper-message outbox; the same key twice is one reply',
    security: 'staffSession',
    pathParams: leadParams,
    body: json(LeadReplyRequest),
    responses: ok('{ lead }', z.object({ lead: anything })),
  }),
  consoleCall({
    method: 'get',
    path: '/api/console/sites/{site}/reply-templates',
    summary: 'The site’s reply templates',
    security: 'staffSession',
    pathParams: consoleSite,
    responses: ok('{ templates }', z.object({ templates: z.array(anything) })),
  }),
  consoleCall({
    method: 'post',
    path: '/api/console/sites/{site}/reply-templates',
    summary: 'A new reply template, its tokens checked',
    security: 'staffSession',
    pathParams: consoleSite,
    body: json(ReplyTemplateRequest),
    responses: { 201: { description: 'Added', schema: z.object({ template: anything }) } },
  }),
  consoleCall({
    method: 'put',
    path: '/api/console/sites/{site}/reply-templates/{template}',
    summary: 'A reply template changed',
    security: 'staffSession',
    pathParams: consoleSite.extend({ template: z.string().regex(/^\d+$/) }),
    body: json(ReplyTemplateRequest),
    responses: ok('{ template }', z.object({ template: anything })),
  }),
  consoleCall({
    method: 'delete',
    path: '/api/console/sites/{site}/reply-templates/{template}',
    summary: 'A reply template deleted',
    security: 'staffSession',
    pathParams: consoleSite.extend({ template: z.string().regex(/^\d+$/) }),
    responses: noContent,
  }),
  consoleCall({
    method: 'post',
    path: '/api/console/sites/{site}/leads/{id}/deliveries/{delivery}/retry',
    summary: 'Sends a failed delivery of the lead (email or CRM webhook) again',
    security: 'staffSession',
    pathParams: leadParams.extend({ delivery: z.string().regex(/^\d+$/) }),
    responses: ok('{ lead }', z.object({ lead: anything })),
  }),

  // The platform's admin API and the stock feed
  admin({
    method: 'get',
    path: '/api/admin/sites',
    tag: 'admin',
    summary: 'Every site, its host names and version',
    responses: ok('{ sites }'),
  }),
  admin({
    method: 'get',
    path: '/api/admin/sites/{slug}',
    tag: 'admin',
    summary: 'A site’s document and resolved config',
    pathParams: adminSlug,
    responses: ok('The site'),
  }),
  admin({
    method: 'put',
    path: '/api/admin/sites/{slug}',
    tag: 'admin',
    summary: 'A new document for the site, refused whole when any field is bad',
    pathParams: adminSlug,
    headers: changedBy,
    body: json(anything, 1024 * 1024),
    responses: { ...ok('Changed'), 201: { description: 'Created' }, 413: { description: 'Over 1 MB' } },
  }),
  admin({
    method: 'get',
    path: '/api/admin/sites/{slug}/versions',
    tag: 'admin',
    summary: 'Every version of the site, newest first',
    pathParams: adminSlug,
    responses: ok('{ slug, timeZone, versions }'),
  }),
  admin({
    method: 'post',
    path: '/api/admin/sites/{slug}/rollback',
    tag: 'admin',
    summary: 'Version N’s document as a new version',
    pathParams: adminSlug,
    headers: changedBy,
    body: json(RollbackRequestSchema),
    responses: ok('The change'),
  }),
  admin({
    method: 'get',
    path: '/api/admin/sites/{slug}/compliance',
    tag: 'admin',
    summary:
      'The advertising compliance check of what the site publishes now: each breach with its rule, severity, scope, where and message',
    pathParams: adminSlug,
    responses: ok('{ slug, breaches }', z.object({ slug: z.string(), breaches: z.array(anything) })),
  }),
  admin({
    method: 'get',
    path: '/api/admin/site-templates/{name}',
    tag: 'admin',
    summary: 'A template document',
    pathParams: z.object({ name: adminSlug.shape.slug }),
    responses: ok('The template'),
  }),
  admin({
    method: 'put',
    path: '/api/admin/site-templates/{name}',
    tag: 'admin',
    summary: 'A new template, applied to every site extending it',
    pathParams: z.object({ name: adminSlug.shape.slug }),
    headers: changedBy,
    body: json(anything, 1024 * 1024),
    responses: ok('The change'),
  }),
  admin({
    method: 'get',
    path: '/api/admin/sites/{slug}/content',
    tag: 'admin',
    summary: 'The site’s content pages and articles',
    pathParams: adminSlug,
    responses: ok('{ slug, pages }'),
  }),
  admin({
    method: 'get',
    path: '/api/admin/sites/{slug}/content/{path}',
    tag: 'admin',
    summary: 'A page’s source',
    pathParams: z.object({ slug: adminSlug.shape.slug, path: z.string() }),
    multiSegment: 'path',
    responses: ok('The page'),
  }),
  admin({
    method: 'put',
    path: '/api/admin/sites/{slug}/content/{path}',
    tag: 'admin',
    summary: 'A page’s new source: Markdown with YAML front matter',
    pathParams: z.object({ slug: adminSlug.shape.slug, path: z.string() }),
    multiSegment: 'path',
    headers: changedBy,
    body: { types: ['text/markdown'], schema: z.string(), maxBytes: 256 * 1024 },
    responses: { ...ok('Changed'), 201: { description: 'Created' }, 413: { description: 'Over 256 KB' } },
  }),
  admin({
    method: 'delete',
    path: '/api/admin/sites/{slug}/content/{path}',
    tag: 'admin',
    summary: 'Removes a page',
    pathParams: z.object({ slug: adminSlug.shape.slug, path: z.string() }),
    multiSegment: 'path',
    responses: noContent,
  }),
  {
    method: 'post',
    path: '/api/admin/stock',
    tag: 'admin',
    summary: 'A dealership’s stock feed (CSV or JSON; ?full=1 marks missing cars sold)',
    security: 'stockKey',
    query: z.object({ full: z.enum(['0', '1', 'true', 'false']).optional() }),
    body: { types: ['application/json', 'text/csv'], schema: anything, maxBytes: 20 * 1024 * 1024 },
    responses: {
      ...ok('{ importId, inserted, updated, …, kept: the locked values kept }'),
      400: {
        description: 'The feed refused whole: each issue names its row’s line, or the query field at fault',
        schema: FeedRefusalSchema,
      },
      401: { description: 'No or a wrong stock key' },
      413: { description: 'Over the byte or row limit' },
    },
  },

  admin({
    method: 'get',
    path: '/api/admin/staff',
    tag: 'admin',
    summary: 'The console’s staff and their roles, of one site or of all',
    query: z.object({ site: adminSlug.shape.slug.optional() }),
    responses: { ...ok('{ staff }'), 404: { description: 'No such site' } },
  }),
  admin({
    method: 'post',
    path: '/api/admin/staff/invitations',
    tag: 'admin',
    summary: 'Invites a staff member by email; the answer carries the link too',
    body: json(InviteRequest),
    responses: {
      201: {
        description: 'Invited',
        schema: z.object({
          ok: z.literal(true),
          link: z.string(),
          email: z.string(),
          expiresAt: z.string(),
          emailed: z.boolean(),
        }),
      },
    },
  }),
  admin({
    method: 'post',
    path: '/api/admin/staff/disable',
    tag: 'admin',
    summary: 'Disables a staff member: no more sign-in, and every session ends now',
    body: json(DisableStaffRequest),
    responses: {
      ...ok('{ email, disabled: true }'),
      404: { description: 'No enabled staff member has that email' },
    },
  }),
  // This document
  {
    method: 'get',
    path: '/api/openapi.json',
    tag: 'meta',
    summary: 'This OpenAPI 3.1 document',
    cacheable: true,
    database: false,
    responses: ok('The document', z.looseObject({ openapi: z.string(), paths: anything })),
  },
];
