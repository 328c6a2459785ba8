// The embedded SMS transport: each message written as a JSON file under SMS_DIR and logged, so a
// developer (or a test) reads the sign-in code a shopper would have received, with no gateway at all.

import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { logger } from '@/lib/logger';
import type { SmsSender } from './sender';

export type StoredSms = { to: string; body: string; sentAt: string };

const digitsOf = (to: string) => to.replace(/\D/g, '');

/** '+61412345678' → '+614*****678': enough to tell numbers apart in a log, not enough to call one. */
function maskNumber(to: string): string {
  if (to.length <= 7) return '*'.repeat(to.length);
  return `${to.slice(0, 4)}${'*'.repeat(to.length - 7)}${to.slice(-3)}`;
}

// Strictly increasing within the process, so two messages in the same millisecond still sort in order.
let lastStamp = 0;

export function createFileSender(dir: string): SmsSender {
  return {
    send: async ({ to, body }) => {
      const now = new Date();
      lastStamp = Math.max(now.getTime(), lastStamp + 1);
      const file = path.join(dir, `${digitsOf(to)}-${lastStamp}-${randomBytes(4).toString('hex')}.json`);
      const stored: StoredSms = { to, body, sentAt: now.toISOString() };
      await mkdir(dir, { recursive: true });
      // Written aside then renamed, so a reader never sees half a message.
      await writeFile(`${file}.tmp`, `${JSON.stringify(stored, null, 2)}\n`);
      await rename(`${file}.tmp`, file);
      logger.info({ to: maskNumber(to), body }, 'SMS written to file');
    },
  };
}

/** The newest message written to `to` under `dir`, or null when there is none. */
export async function latestSms(dir: string, to: string): Promise<StoredSms | null> {
  const prefix = `${digitsOf(to)}-`;
  const names = await readdir(dir).catch(() => [] as string[]);
  const stamps = names
    .filter((name) => name.startsWith(prefix) && name.endsWith('.json'))
    .map((name) => ({ name, stamp: Number(name.slice(prefix.length).split('-')[0]) }));
  if (stamps.length === 0) return null;
  const newest = stamps.reduce((a, b) => (b.stamp > a.stamp ? b : a));
  return JSON.parse(await readFile(path.join(dir, newest.name), 'utf8')) as StoredSms;
}
