import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Answer } from './checks';

// Every answer held against the OpenAPI document it came from: its status one the operation lists, its
// content type one the document gives for that status, and its body valid against that schema (JSON
// Schema 2020-12, checked by Ajv). A client generated from the document relies on exactly these three.

type Media = { schema?: unknown };
type DocumentResponse = { content?: Record<string, Media> };
type DocumentParameter = { name: string; in: string; 'x-multi-segment'?: boolean };
type DocumentOperation = { parameters?: DocumentParameter[]; responses: Record<string, DocumentResponse> };
export type ApiDocument = { paths: Record<string, Record<string, DocumentOperation>> };

const DOCUMENT_ID = 'openapi.json';
const pointer = (...parts: string[]) =>
  `${DOCUMENT_ID}#/${parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`;

const mediaType = (contentType: string) => contentType.split(';')[0].trim().toLowerCase();
const isJson = (type: string) => type === 'application/json' || type.endsWith('+json');

/**
 * Whether a request to `target` reaches the operation at `template` at all: a path that cannot be
 * %-decoded, or whose '.', '..' or empty segments Next.js resolves (or redirects, 308) to another path,
 * is answered by Next.js before any route of the platform, so its answer is not the operation's.
 */
export function reachesOperation(template: string, target: string, multiSegmentLast = false): boolean {
  const segments = target.split('?')[0].split('/').slice(1);
  const parts = template.split('/').slice(1);
  let decoded: string[];
  try {
    decoded = segments.map(decodeURIComponent);
  } catch {
    return false;
  }
  if (decoded.some((s) => s === '' || s === '.' || s === '..')) return false;
  return multiSegmentLast ? segments.length >= parts.length : segments.length === parts.length;
}

const errorText = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? [])
    .slice(0, 3)
    .map((e) => `${e.instancePath || '(body)'} ${e.message ?? 'is invalid'}`)
    .join('; ');

/**
 * A checker of answers against `document`: for an operation ('GET', '/api/cars/{slug}/pdf'), the target
 * the request was sent to and the answer, each way the answer breaks the document (none when it keeps it).
 */
export function answerChecker(document: ApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  ajv.addSchema(document as object, DOCUMENT_ID);
  const compiled = new Map<string, ValidateFunction>();
  const validator = (ref: string) => {
    let validate = compiled.get(ref);
    if (!validate) {
      validate = ajv.compile({ $ref: ref });
      compiled.set(ref, validate);
    }
    return validate;
  };

  return (method: string, template: string, target: string, answer: Answer): string[] => {
    const name = `${method.toUpperCase()} ${template}`;
    const operation = document.paths[template]?.[method.toLowerCase()];
    if (!operation) return [`${name}: no such operation in the document`];
    const multi = (operation.parameters ?? []).some(
      (p) => p['x-multi-segment'] && template.endsWith(`{${p.name}}`),
    );
    if (!reachesOperation(template, target, multi)) return [];
    const status = String(answer.status);
    const key = [status, `${status[0]}XX`, 'default'].find((k) => operation.responses[k]);
    if (!key) {
      const listed = Object.keys(operation.responses).join(', ');
      return [`${name} answered ${status}, a status the document does not list (${listed})`];
    }
    const content = operation.responses[key].content;
    if (!content) return [];
    const type = mediaType(answer.contentType);
    if (!content[type])
      return [
        `${name} ${status}: content type '${type || '(none)'}', the document gives ${Object.keys(content).join(', ')}`,
      ];
    if (!isJson(type) || content[type].schema === undefined) return [];
    if (answer.truncated) return [];
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      return [`${name} ${status}: the body is not JSON`];
    }
    const validate = validator(
      pointer('paths', template, method.toLowerCase(), 'responses', key, 'content', type, 'schema'),
    );
    return validate(body)
      ? []
      : [`${name} ${status}: the body breaks its schema: ${errorText(validate.errors)}`];
  };
}
