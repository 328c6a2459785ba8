import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEAD_FAILED_MESSAGE, NO_LEAD_ID_MESSAGE, SUBMIT_FAILED_MESSAGE } from '@/enquiries/rules';
import { LeadRequestSchema } from '../schema';
import {
  buildLeadRequest,
  interpretLeadResponse,
  issueField,
  postLead,
  SLOT_TAKEN_MESSAGE,
  sendLeadEvent,
} from './submit-lead';

const page = {
  href: 'https://coastal.example.com.au/cars/2021-toyota-rav4?utm_source=fb',
  pathname: '/cars/2021-toyota-rav4',
  userAgent: 'Mozilla/5.0',
};
const attributes = {
  visited_pages: ['/', '/cars/2021-toyota-rav4'],
  linked_query_params: { utm_source: 'fb' },
};

describe('buildLeadRequest', () => {
  it('builds an envelope the server accepts', () => {
    const request = buildLeadRequest({
      form: 'enquiry',
      idempotencyKey: crypto.randomUUID(),
      fields: { name: 'Anna', email: 'anna@example.com' },
      carId: 42,
      page,
      attributes,
    });
    expect(request).toMatchObject({
      form: 'enquiry',
      car_id: 42,
      url: page.href,
      source: 'Website',
      user_agent: 'Mozilla/5.0',
      page_id: '/cars/2021-toyota-rav4',
      lead_attributes: attributes,
    });
    expect(request).not.toHaveProperty('website');
    expect(LeadRequestSchema.safeParse(request).success).toBe(true);
  });

  it('leaves out a missing car, keeps a filled honeypot and cuts long values', () => {
    const request = buildLeadRequest({
      form: 'contact',
      idempotencyKey: 'abcdefgh',
      fields: {},
      carId: null,
      page: {
        href: `https://x.example.com/${'a'.repeat(2500)}`,
        pathname: `/${'p'.repeat(300)}`,
        userAgent: 'u'.repeat(1200),
      },
      attributes,
      website: 'spam.example.com',
    });
    expect(request).not.toHaveProperty('car_id');
    expect(request.website).toBe('spam.example.com');
    expect(request.url).toHaveLength(2000);
    expect(request.page_id).toHaveLength(200);
    expect(request.user_agent).toHaveLength(1000);
    expect(LeadRequestSchema.safeParse(request).success).toBe(true);
  });
});

describe('interpretLeadResponse', () => {
  it('is a success with a lead_id: 201 new, 200 the same submission', () => {
    expect(interpretLeadResponse(201, { lead_id: 'a1' })).toEqual({ kind: 'success', leadId: 'a1' });
    expect(interpretLeadResponse(200, { lead_id: 'a1' })).toEqual({ kind: 'success', leadId: 'a1' });
  });

  it("without a lead_id shows the server's error, else 'An unexpected error occured'", () => {
    expect(interpretLeadResponse(200, {})).toEqual({ kind: 'error', message: NO_LEAD_ID_MESSAGE });
    expect(interpretLeadResponse(200, { error: 'Nope' })).toEqual({ kind: 'error', message: 'Nope' });
    expect(interpretLeadResponse(404, { error: 'Car not found' })).toEqual({
      kind: 'error',
      message: 'Car not found',
    });
    const limited = 'Too many enquiries from this connection. Please try again in a few minutes.';
    expect(interpretLeadResponse(429, { error: limited })).toEqual({ kind: 'error', message: limited });
    expect(interpretLeadResponse(403, null)).toEqual({ kind: 'error', message: NO_LEAD_ID_MESSAGE });
  });

  it("is 'An error occurred when submitting this form' on a server failure", () => {
    expect(interpretLeadResponse(500, { error: 'boom' })).toEqual({
      kind: 'error',
      message: SUBMIT_FAILED_MESSAGE,
    });
    expect(interpretLeadResponse(503, null)).toEqual({ kind: 'error', message: SUBMIT_FAILED_MESSAGE });
  });

  it('reads the fields of a 400', () => {
    expect(
      interpretLeadResponse(400, {
        error: 'Invalid fields: fields.postcode, car_id',
        issues: [
          { field: 'fields.postcode', message: 'Invalid postcode' },
          { field: 'car_id', message: 'Required' },
          { field: 'x' },
        ],
      }),
    ).toEqual({
      kind: 'invalid',
      message: 'Invalid fields: fields.postcode, car_id',
      issues: [
        { path: 'fields.postcode', message: 'Invalid postcode' },
        { path: 'car_id', message: 'Required' },
      ],
    });
  });

  it('is a taken slot on 409', () => {
    expect(interpretLeadResponse(409, {})).toEqual({ kind: 'slot-taken', message: SLOT_TAKEN_MESSAGE });
  });
});

describe('issueField', () => {
  it.each([
    ['fields.postcode', 'postcode'],
    ['fields.additional_services.0', 'additional_services'],
    ['car_id', null],
    ['fields.', null],
  ])('%s → %s', (path, field) => {
    expect(issueField(path)).toBe(field);
  });
});

describe('postLead', () => {
  afterEach(() => vi.restoreAllMocks());
  const request = buildLeadRequest({
    form: 'contact',
    idempotencyKey: 'abcdefgh',
    fields: {},
    page,
    attributes,
  });

  it('posts JSON to /api/leads', async () => {
    const fetchImpl = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) =>
      Response.json({ lead_id: 'L1' }, { status: 201 }),
    );
    expect(await postLead(request, fetchImpl)).toEqual({ kind: 'success', leadId: 'L1' });
    expect(fetchImpl).toHaveBeenCalledWith('/api/leads', expect.objectContaining({ method: 'POST' }));
    expect(JSON.parse(fetchImpl.mock.calls[0][1]?.body as string)).toEqual(request);
  });

  it("logs 'Lead submission failed' when the request or the server fails", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await postLead(request, offline)).toEqual({ kind: 'error', message: SUBMIT_FAILED_MESSAGE });
    const html = vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await postLead(request, html)).toEqual({ kind: 'error', message: SUBMIT_FAILED_MESSAGE });
    expect(logged).toHaveBeenCalledTimes(2);
    expect(logged.mock.calls.every((call) => call[0] === LEAD_FAILED_MESSAGE)).toBe(true);
  });
});

describe('sendLeadEvent', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends nothing for a lead without an event', async () => {
    const fetchImpl = vi.fn();
    vi.stubGlobal('fetch', fetchImpl);
    await sendLeadEvent(null, 1);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('waits for the event, but no longer than its timeout', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal('window', { location: { pathname: '/cars/x', search: '' } });
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        sent.push(JSON.parse(init.body as string));
        return new Promise<Response>(() => undefined); // never answers
      }),
    );
    const started = Date.now();
    await sendLeadEvent(15, 42, 50);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(sent).toEqual([{ event_id: 15, car_id: 42, page: '/cars/x' }]);
  });
});
