import {
  LEAD_FAILED_MESSAGE,
  type LeadForm,
  NO_LEAD_ID_MESSAGE,
  SUBMIT_FAILED_MESSAGE,
} from '@/enquiries/rules';
import type { AnalyticsEventId } from '@/lib/analytics/events';
import { track } from '@/lib/analytics/track';
import { postJson, type SendOptions } from '@/lib/api-client';
import type { LeadRequest } from '../schema';

// The browser's side of POST /api/leads: the envelope around a form's fields, the call, and what the
// answer means for the form (success, field errors, a taken test-drive slot or a form-level error).

export type LeadIssue = { path: string; message: string };

export type LeadSubmitResult =
  | { kind: 'success'; leadId: string }
  | { kind: 'invalid'; message: string; issues: LeadIssue[] }
  | { kind: 'slot-taken'; message: string }
  | { kind: 'error'; message: string };

export const SLOT_TAKEN_MESSAGE = 'That time has just been booked. Please choose another time.';

type Page = { href: string; pathname: string; userAgent: string };

/**
 * The LeadRequest of a submission (AF §3 lead payload): the form, its idempotency key, the fields, the
 * car, where it was sent from (url, page_id = the path), the browser, the lead attributes and the
 * honeypot. Long values are cut to what the server accepts, so a long URL never costs a lead.
 */
export function buildLeadRequest(input: {
  form: LeadForm;
  idempotencyKey: string;
  fields: Record<string, unknown>;
  carId?: number | null;
  page: Page;
  attributes: { visited_pages: string[]; linked_query_params: Record<string, string> };
  website?: string;
}): LeadRequest {
  const request: LeadRequest = {
    form: input.form,
    idempotency_key: input.idempotencyKey,
    fields: input.fields,
    url: input.page.href.slice(0, 2000),
    source: 'Website',
    user_agent: input.page.userAgent.slice(0, 1000),
    page_id: input.page.pathname.slice(0, 200),
    lead_attributes: input.attributes,
  };
  if (input.carId) request.car_id = input.carId;
  if (input.website) request.website = input.website.slice(0, 500);
  return request;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The issues of a 400 ({ field: 'fields.postcode', message }, as every API route names them). */
function readIssues(value: unknown): LeadIssue[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((issue) => {
    if (!isObject(issue) || typeof issue.message !== 'string') return [];
    const path = typeof issue.field === 'string' ? issue.field : '';
    return [{ path, message: issue.message }];
  });
}

/**
 * What an answer of POST /api/leads means (AF §8): a lead_id is success (201 new, 200 the same
 * submission again); 400 names fields; 409 is a taken slot; a 5xx is 'An error occurred when submitting
 * this form'; any other answer without a lead_id shows the server's error, else 'An unexpected error
 * occured'.
 */
export function interpretLeadResponse(status: number, body: unknown): LeadSubmitResult {
  const data = isObject(body) ? body : {};
  const error = typeof data.error === 'string' && data.error.trim() !== '' ? data.error : null;
  if (status >= 500) return { kind: 'error', message: SUBMIT_FAILED_MESSAGE };
  if (status >= 200 && status < 300 && typeof data.lead_id === 'string' && data.lead_id !== '')
    return { kind: 'success', leadId: data.lead_id };
  if (status === 400)
    return { kind: 'invalid', message: error ?? NO_LEAD_ID_MESSAGE, issues: readIssues(data.issues) };
  if (status === 409) return { kind: 'slot-taken', message: error ?? SLOT_TAKEN_MESSAGE };
  return { kind: 'error', message: error ?? NO_LEAD_ID_MESSAGE };
}

/** POSTs the lead; a network failure or an unreadable answer is a form-level error, logged. */
export async function postLead(
  request: LeadRequest,
  fetchImpl?: SendOptions['fetchImpl'],
): Promise<LeadSubmitResult> {
  const answer = await postJson('/api/leads', request, { fetchImpl });
  if (answer.kind === 'failed') {
    console.error(LEAD_FAILED_MESSAGE, answer.error);
    return { kind: 'error', message: SUBMIT_FAILED_MESSAGE };
  }
  const result = interpretLeadResponse(answer.status, answer.body);
  if (result.kind === 'error')
    console.error(LEAD_FAILED_MESSAGE, { status: answer.status, body: answer.body });
  return result;
}

/** The form field an issue names: 'fields.postcode' → 'postcode'; envelope paths ('car_id') → null. */
export function issueField(path: string): string | null {
  return path.startsWith('fields.') ? path.slice('fields.'.length).split('.')[0] || null : null;
}

/** How long a successful lead waits for its analytics event before going to /success. */
export const LEAD_EVENT_TIMEOUT_MS = 1500;

/**
 * Logs the lead's analytics event before the success page loads (AF §7). The request is a keepalive
 * one, so it still arrives if the wait runs out first; analytics never holds a shopper up for long.
 */
export async function sendLeadEvent(
  eventId: AnalyticsEventId | null,
  carId: number | null | undefined,
  timeoutMs = LEAD_EVENT_TIMEOUT_MS,
): Promise<void> {
  if (eventId === null) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    track(eventId, carId ? { carId } : {}),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, timeoutMs);
    }),
  ]);
  clearTimeout(timer);
}
