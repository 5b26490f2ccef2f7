import { z } from 'zod';
import { listingSchema } from '../../lib/domain/checkout.schemas';

/**
 * Operator listings (backend/API.md, Operators): outdoor and incoming operators, restaurateurs and
 * appointment organisers list, create and edit their own listings through `/shop/operatori/:kind`.
 * The backend refuses other users' listings (404 on read, 403 on edit); the guards pick the page.
 */

export const operatorKinds = {
  outdoor: { guard: 'outdoor-operator', path: 'outdoor', createGuard: 'outdoor-operator' },
  incoming: { guard: 'incoming-operator', path: 'incoming', createGuard: 'incoming-operator' },
  ristorazione: { guard: 'restaurateur', path: 'ristorazione', createGuard: 'restaurateur' },
  appuntamenti: { guard: 'organiser', path: 'appuntamenti', createGuard: 'organiser' },
} as const;
export type OperatorKind = keyof typeof operatorKinds;

/** The languages a listing is written in, in the order of the form's tabs. */
export const listingLanguages = ['it', 'en', 'fr'] as const;
export type ListingLanguage = (typeof listingLanguages)[number];

export const listingShape = z
  .object({
    id: z.number(),
    kind: z.string().optional(),
    stato: z.enum(['draft', 'in_review', 'published', 'rejected']).optional(),
    status: z.string().optional(),
    translations: z
      .array(
        z.object({
          id: z.number().optional(),
          languages_code: z.string(),
          titolo: z.string().nullable().optional(),
          descrizione: z.string().nullable().optional(),
          slug: z.string().nullable().optional(),
        }),
      )
      .default([]),
    cover: z.string().nullable().optional(),
    cover_image: z.object({ id: z.string() }).passthrough().nullable().optional(),
    email: z.string().nullable().optional(),
    telefono: z.string().nullable().optional(),
    sito: z.string().nullable().optional(),
    date_created: z.string().optional(),
    date_updated: z.string().nullable().optional(),
    slots: z
      .array(
        z.object({
          id: z.number().optional(),
          /** Slot key yyyyMMddHHmm, the city's wall-clock time. */
          data: z.string(),
          durata_minuti: z.number().nullable().optional(),
          /** null: unlimited places. */
          capacita: z.number().nullable(),
          lingua: z.string().nullable().optional(),
        }),
      )
      .optional(),
  })
  .passthrough()
  .transform((listing) => ({
    ...listing,
    stato: (listing.stato ??
      (['draft', 'in_review', 'published', 'rejected'].includes(listing.status ?? '')
        ? listing.status
        : 'draft')) as 'draft' | 'in_review' | 'published' | 'rejected',
  }));
export type Listing = z.output<typeof listingShape>;

/** Image types and size the product API accepts for a listing's picture. */
export const imageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export const imageMaxBytes = 10 * 1024 * 1024;

/** Why a chosen file cannot be the listing's image (a message key), or null when it can. */
export function imageProblem(file: { type: string; size: number }): string | null {
  if (!(imageTypes as readonly string[]).includes(file.type)) return 'commerce.operators.imageType';
  if (file.size > imageMaxBytes) return 'commerce.operators.imageTooLarge';
  return null;
}

/** The first file of a file field's value (a FileList in the browser), if any. */
function firstFile(value: unknown): File | null {
  if (typeof value !== 'object' || value === null || !('item' in value)) return null;
  return (value as FileList).item(0);
}

/** The shared listing schema plus the checks of the chosen image, run in the browser. */
export const listingFormSchema = listingSchema.extend({
  immagine: z
    .unknown()
    .superRefine((value, context) => {
      const file = firstFile(value);
      const problem = file ? imageProblem(file) : null;
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .optional(),
});

export function listingTitle(listing: Listing, lang: string): string {
  const translation =
    listing.translations.find((entry) => entry.languages_code === lang) ?? listing.translations[0];
  return translation?.titolo ?? `#${listing.id}`;
}

export type ListingFormValues = z.input<typeof listingFormSchema>;

/** The form's values for a listing (empty for a new one). */
export function listingDefaults(listing: Listing | null): ListingFormValues {
  const pick = (code: string) =>
    listing?.translations.find((entry) => entry.languages_code === code);
  return {
    titolo_it: pick('it')?.titolo ?? '',
    descrizione_it: pick('it')?.descrizione ?? '',
    titolo_en: pick('en')?.titolo ?? '',
    descrizione_en: pick('en')?.descrizione ?? '',
    titolo_fr: pick('fr')?.titolo ?? '',
    descrizione_fr: pick('fr')?.descrizione ?? '',
    email: listing?.email ?? '',
    telefono: listing?.telefono ?? '',
    sito: listing?.sito ?? '',
    invia: false,
  };
}

/** A slot key (yyyyMMddHHmm, the city's wall-clock time) as `yyyy-MM-ddTHH:mm`, or null. */
export function slotWallClock(key: string): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(key);
  return match ? `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}` : null;
}

/** Whether a form field belongs to a language's tab (titolo_en, descrizione_en), and which. */
export function languageOfField(name: string): ListingLanguage | null {
  const match = /^(?:titolo|descrizione)_(it|en|fr)$/.exec(name);
  return match ? (match[1] as ListingLanguage) : null;
}
