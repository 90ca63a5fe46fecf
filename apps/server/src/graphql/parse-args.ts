import type { Language } from '@sesame/domain/i18n/language';
import type { z } from 'zod';
import { userError } from './user-error.ts';

/**
 * Checks a query's arguments before anything is read (DESIGN.md invariant 4): a refusal is
 * INVALID_INPUT in the request's language, naming the arguments at fault.
 */
export function parseArgs<S extends z.ZodType>(
  schema: S,
  args: unknown,
  language: Language,
): z.output<S> {
  const result = schema.safeParse(args);
  if (result.success) return result.data;
  throw userError('INVALID_INPUT', language, {
    fields: result.error.issues.map((issue) => issue.path.join('.')).filter(Boolean),
  });
}
