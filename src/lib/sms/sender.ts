/** One text message; `to` in international form, e.g. '+61412345678'. */
export type SmsMessage = { to: string; body: string };

export type SmsSender = {
  /** Resolves once the gateway accepted the message (or the file is written); rejects otherwise. */
  send(message: SmsMessage, options?: { timeoutMs?: number }): Promise<void>;
};

/** How long a send may take before it is given up (the spec's send timeout). */
export const SMS_SEND_TIMEOUT_MS = 15_000;
