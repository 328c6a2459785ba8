import { z } from 'zod';
import { InviteRequest } from '@/staff/invite';

// The console API's request bodies (README, API): one schema per call, shared with its form.

export const SignInRequest = z.strictObject({
  email: z.email('Enter your email address.').max(254),
  password: z.string().min(1, 'Enter your password.').max(1024),
});

export const SecondFactorRequest = z.strictObject({
  code: z.string().trim().min(6, 'Enter the code.').max(32),
  kind: z.enum(['totp', 'recovery']).default('totp'),
});

export const AcceptInvitationRequest = z.strictObject({
  token: z.string().min(1).max(100),
  name: z.string().max(200).default(''),
  password: z.string().min(1, 'Enter a password.').max(1024),
});

export const ForgotPasswordRequest = z.strictObject({
  email: z.email('Enter your email address.').max(254),
});

export const ResetPasswordRequest = z.strictObject({
  token: z.string().min(1).max(200),
  password: z.string().min(1, 'Enter a password.').max(1024),
});

export const EnableTwoFactorRequest = z.strictObject({
  password: z.string().min(1, 'Enter your password.').max(1024),
});

export const ConfirmTwoFactorRequest = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.'),
});

/** An invitation from the Staff screen: the site is the screen's. */
export const SiteInviteRequest = InviteRequest.omit({ site: true });
