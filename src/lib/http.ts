import { z } from 'zod';

/** Every error answer of the API: what went wrong, and for bad input each field at fault. */
export const ErrorBodySchema = z.object({
  error: z.string(),
  issues: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
export type FieldIssue = NonNullable<ErrorBody['issues']>[number];

export function jsonError(status: number, error: string, issues?: ErrorBody['issues']): Response {
  return Response.json(issues ? { error, issues } : { error }, { status });
}

/** What an issue says of a field the endpoint does not take. */
export const UNKNOWN_FIELD_MESSAGE = 'Unknown field.';

/**
 * A zod error's issues by dotted field name, under `prefix` when given ('fields' → 'fields.postcode').
 * A strict object's unknown keys are each named ({ colour: 1 } → 'colour'), not its body as a whole.
 */
export function fieldIssues(error: z.ZodError, prefix?: string): FieldIssue[] {
  const name = (path: PropertyKey[]) => [prefix, ...path.map(String)].filter(Boolean).join('.') || '(body)';
  return error.issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({ field: name([...issue.path, key]), message: UNKNOWN_FIELD_MESSAGE }))
      : [{ field: name(issue.path), message: issue.message }],
  );
}

/** The body of a 400 naming each bad field: { error: 'Invalid fields: a, b', issues: [...] }. */
export function invalidFieldsBody(issues: FieldIssue[]): Required<ErrorBody> {
  const fields = [...new Set(issues.map((i) => i.field))];
  return { error: `Invalid field${fields.length > 1 ? 's' : ''}: ${fields.join(', ')}`, issues };
}

/** 400 naming each bad field, e.g. { error: 'Invalid field: event_id', issues: [{ field: 'event_id', ... }] }. */
export function validationError(error: z.ZodError): Response {
  return Response.json(invalidFieldsBody(fieldIssues(error)), { status: 400 });
}

/** The request body as a JSON object, or the 400 that says it is not one. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown> | Response> {
  const body = await readJson(request);
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return jsonError(400, 'Invalid field: body must be a JSON object');
  }
  return body as Record<string, unknown>;
}

/** The request body as JSON, or null when it is not valid JSON. */
export async function readJson(request: Request): Promise<unknown | null> {
  try {
    return await request.json();
  } catch {
    return null;
  }
}

/** The body parsed by the call's schema, or the 400 to answer with (naming each bad field). */
export async function readValidJson<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<z.infer<S> | Response> {
  const body = await readJson(request);
  if (body === null) return jsonError(400, 'Invalid field: body must be JSON');
  const parsed = schema.safeParse(body);
  return parsed.success ? parsed.data : validationError(parsed.error);
}

/** One field's refusal: { error, issues: [{ field, message }] }, status 400 unless given. */
export function fieldError(field: string, message: string, status = 400): Response {
  return jsonError(status, message, [{ field, message }]);
}
