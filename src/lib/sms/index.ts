// Text messages to shoppers' mobiles (sign-in codes). One adapter, two transports: ClickSend when
// CLICKSEND_USERNAME and CLICKSEND_API_KEY are set, else each message written as a JSON file under
// SMS_DIR, so a developer signs in with no SMS gateway at all.

import { env } from '@/lib/env';
import { createClickSendSender } from './clicksend';
import { createFileSender } from './file-sender';
import type { SmsSender } from './sender';

export { SMS_SEND_TIMEOUT_MS, type SmsMessage, type SmsSender } from './sender';

let sender: SmsSender | undefined;

/** The sender the environment asks for, made once per process. */
export function smsSender(): SmsSender {
  sender ??=
    env.CLICKSEND_USERNAME && env.CLICKSEND_API_KEY
      ? createClickSendSender({
          baseUrl: env.CLICKSEND_URL,
          username: env.CLICKSEND_USERNAME,
          apiKey: env.CLICKSEND_API_KEY,
          from: env.SMS_FROM,
        })
      : createFileSender(env.SMS_DIR);
  return sender;
}
