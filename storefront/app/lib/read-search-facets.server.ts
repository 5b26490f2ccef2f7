import { z } from 'zod';
import { searchTypes } from './search-facets';
import type { Facets } from './search-facets';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Facets read from the URL; anything malformed is dropped rather than failing the page. */
const facetsSchema = z.object({
  q: z.string().trim().max(200).optional().catch(undefined),
  type: z.enum(searchTypes).optional().catch(undefined),
  category: z
    .string()
    .regex(/^[\w-]{1,64}$/)
    .optional()
    .catch(undefined),
  from: day.optional().catch(undefined),
  to: day.optional().catch(undefined),
  past: z.literal('1').optional().catch(undefined),
  sort: z.enum(['next', 'title']).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(500).optional().catch(undefined),
});

export function parseFacets(search: URLSearchParams): Facets {
  const raw = Object.fromEntries([...search.entries()].filter(([, v]) => v !== ''));
  return facetsSchema.parse(raw);
}
