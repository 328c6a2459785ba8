import {
  DELETE as deleteContent,
  GET as getContent,
} from '../../src/app/api/admin/sites/[slug]/content/[...path]/route';
import { GET as autogauge } from '../../src/app/api/cars/[slug]/autogauge/route';
import { GET as carPdf } from '../../src/app/api/cars/[slug]/pdf/route';
import { GET as similar } from '../../src/app/api/cars/[slug]/similar/route';
import { GET as carView } from '../../src/app/api/cars/[slug]/view.json/route';
import { POST as catalogueSearch } from '../../src/app/api/catalogue/search/route';
import { POST as cancelReservation } from '../../src/app/api/checkout/reservations/[id]/cancel/route';
import {
  POST as bookHandover,
  GET as handoverSlots,
} from '../../src/app/api/checkout/reservations/[id]/handover/route';
import { GET as readReservation } from '../../src/app/api/checkout/reservations/[id]/route';
import { POST as reserve } from '../../src/app/api/checkout/reservations/route';
import { GET as deliveryPrice } from '../../src/app/api/delivery-price/route';
import { POST as trackEvent } from '../../src/app/api/events/route';
import { GET as financeCar } from '../../src/app/api/finance/car/route';
import { GET as financeDisclaimer } from '../../src/app/api/finance/disclaimer/route';
import { POST as removeGarageVehicle } from '../../src/app/api/garage/remove-vehicle/route';
import { POST as submitLead } from '../../src/app/api/leads/route';
import { POST as miscellaneous } from '../../src/app/api/miscellaneous/route';
import { GET as readOnlinePayment } from '../../src/app/api/online-payments/[id]/route';
import { POST as phoneReveal } from '../../src/app/api/phone-reveal/route';
import { DELETE as removeSavedSearch } from '../../src/app/api/saved-searches/[id]/route';
import { GET as listSavedSearches } from '../../src/app/api/saved-searches/route';
import { POST as unsubscribe } from '../../src/app/api/saved-searches/unsubscribe/route';
import { POST as multiSearch } from '../../src/app/api/search/multi/route';
import { POST as search } from '../../src/app/api/search/route';
import { POST as secondarySearch } from '../../src/app/api/search/secondary/route';
import { POST as specialOffers } from '../../src/app/api/special-offers/route';
import { GET as availability } from '../../src/app/api/test-drive/availability/route';
import { POST as acceptOffer } from '../../src/app/api/trade-in/valuations/[id]/accept/route';
import { POST as adjustments } from '../../src/app/api/trade-in/valuations/[id]/adjustments/route';
import {
  GET as readPhoto,
  DELETE as removePhoto,
} from '../../src/app/api/trade-in/valuations/[id]/photos/[photoId]/route';
import { POST as addPhoto, GET as listPhotos } from '../../src/app/api/trade-in/valuations/[id]/photos/route';
import { GET as readValuation } from '../../src/app/api/trade-in/valuations/[id]/route';
import { POST as startValuation } from '../../src/app/api/trade-in/valuations/route';
import { GET as watchlistIds } from '../../src/app/api/watchlist/ids/route';
import { POST as removeCar } from '../../src/app/api/watchlist/remove-car/route';
import { POST as saveCar } from '../../src/app/api/watchlist/save-car/route';
import { platformKey } from '../../src/lib/platform-key';
import type { Caller } from './calls';
import { SAM_PHONE, type Tenant } from './tenants';

// The tenant-isolation matrix of the API: one row per (route, method, which of the other tenant's ids it
// is given and where). A row is called by tenant A (its host, its shopper's session) with tenant B's ids,
// and again with ids nobody has. 'refused': both answers are the same 400/401/403/404 and B's call changed
// nothing in the database. 'as-unknown': the endpoint answers 200 either way (a filter, an idempotent
// removal), so B's answer must equal the unknown one, B's ids nowhere in it, nothing changed.
// 'list': A's own listing, which must name none of B's records. A row with `own` also asks for A's own
// record and must get that status, so a row cannot pass by never reaching the data.
// Adding an endpoint that takes an id means adding its row here (matrix-coverage.test.ts checks it).

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type MatrixRow = {
  /** The route's folder under src/app/api. */
  route: string;
  method: Method;
  /** Which of B's ids the call carries, and where. */
  takes: string;
  answer?: 'refused' | 'as-unknown' | 'list';
  /** The status A gets for its own record: proof the row reaches real data (reads only). */
  own?: number;
  call: (as: Caller, target: Tenant) => Promise<Response>;
};

const platform = () => ({ authorization: `Bearer ${platformKey()}` });

const contact = {
  name: 'Sam',
  last_name: 'Isolation',
  email: 'sam.isolation@example.com',
  phone: SAM_PHONE,
  postcode: '4000',
};

const leadOf = (form: string, fields: Record<string, unknown>, carId?: number) => ({
  form,
  idempotency_key: `iso-${crypto.randomUUID()}`,
  fields: { ...contact, message: 'Is it still available?', terms_conditions: true, ...fields },
  car_id: carId,
  url: 'http://example.test/cars/x',
});

const valuationBody = (carId: number) => ({
  idempotency_key: `iso-${crypto.randomUUID()}`,
  car_id: carId,
  rego: 'ISO002',
  regoState: 'QLD',
  vehicle: { year: 2019, make: 'Toyota', model: 'Corolla', badge: null, series: null, vin: null },
  kms: '40,000',
  name: 'Sam',
  last_name: 'Isolation',
  phone: SAM_PHONE,
  email: 'sam.isolation@example.com',
  postcode: '4000',
  PreferredContactMethod: 'SMS',
  'do-you-have-a-trade-in': 'Yes',
  url: 'http://example.test/trade-in',
});

const reservation = (carSlug: string, purchase?: Record<string, unknown>) => ({
  idempotency_key: `iso-${crypto.randomUUID()}`,
  car_slug: carSlug,
  ...contact,
  purchase,
});

function photoForm(): FormData {
  const form = new FormData();
  form.set('photo', new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], { type: 'image/jpeg' }), 'car.jpg');
  return form;
}

export const API_MATRIX: MatrixRow[] = [
  // Cars, by slug in the path or the query.
  ...(
    [
      ['cars/[slug]/view.json', carView],
      ['cars/[slug]/pdf', carPdf],
      ['cars/[slug]/similar', similar],
      ['cars/[slug]/autogauge', autogauge],
    ] as const
  ).map(
    ([route, handler]): MatrixRow => ({
      route,
      method: 'GET',
      takes: 'car slug in the path',
      own: 200,
      call: (as, b) => as.send(handler, { params: { slug: b.car.slug } }),
    }),
  ),
  {
    route: 'delivery-price',
    method: 'GET',
    takes: 'car slug in the query',
    call: (as, b) => as.send(deliveryPrice, { query: { postcode: '4000', car: b.car.slug } }),
  },
  {
    route: 'test-drive/availability',
    method: 'GET',
    takes: 'car slug in the query',
    own: 200,
    call: (as, b) => as.send(availability, { query: { car: b.car.slug } }),
  },
  {
    route: 'test-drive/availability',
    method: 'GET',
    takes: 'location id in the query',
    own: 200,
    call: (as, b) => as.send(availability, { query: { location: b.location.id } }),
  },
  {
    route: 'finance/car',
    method: 'GET',
    takes: 'car id in the query',
    own: 200,
    call: (as, b) => as.send(financeCar, { query: { car_id: b.car.id } }),
  },
  {
    route: 'finance/disclaimer',
    method: 'GET',
    takes: 'car id in the query',
    own: 200,
    call: (as, b) => as.send(financeDisclaimer, { query: { car_id: b.car.id } }),
  },
  {
    route: 'phone-reveal',
    method: 'POST',
    takes: 'dealership id in the body',
    call: (as, b) =>
      as.send(phoneReveal, { body: { dealership_id: b.dealership.id, website_id: as.siteId } }),
  },
  {
    route: 'phone-reveal',
    method: 'POST',
    takes: 'car id in the body, with its own dealership',
    call: (as, b) =>
      as.send(phoneReveal, {
        body: { car_id: b.car.id, dealership_id: as.dealership.id, website_id: as.siteId },
      }),
  },
  {
    route: 'phone-reveal',
    method: 'POST',
    takes: 'site id in the body',
    call: (as, b) =>
      as.send(phoneReveal, { body: { dealership_id: as.dealership.id, website_id: b.siteId } }),
  },
  {
    route: 'events',
    method: 'POST',
    takes: 'car id in the body',
    call: (as, b) => as.send(trackEvent, { body: { event_id: 14, car_id: b.car.id, page: '/cars/x' } }),
  },
  // Leads: an enquiry about B's car, a test drive at B's location, a contact to B's dealership.
  {
    route: 'leads',
    method: 'POST',
    takes: 'car id in the body',
    call: (as, b) => as.send(submitLead, { body: leadOf('request-photos', {}, b.car.id) }),
  },
  {
    route: 'leads',
    method: 'POST',
    takes: 'location id in the fields',
    call: (as, b) =>
      as.send(submitLead, {
        body: leadOf('test-drive', { location_id: b.location.id }),
      }),
  },
  {
    route: 'leads',
    method: 'POST',
    takes: 'dealership slug in the fields',
    call: (as, b) =>
      as.send(submitLead, {
        body: leadOf('finance-enquiry', {
          dealership_slug: b.dealership.slug,
          vehicle_price_budget: 30_000,
          loan_term: 5,
          self_assessed_credit_score: 'GREAT',
        }),
      }),
  },
  // Watchlist, saved searches, garage: Sam's records on B, asked for with Sam's session on A.
  {
    route: 'watchlist/save-car',
    method: 'POST',
    takes: 'car id in the body',
    call: (as, b) => as.send(saveCar, { body: { phone_number: SAM_PHONE, car_id: b.car.id } }),
  },
  {
    route: 'watchlist/remove-car',
    method: 'POST',
    takes: 'car id in the body (a car Sam saved on B)',
    call: (as, b) => as.send(removeCar, { body: { phone_number: SAM_PHONE, car_id: b.car.id } }),
  },
  {
    route: 'watchlist/ids',
    method: 'GET',
    takes: 'nothing: A’s list must not hold the car Sam saved on B',
    answer: 'list',
    call: (as) => as.send(watchlistIds),
  },
  {
    route: 'saved-searches',
    method: 'GET',
    takes: 'nothing: A’s list must not hold Sam’s search on B',
    answer: 'list',
    call: (as) => as.send(listSavedSearches),
  },
  {
    route: 'saved-searches/[id]',
    method: 'DELETE',
    takes: 'saved search id in the path',
    // Like the garage: removing a search that is not the shopper's on this site does nothing.
    answer: 'as-unknown',
    call: (as, b) =>
      as.send(removeSavedSearch, { method: 'DELETE', params: { id: String(b.savedSearchId) } }),
  },
  {
    route: 'saved-searches/unsubscribe',
    method: 'POST',
    takes: 'unsubscribe token of B’s search in the body',
    call: (as, b) => as.send(unsubscribe, { body: { token: b.unsubscribeToken } }),
  },
  {
    route: 'garage/remove-vehicle',
    method: 'POST',
    takes: 'garage vehicle id in the body',
    // A vehicle that is not the shopper's on this site is no fault to remove: nothing happens.
    answer: 'as-unknown',
    call: (as, b) => as.send(removeGarageVehicle, { body: { id: b.garageVehicleId } }),
  },
  // Reservations and their handover.
  {
    route: 'checkout/reservations/[id]',
    method: 'GET',
    takes: 'reservation id in the path',
    own: 200,
    call: (as, b) => as.send(readReservation, { params: { id: b.reservationId } }),
  },
  {
    route: 'checkout/reservations/[id]/cancel',
    method: 'POST',
    takes: 'reservation id in the path',
    call: (as, b) => as.send(cancelReservation, { method: 'POST', params: { id: b.reservationId } }),
  },
  {
    route: 'checkout/reservations/[id]/handover',
    method: 'GET',
    takes: 'reservation id in the path',
    call: (as, b) => as.send(handoverSlots, { params: { id: b.reservationId } }),
  },
  {
    route: 'checkout/reservations/[id]/handover',
    method: 'POST',
    takes: 'reservation id in the path',
    call: (as, b) =>
      as.send(bookHandover, { params: { id: b.reservationId }, body: { date: '2030-01-07', time: '10:00' } }),
  },
  {
    route: 'checkout/reservations',
    method: 'POST',
    takes: 'car slug in the body',
    call: (as, b) => as.send(reserve, { body: reservation(b.car.slug) }),
  },
  {
    route: 'checkout/reservations',
    method: 'POST',
    takes: 'trade-in valuation id in the purchase, with its own car',
    call: (as, b) =>
      as.send(reserve, {
        body: reservation(as.car.slug, { fulfilment: 'pickup', valuation_id: b.valuationId, payment: 'pay' }),
      }),
  },
  // Online payments.
  {
    route: 'online-payments/[id]',
    method: 'GET',
    takes: 'payment id in the path',
    own: 200,
    call: (as, b) => as.send(readOnlinePayment, { params: { id: b.onlinePaymentId } }),
  },
  // Trade-in valuations, their offers and photos.
  {
    route: 'trade-in/valuations',
    method: 'POST',
    takes: 'car id in the body',
    call: (as, b) => as.send(startValuation, { body: valuationBody(b.car.id) }),
  },
  {
    route: 'trade-in/valuations/[id]',
    method: 'GET',
    takes: 'valuation id in the path',
    own: 200,
    call: (as, b) => as.send(readValuation, { params: { id: b.valuationId } }),
  },
  {
    route: 'trade-in/valuations/[id]/adjustments',
    method: 'POST',
    takes: 'valuation id in the path',
    call: (as, b) =>
      as.send(adjustments, {
        params: { id: b.valuationId },
        body: {
          adjustmentAnswers: {
            serviceHistory: 'full',
            accidentDamage: 'no',
            bodyInterior: 'good',
            tyres: 'good',
            keys: 'two',
            underFinance: 'No',
          },
        },
      }),
  },
  {
    route: 'trade-in/valuations/[id]/accept',
    method: 'POST',
    takes: 'valuation id in the path',
    call: (as, b) => as.send(acceptOffer, { method: 'POST', params: { id: b.valuationId } }),
  },
  {
    route: 'trade-in/valuations/[id]/photos',
    method: 'GET',
    takes: 'valuation id in the path',
    own: 200,
    call: (as, b) => as.send(listPhotos, { params: { id: b.valuationId } }),
  },
  {
    route: 'trade-in/valuations/[id]/photos',
    method: 'POST',
    takes: 'valuation id in the path',
    call: (as, b) => as.send(addPhoto, { params: { id: b.valuationId }, body: photoForm() }),
  },
  {
    route: 'trade-in/valuations/[id]/photos/[photoId]',
    method: 'GET',
    takes: 'valuation and photo ids in the path',
    call: (as, b) => as.send(readPhoto, { params: { id: b.valuationId, photoId: String(b.photoId) } }),
  },
  {
    route: 'trade-in/valuations/[id]/photos/[photoId]',
    method: 'GET',
    takes: 'photo id in the path, under its own valuation',
    call: (as, b) => as.send(readPhoto, { params: { id: as.valuationId, photoId: String(b.photoId) } }),
  },
  {
    route: 'trade-in/valuations/[id]/photos/[photoId]',
    method: 'DELETE',
    takes: 'valuation and photo ids in the path',
    call: (as, b) =>
      as.send(removePhoto, { method: 'DELETE', params: { id: b.valuationId, photoId: String(b.photoId) } }),
  },
  {
    route: 'trade-in/valuations/[id]/photos/[photoId]',
    method: 'DELETE',
    takes: 'photo id in the path, under its own valuation',
    call: (as, b) =>
      as.send(removePhoto, { method: 'DELETE', params: { id: as.valuationId, photoId: String(b.photoId) } }),
  },
  {
    route: 'miscellaneous',
    method: 'POST',
    takes: 'valuation id in the body',
    call: (as, b) =>
      as.send(miscellaneous, { body: { column_name: 'valuation', data: { valuation_id: b.valuationId } } }),
  },
  // Searches narrowed to B's dealership or location: they match nothing of B's.
  {
    route: 'catalogue/search',
    method: 'POST',
    takes: 'dealership slug in the body',
    answer: 'as-unknown',
    call: (as, b) => as.send(catalogueSearch, { body: { dealership: b.dealership.slug } }),
  },
  {
    route: 'search',
    method: 'POST',
    takes: 'dealership slug in the filters',
    answer: 'as-unknown',
    call: (as, b) => as.send(search, { body: { filters: { dealership_slug: [b.dealership.slug] } } }),
  },
  {
    route: 'search',
    method: 'POST',
    takes: 'location slug in the filters',
    answer: 'as-unknown',
    call: (as, b) => as.send(search, { body: { filters: { location_slug: [b.location.slug] } } }),
  },
  {
    route: 'search/secondary',
    method: 'POST',
    takes: 'dealership slug in the filters',
    answer: 'as-unknown',
    call: (as, b) =>
      as.send(secondarySearch, { body: { filters: { dealership_slug: [b.dealership.slug] } } }),
  },
  {
    route: 'search/multi',
    method: 'POST',
    takes: 'dealership slug in a query’s filter',
    answer: 'as-unknown',
    call: (as, b) =>
      as.send(multiSearch, { body: { queries: [{ filter: { dealership_slug: [b.dealership.slug] } }] } }),
  },
  {
    route: 'special-offers',
    method: 'POST',
    takes: 'dealership slug in the body',
    answer: 'as-unknown',
    call: (as, b) => as.send(specialOffers, { body: { dealership: b.dealership.slug } }),
  },
  // The content admin API names the site in its path: A's name with B's page finds nothing.
  {
    route: 'admin/sites/[slug]/content/[...path]',
    method: 'GET',
    takes: 'content page path, under its own site',
    own: 200,
    call: (as, b) =>
      as.send(getContent, {
        headers: platform(),
        params: { slug: as.site, path: b.contentPath.split('/').filter(Boolean) },
      }),
  },
  {
    route: 'admin/sites/[slug]/content/[...path]',
    method: 'DELETE',
    takes: 'content page path, under its own site',
    call: (as, b) =>
      as.send(deleteContent, {
        method: 'DELETE',
        headers: platform(),
        params: { slug: as.site, path: b.contentPath.split('/').filter(Boolean) },
      }),
  },
];
