// What the sign-in calls answer, as the sign-in page and the phone check nested in other forms read it,
// and the look their buttons share.

export type Issue = { field?: string; message?: string };
export type Answer = { error?: string; issues?: Issue[]; user?: { phone: string } };

export const buttonClass =
  'inline-flex items-center justify-center gap-2 rounded-site px-4 py-2.5 font-bold disabled:opacity-60';
