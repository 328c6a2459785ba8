// ClickSend (an Australian SMS gateway), REST API v3: POST {base}/v3/sms/send with HTTP basic auth
// (username, API key). A 200 answer still carries a status per message, and only 'SUCCESS' means it
// was queued for delivery; anything else (e.g. 'INVALID_RECIPIENT') is a failed send.

import { SMS_SEND_TIMEOUT_MS, type SmsSender } from './sender';

export type ClickSendSettings = {
  /** 'https://rest.clicksend.com' in production; a local fake server in tests. */
  baseUrl: string;
  username: string;
  apiKey: string;
  /** The sender id shown to the shopper; unset uses the account's default sender. */
  from?: string;
};

export class SmsError extends Error {}

type ClickSendAnswer = {
  response_code?: string;
  response_msg?: string;
  data?: { messages?: { status?: string }[] };
};

export function createClickSendSender(settings: ClickSendSettings): SmsSender {
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/v3/sms/send`;
  const authorization = `Basic ${Buffer.from(`${settings.username}:${settings.apiKey}`).toString('base64')}`;
  return {
    send: async ({ to, body }, options) => {
      const timeoutMs = options?.timeoutMs ?? SMS_SEND_TIMEOUT_MS;
      const message = { to, body, ...(settings.from ? { from: settings.from } : {}) };
      let status: number;
      let answer: ClickSendAnswer;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ messages: [message] }),
          redirect: 'error',
          signal: AbortSignal.timeout(timeoutMs),
        });
        status = response.status;
        answer = (await response.json().catch(() => ({}))) as ClickSendAnswer;
      } catch (error) {
        const name = (error as Error).name;
        throw new SmsError(
          name === 'TimeoutError' || name === 'AbortError'
            ? `ClickSend gave no answer in ${timeoutMs} ms`
            : `ClickSend could not be reached: ${(error as Error).message}`,
        );
      }
      if (status < 200 || status > 299) {
        throw new SmsError(`ClickSend answered ${status} ${answer.response_code ?? ''}`.trim());
      }
      const messageStatus = answer.data?.messages?.[0]?.status ?? answer.response_code ?? 'no status';
      if (messageStatus !== 'SUCCESS') throw new SmsError(`ClickSend refused the SMS: ${messageStatus}`);
    },
  };
}
