import fs from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { SMS_DIR } from '../../playwright.config';

// What the accounts and garage specs share: a shopper's address and mobile, axe, and the code the
// embedded SMS sender wrote.

export const octet = () => Math.floor(Math.random() * 250) + 1;
/** A mobile no test has used, so the send limits and the new-shopper questions start afresh. */
export const newMobile = () => `04${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

export { axeClean } from './axe';

/** The code in the newest message the server wrote for this mobile. */
export async function codeSentTo(mobile: string): Promise<string> {
  const prefix = `61${mobile.slice(1)}-`;
  let code = '';
  await expect(async () => {
    const names = (await fs.readdir(path.resolve(SMS_DIR))).filter((name) => name.startsWith(prefix));
    const newest = names.sort((a, b) => Number(a.split('-')[1]) - Number(b.split('-')[1])).at(-1);
    if (!newest) throw new Error(`no message to ${mobile}`);
    const { body } = JSON.parse(await fs.readFile(path.join(SMS_DIR, newest), 'utf8')) as { body: string };
    code = /^(\d{6}) /.exec(body)?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
  }).toPass({ timeout: 10_000 });
  return code;
}
