import { z } from 'zod';
import {
  EMAIL_MESSAGE,
  FIRST_NAME_MESSAGE,
  LAST_NAME_MESSAGE,
  normaliseAuPhone,
  PHONE_MESSAGE,
} from '@/enquiries/rules';
import { visitorText } from '@/lib/visitor-input';

// What every payment's start call takes besides its own fields: the attempt's key and who pays. Free
// text loses its NUL characters and is bounded before it reaches the database or the payment provider.

export const IDEMPOTENCY_KEY = visitorText().trim().min(8).max(100);

const required = (max: number, message: string) =>
  z.preprocess((v) => v ?? '', visitorText({ message }).trim().min(1, message).max(max, message));

export const PAYER = {
  name: required(60, FIRST_NAME_MESSAGE),
  last_name: required(60, LAST_NAME_MESSAGE),
  email: required(200, EMAIL_MESSAGE).pipe(z.email({ message: EMAIL_MESSAGE })),
  phone: required(30, PHONE_MESSAGE)
    .refine((v) => normaliseAuPhone(v) !== null, PHONE_MESSAGE)
    .transform((v) => normaliseAuPhone(v) as string),
};
