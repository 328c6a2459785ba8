import path from 'node:path';
import { expect } from '@playwright/test';
import { SMS_DIR } from '../../playwright.config';
import { newestSmsCode } from '../helpers/sms-code';

// What the accounts and garage specs share: a shopper's address and mobile, axe, and the code the
// embedded SMS sender wrote.

export const octet = () => Math.floor(Math.random() * 250) + 1;
/** A mobile no test has used, so the send limits and the new-shopper questions start afresh. */
export const newMobile = () => `04${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

export { axeClean } from './axe';

/** The code in the newest message the server wrote for this mobile. */
export async function codeSentTo(mobile: string): Promise<string> {
  let code = '';
  await expect(() => {
    code = newestSmsCode(path.resolve(SMS_DIR), mobile);
    expect(code).toMatch(/^\d{6}$/);
  }).toPass({ timeout: 10_000 });
  return code;
}
