// First: zod must be jitless before ../schema makes its first schema (no eval under the CSP).
import '@/lib/zod-jitless';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { LeadForm } from '@/enquiries/rules';
import { type FormOptions, leadFieldsSchema } from '../schema';

/**
 * The react-hook-form resolver of a form: the same zod schema POST /api/leads checks with. Its own module,
 * loaded by the form on first use, so zod and the schemas stay out of the page's first-load JavaScript.
 */
export function leadResolver<Values extends FieldValues>(
  form: LeadForm,
  options: FormOptions,
): Resolver<Values> {
  return zodResolver(leadFieldsSchema(form, options)) as unknown as Resolver<Values>;
}
