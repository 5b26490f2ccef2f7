// Query parsing of the content API: the zod schemas' shared parts and the parse that answers a
// bad query as 400 INVALID_QUERY naming the field.
import { z } from 'zod';
import { badRequest } from '../../shared/http';
import { locales } from './items/values';

export const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD')
  .refine((s) => !Number.isNaN(Date.parse(s)), 'not a date');
export const localeSchema = z.enum(locales).default('it');
export const intString = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, 'expected a positive integer')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

/** The query parsed by the schema; a failure throws 400 naming the first field in error. */
export function parse<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  // a static token may travel as ?access_token= (read by Directus before the endpoint)
  const { access_token: _token, ...query } = (value ?? {}) as Record<string, unknown>;
  const result = schema.safeParse(query);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.length
    ? String(issue.path[0])
    : issue.code === 'unrecognized_keys'
      ? (issue as { keys?: string[] }).keys?.[0]
      : undefined;
  throw badRequest(
    issue.code === 'unrecognized_keys'
      ? `Unknown query parameter "${field}".`
      : `Invalid value for "${field}": ${issue.message}`,
    field,
  );
}
