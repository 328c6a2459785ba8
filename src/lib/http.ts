import type { z } from 'zod';

export type ErrorBody = { error: string; issues?: { field: string; message: string }[] };

export function jsonError(status: number, error: string, issues?: ErrorBody['issues']): Response {
  return Response.json(issues ? { error, issues } : { error }, { status });
}

/** 400 naming each bad field, e.g. { error: 'Invalid field: event_id', issues: [{ field: 'event_id', ... }] }. */
export function validationError(error: z.ZodError): Response {
  const issues = error.issues.map((i) => ({ field: i.path.join('.') || '(body)', message: i.message }));
  const fields = [...new Set(issues.map((i) => i.field))];
  return jsonError(400, `Invalid field${fields.length > 1 ? 's' : ''}: ${fields.join(', ')}`, issues);
}

/** The request body as JSON, or null when it is not valid JSON. */
export async function readJson(request: Request): Promise<unknown | null> {
  try {
    return await request.json();
  } catch {
    return null;
  }
}
