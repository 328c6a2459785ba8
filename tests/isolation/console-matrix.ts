import { DELETE as deleteRule } from '../../src/app/api/console/sites/[site]/assignment-rules/[rule]/route';
import {
  POST as addRule,
  GET as listRules,
} from '../../src/app/api/console/sites/[site]/assignment-rules/route';
import { POST as uploadContentImage } from '../../src/app/api/console/sites/[site]/content/images/route';
import {
  GET as contentPage,
  DELETE as deleteContentPage,
  PUT as saveContentPage,
} from '../../src/app/api/console/sites/[site]/content/page/[...path]/route';
import { POST as previewContent } from '../../src/app/api/console/sites/[site]/content/preview/route';
import {
  POST as createContentPage,
  GET as listContent,
} from '../../src/app/api/console/sites/[site]/content/route';
import { POST as unpublishContentPage } from '../../src/app/api/console/sites/[site]/content/unpublished/[...path]/route';
import {
  POST as issueFeedKey,
  DELETE as revokeFeedKey,
} from '../../src/app/api/console/sites/[site]/dealerships/[dealership]/feed-key/route';
import { GET as feedRun } from '../../src/app/api/console/sites/[site]/feed-runs/[run]/route';
import { GET as feedRuns } from '../../src/app/api/console/sites/[site]/feed-runs/route';
import { POST as assignLead } from '../../src/app/api/console/sites/[site]/leads/[id]/assignee/route';
import { POST as retryDelivery } from '../../src/app/api/console/sites/[site]/leads/[id]/deliveries/[delivery]/retry/route';
import { POST as noteLead } from '../../src/app/api/console/sites/[site]/leads/[id]/notes/route';
import { POST as replyToLead } from '../../src/app/api/console/sites/[site]/leads/[id]/replies/route';
import { GET as lead } from '../../src/app/api/console/sites/[site]/leads/[id]/route';
import { POST as leadStatus } from '../../src/app/api/console/sites/[site]/leads/[id]/status/route';
import { GET as leadEvents } from '../../src/app/api/console/sites/[site]/leads/events/route';
import { GET as exportLeads } from '../../src/app/api/console/sites/[site]/leads/export/route';
import { GET as listLeads } from '../../src/app/api/console/sites/[site]/leads/route';
import { POST as refundPayment } from '../../src/app/api/console/sites/[site]/payments/online/[payment]/refund/route';
import { POST as cancelHold } from '../../src/app/api/console/sites/[site]/payments/reservations/[reservation]/cancel/route';
import { POST as convertHold } from '../../src/app/api/console/sites/[site]/payments/reservations/[reservation]/convert/route';
import { POST as extendHold } from '../../src/app/api/console/sites/[site]/payments/reservations/[reservation]/extend/route';
import { GET as listPayments } from '../../src/app/api/console/sites/[site]/payments/route';
import {
  DELETE as deleteTemplate,
  PUT as updateTemplate,
} from '../../src/app/api/console/sites/[site]/reply-templates/[template]/route';
import {
  POST as createTemplate,
  GET as listTemplates,
} from '../../src/app/api/console/sites/[site]/reply-templates/route';
import { GET as reportCsv } from '../../src/app/api/console/sites/[site]/reports/[report]/route';
import {
  POST as hideReview,
  DELETE as showReview,
} from '../../src/app/api/console/sites/[site]/reviews/[review]/hidden/route';
import { POST as replyToReview } from '../../src/app/api/console/sites/[site]/reviews/[review]/reply/route';
import { GET as listReviews } from '../../src/app/api/console/sites/[site]/reviews/route';
import {
  DELETE as discardDraft,
  PUT as saveDraft,
} from '../../src/app/api/console/sites/[site]/settings/draft/route';
import { GET as settingsHistory } from '../../src/app/api/console/sites/[site]/settings/history/route';
import { POST as uploadSettingsImage } from '../../src/app/api/console/sites/[site]/settings/images/route';
import { POST as publishSettings } from '../../src/app/api/console/sites/[site]/settings/publish/route';
import { POST as rollbackSettings } from '../../src/app/api/console/sites/[site]/settings/rollback/route';
import { GET as siteSettings } from '../../src/app/api/console/sites/[site]/settings/route';
import { POST as memberDealerships } from '../../src/app/api/console/sites/[site]/staff/[member]/dealerships/route';
import {
  POST as disableMember,
  DELETE as enableMember,
} from '../../src/app/api/console/sites/[site]/staff/[member]/disabled/route';
import { POST as removeMember } from '../../src/app/api/console/sites/[site]/staff/[member]/remove/route';
import { POST as memberRole } from '../../src/app/api/console/sites/[site]/staff/[member]/role/route';
import { POST as resetTwoFactor } from '../../src/app/api/console/sites/[site]/staff/[member]/two-factor-reset/route';
import { POST as inviteStaff } from '../../src/app/api/console/sites/[site]/staff/invitations/route';
import { GET as listStaff } from '../../src/app/api/console/sites/[site]/staff/route';
import { GET as carMarket } from '../../src/app/api/console/sites/[site]/stock/[car]/market/route';
import {
  POST as addCarPhoto,
  GET as carPhotos,
  PUT as changeCarPhotos,
} from '../../src/app/api/console/sites/[site]/stock/[car]/photos/route';
import { PUT as editCar } from '../../src/app/api/console/sites/[site]/stock/[car]/route';
import { POST as previewBulk } from '../../src/app/api/console/sites/[site]/stock/bulk/preview/route';
import { POST as applyBulk } from '../../src/app/api/console/sites/[site]/stock/bulk/route';
import { GET as listStock } from '../../src/app/api/console/sites/[site]/stock/route';
import type { Method } from './api-matrix';
import type { Handler } from './calls';

// The dealer console's calls that name a site (/api/console/sites/{site}/…): a manager of site A asks for
// site B and must get the 404 a site that does not exist gets, with nothing changed; for A itself the row's
// `own` status. A row about one lead (`lead`) is also asked, on A's own site, for B's lead, and must get
// what a lead nobody has gets. Adding a console route that takes a site or an id means adding its row here
// (matrix-coverage.test.ts checks it).

export type ConsoleRow = {
  route: string;
  method: Method;
  handler: Handler;
  body?: (n: number) => unknown;
  own: number;
  /** The route names a lead ({id}) and, for a delivery's retry, one of its deliveries. */
  lead?: boolean;
  /** The route names one of the site's reply templates ({template}). */
  template?: boolean;
  /** The route names one of the site's assignment rules ({rule}). */
  rule?: boolean;
  /** The route names one of the site's cars ({car}). */
  car?: boolean;
  /** The route names one of the site's deposits ({reservation}). */
  reservation?: boolean;
  /** The route names one of the site's online payments ({payment}). */
  payment?: boolean;
  /** The route names a review of one of the site's locations ({review}). */
  review?: boolean;
  /** The route names one of the Reports screen's reports ({report}.csv). */
  report?: boolean;
  /** The route names one of the site's pages by its path ({...path}). */
  page?: boolean;
};

export const CONSOLE_MATRIX: ConsoleRow[] = [
  { route: 'console/sites/[site]/leads', method: 'GET', handler: listLeads, own: 200 },
  { route: 'console/sites/[site]/leads/export', method: 'GET', handler: exportLeads, own: 200 },
  { route: 'console/sites/[site]/leads/events', method: 'GET', handler: leadEvents, own: 200 },
  { route: 'console/sites/[site]/leads/[id]', method: 'GET', handler: lead, own: 200, lead: true },
  {
    route: 'console/sites/[site]/leads/[id]/status',
    method: 'POST',
    handler: leadStatus,
    body: () => ({ status: 'contacted' }),
    own: 200,
    lead: true,
  },
  {
    route: 'console/sites/[site]/leads/[id]/notes',
    method: 'POST',
    handler: noteLead,
    body: (n) => ({ text: `Isolation note ${n}` }),
    own: 200,
    lead: true,
  },
  {
    route: 'console/sites/[site]/leads/[id]/assignee',
    method: 'POST',
    handler: assignLead,
    body: () => ({ assigneeId: null }),
    own: 200,
    lead: true,
  },
  {
    route: 'console/sites/[site]/leads/[id]/replies',
    method: 'POST',
    handler: replyToLead,
    body: () => ({
      channel: 'email',
      subject: 'Your enquiry',
      body: 'Thanks, Sam.',
      key: crypto.randomUUID(),
    }),
    own: 200,
    lead: true,
  },
  { route: 'console/sites/[site]/reply-templates', method: 'GET', handler: listTemplates, own: 200 },
  { route: 'console/sites/[site]/assignment-rules', method: 'GET', handler: listRules, own: 200 },
  {
    route: 'console/sites/[site]/assignment-rules',
    method: 'POST',
    handler: addRule,
    body: () => ({ dealershipId: null, locationId: null, kinds: ['careers'] }),
    own: 201,
  },
  {
    route: 'console/sites/[site]/assignment-rules/[rule]',
    method: 'DELETE',
    handler: deleteRule,
    own: 204,
    rule: true,
  },
  {
    route: 'console/sites/[site]/reply-templates',
    method: 'POST',
    handler: createTemplate,
    body: (n) => ({ name: `Isolation ${n}`, channel: 'sms', subject: null, body: 'Hi {first name}' }),
    own: 201,
  },
  {
    route: 'console/sites/[site]/reply-templates/[template]',
    method: 'PUT',
    handler: updateTemplate,
    body: (n) => ({
      name: `Isolation renamed ${n}`,
      channel: 'sms',
      subject: null,
      body: 'Hello {first name}',
    }),
    own: 200,
    template: true,
  },
  {
    route: 'console/sites/[site]/reply-templates/[template]',
    method: 'DELETE',
    handler: deleteTemplate,
    own: 204,
    template: true,
  },
  // A's own lead is found; its delivery is not a failed one, so it is not sent again.
  {
    route: 'console/sites/[site]/leads/[id]/deliveries/[delivery]/retry',
    method: 'POST',
    handler: retryDelivery,
    own: 400,
    lead: true,
  },
  { route: 'console/sites/[site]/staff', method: 'GET', handler: listStaff, own: 200 },
  { route: 'console/sites/[site]/stock', method: 'GET', handler: listStock, own: 200 },
  // A car nobody has: previewed as nothing, and left alone as not found.
  {
    route: 'console/sites/[site]/stock/bulk/preview',
    method: 'POST',
    handler: previewBulk,
    body: () => ({ action: { kind: 'sold' }, cars: [2_000_000_001] }),
    own: 200,
  },
  {
    route: 'console/sites/[site]/stock/bulk',
    method: 'POST',
    handler: applyBulk,
    body: () => ({
      action: { kind: 'sold' },
      cars: [{ id: 2_000_000_001, seen: '2026-01-01T00:00:00.000Z' }],
    }),
    own: 200,
  },
  { route: 'console/sites/[site]/feed-runs', method: 'GET', handler: feedRuns, own: 200 },
  // No run named: A's own answer is the 404 of a run it does not have.
  { route: 'console/sites/[site]/feed-runs/[run]', method: 'GET', handler: feedRun, own: 404 },
  // A manager may not touch the feed keys: their own site's answer is the 403 of a role without the right.
  {
    route: 'console/sites/[site]/dealerships/[dealership]/feed-key',
    method: 'POST',
    handler: issueFeedKey,
    own: 403,
  },
  {
    route: 'console/sites/[site]/dealerships/[dealership]/feed-key',
    method: 'DELETE',
    handler: revokeFeedKey,
    own: 403,
  },
  // A's own car is found; read long before its last change, the save is refused as stale.
  {
    route: 'console/sites/[site]/stock/[car]',
    method: 'PUT',
    handler: editCar,
    body: () => ({
      price: 1,
      beforePrice: null,
      offerPrice: null,
      offerFrom: null,
      offerTo: null,
      priceType: null,
      dealercomments: null,
      tag: null,
      status: 'in_stock',
      reserved: false,
      showOnDealerWebsite: true,
      checkoutEnabled: false,
      testDriveEnabled: true,
      tradeInAllowed: true,
      standardEquipment: [],
      locked: ['price'],
      seen: '2000-01-01T00:00:00.000Z',
    }),
    own: 409,
    car: true,
  },
  {
    route: 'console/sites/[site]/stock/[car]/photos',
    method: 'GET',
    handler: carPhotos,
    own: 200,
    car: true,
  },
  {
    route: 'console/sites/[site]/stock/[car]/market',
    method: 'GET',
    handler: carMarket,
    own: 200,
    car: true,
  },
  // A JSON body is not the multipart form an upload is: the own site's answer is that 400.
  {
    route: 'console/sites/[site]/stock/[car]/photos',
    method: 'POST',
    handler: addCarPhoto,
    body: () => ({ photo: 'not a file' }),
    own: 400,
    car: true,
  },
  // Made on an order no car has: the own site's answer is the 409 of photos changed meanwhile.
  {
    route: 'console/sites/[site]/stock/[car]/photos',
    method: 'PUT',
    handler: changeCarPhotos,
    body: () => ({ op: 'remove', photo: '/media/none.webp', seen: ['/media/none.webp'] }),
    own: 409,
    car: true,
  },
  { route: 'console/sites/[site]/payments', method: 'GET', handler: listPayments, own: 200 },
  // A's own deposit is found and its hold stands; taken from a read long before its last change, the
  // action is refused as stale, so A's hold stands for the pairs after.
  ...(
    [
      ['cancel', cancelHold],
      ['extend', extendHold],
      ['convert', convertHold],
    ] as const
  ).map(
    ([action, handler]): ConsoleRow => ({
      route: `console/sites/[site]/payments/reservations/[reservation]/${action}`,
      method: 'POST',
      handler,
      body: () => ({ seen: '2000-01-01T00:00:00.000Z' }),
      own: 409,
      reservation: true,
    }),
  ),
  // A's own online payment is found and paid; read long before its last change, it is not refunded.
  {
    route: 'console/sites/[site]/payments/online/[payment]/refund',
    method: 'POST',
    handler: refundPayment,
    body: () => ({ seen: '2000-01-01T00:00:00.000Z' }),
    own: 409,
    payment: true,
  },
  // A manager may not manage staff: their own site's answer is the 403 of a role without the right.
  {
    route: 'console/sites/[site]/staff/[member]/role',
    method: 'POST',
    handler: memberRole,
    body: () => ({ role: 'sales' }),
    own: 403,
  },
  { route: 'console/sites/[site]/staff/[member]/remove', method: 'POST', handler: removeMember, own: 403 },
  {
    route: 'console/sites/[site]/staff/[member]/dealerships',
    method: 'POST',
    handler: memberDealerships,
    body: () => ({ dealershipIds: [] }),
    own: 403,
  },
  { route: 'console/sites/[site]/staff/[member]/disabled', method: 'POST', handler: disableMember, own: 403 },
  {
    route: 'console/sites/[site]/staff/[member]/disabled',
    method: 'DELETE',
    handler: enableMember,
    own: 403,
  },
  {
    route: 'console/sites/[site]/staff/[member]/two-factor-reset',
    method: 'POST',
    handler: resetTwoFactor,
    own: 403,
  },
  {
    route: 'console/sites/[site]/reports/[report]',
    method: 'GET',
    handler: reportCsv,
    own: 200,
    report: true,
  },
  { route: 'console/sites/[site]/reviews', method: 'GET', handler: listReviews, own: 200 },
  {
    route: 'console/sites/[site]/reviews/[review]/reply',
    method: 'POST',
    handler: replyToReview,
    body: () => ({ text: 'Thank you' }),
    own: 200,
    review: true,
  },
  {
    route: 'console/sites/[site]/reviews/[review]/hidden',
    method: 'POST',
    handler: hideReview,
    body: () => ({ reason: 'A phone number in it' }),
    own: 200,
    review: true,
  },
  {
    route: 'console/sites/[site]/reviews/[review]/hidden',
    method: 'DELETE',
    handler: showReview,
    own: 200,
    review: true,
  },
  { route: 'console/sites/[site]/settings', method: 'GET', handler: siteSettings, own: 200 },
  // A document that names nothing the site needs: refused whole, naming what is missing.
  {
    route: 'console/sites/[site]/settings/draft',
    method: 'PUT',
    handler: saveDraft,
    body: () => ({ document: {}, locations: {} }),
    own: 400,
  },
  { route: 'console/sites/[site]/settings/draft', method: 'DELETE', handler: discardDraft, own: 200 },
  // No draft to publish.
  { route: 'console/sites/[site]/settings/publish', method: 'POST', handler: publishSettings, own: 404 },
  { route: 'console/sites/[site]/settings/history', method: 'GET', handler: settingsHistory, own: 200 },
  // No file sent: refused naming `image`.
  { route: 'console/sites/[site]/settings/images', method: 'POST', handler: uploadSettingsImage, own: 400 },
  // Owners only: the matrix's member is a manager.
  {
    route: 'console/sites/[site]/settings/rollback',
    method: 'POST',
    handler: rollbackSettings,
    body: () => ({ version: 1 }),
    own: 403,
  },
  { route: 'console/sites/[site]/content', method: 'GET', handler: listContent, own: 200 },
  {
    route: 'console/sites/[site]/content',
    method: 'POST',
    handler: createContentPage,
    body: (n) => ({
      path: `/pages/isolation-${n}`,
      title: 'Isolation sale',
      description: 'A sale page',
      expiry: '2099-01-01',
      body: 'Ends soon.',
    }),
    own: 201,
  },
  {
    route: 'console/sites/[site]/content/page/[...path]',
    method: 'GET',
    handler: contentPage,
    own: 200,
    page: true,
  },
  {
    route: 'console/sites/[site]/content/page/[...path]',
    method: 'PUT',
    handler: saveContentPage,
    body: () => ({ title: 'Members offer', description: 'Members only', expiry: '2099-01-01', body: 'Hi.' }),
    own: 200,
    page: true,
  },
  {
    route: 'console/sites/[site]/content/unpublished/[...path]',
    method: 'POST',
    handler: unpublishContentPage,
    own: 200,
    page: true,
  },
  {
    route: 'console/sites/[site]/content/page/[...path]',
    method: 'DELETE',
    handler: deleteContentPage,
    own: 204,
    page: true,
  },
  {
    route: 'console/sites/[site]/content/preview',
    method: 'POST',
    handler: previewContent,
    body: () => ({ body: '## Hello' }),
    own: 200,
  },
  // Sent as JSON, not a file: refused naming `image` on A's own site, after the site was found.
  { route: 'console/sites/[site]/content/images', method: 'POST', handler: uploadContentImage, own: 400 },
  {
    route: 'console/sites/[site]/staff/invitations',
    method: 'POST',
    handler: inviteStaff,
    body: (n) => ({ email: `isolation-${n}@example.com`, role: 'sales', dealerships: [] }),
    own: 201,
  },
];
