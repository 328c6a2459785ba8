// The dealer's CRM webhook: the lead POSTed as ADF XML or as JSON (the stored payload plus lead_id).
// `Idempotency-Key: {lead id}` lets the CRM recognise a retry of a lead it already took (an answer lost
// on the way back makes the outbox send again).
//
// Sent with node:http(s) on a fresh connection each time rather than fetch's keep-alive pool: leads are
// minutes apart, so a pooled socket is usually one the CRM has already closed, and reusing it fails the
// attempt with ECONNRESET (seen whenever the process was busy when the close arrived) and costs a retry.

import http from 'node:http';
import https from 'node:https';
import { buildAdf } from './adf';
import type { DeliverableLead } from './delivery-rules';

export const WEBHOOK_TIMEOUT_MS = 10_000;

export class WebhookError extends Error {}

/** The request body and content type for the CRM's format. */
export function webhookBody(
  lead: DeliverableLead,
  format: 'adf' | 'json',
): { contentType: string; body: string } {
  if (format === 'adf') return { contentType: 'application/xml', body: buildAdf(lead) };
  return { contentType: 'application/json', body: JSON.stringify({ lead_id: lead.id, ...lead.payload }) };
}

/**
 * Sends the lead; resolves on a 2xx answer, throws a WebhookError naming the status or the failure. The
 * whole exchange (connect, send, answer) must finish within `timeoutMs`. Redirects are not followed: a
 * CRM that moved is a configuration to fix, not a lead to send somewhere else.
 */
export async function postWebhook(
  url: string,
  lead: DeliverableLead,
  format: 'adf' | 'json',
  timeoutMs = WEBHOOK_TIMEOUT_MS,
): Promise<void> {
  const { contentType, body } = webhookBody(lead, format);
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    throw new WebhookError(`CRM webhook URL is not a URL: ${url}`);
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') {
    throw new WebhookError(`CRM webhook ${url} must be http or https`);
  }
  const send = target.protocol === 'https:' ? https.request : http.request;
  const { status, answer } = await new Promise<{ status: number; answer: string }>((resolve, reject) => {
    const request = send(
      target,
      {
        method: 'POST',
        agent: false,
        signal: AbortSignal.timeout(timeoutMs),
        headers: {
          'content-type': contentType,
          'content-length': Buffer.byteLength(body),
          'idempotency-key': lead.id,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (text.length < 1000) text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, answer: text }));
        response.on('error', reject);
      },
    );
    request.on('error', (error) =>
      reject(
        error.name === 'AbortError'
          ? new WebhookError(`CRM webhook ${url} failed: no answer in ${timeoutMs} ms`)
          : new WebhookError(`CRM webhook ${url} failed: ${error.message}`),
      ),
    );
    request.end(body);
  });
  if (status < 200 || status > 299) {
    throw new WebhookError(`CRM webhook ${url} answered ${status}: ${answer.slice(0, 200)}`);
  }
}
