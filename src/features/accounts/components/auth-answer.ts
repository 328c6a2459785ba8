// What the sign-in calls answer, read the same way by the sign-in page and the phone check nested in
// other forms, and the look their buttons share.

export type Issue = { field?: string; message?: string };
export type Answer = { error?: string; issues?: Issue[]; user?: { phone: string } };

export const buttonClass =
  'inline-flex items-center justify-center gap-2 rounded-site px-4 py-2.5 font-bold disabled:opacity-60';

/** The call's JSON body, or {} when it has none (a proxy's error page). */
export async function answerOf(response: Response): Promise<Answer> {
  return (await response.json().catch(() => ({}))) as Answer;
}
