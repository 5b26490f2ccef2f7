import { z } from 'zod';
import {
  type FieldErrorMap,
  formValues,
  listingSchema,
  parseValues,
} from '../../lib/domain/checkout.schemas';

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

/** The chosen file of a file field's value (a File, or a FileList in a form library), if any. */
function chosenFile(value: unknown): { type: string; size: number } | null {
  if (typeof value !== 'object' || value === null) return null;
  const file =
    'item' in value && typeof (value as FileList).item === 'function'
      ? (value as FileList).item(0)
      : value;
  if (!file || typeof file !== 'object') return null;
  const { size, type } = file as { size?: unknown; type?: unknown };
  // An input left empty sends a file without a name or bytes.
  if (typeof size !== 'number' || size <= 0) return null;
  return { size, type: typeof type === 'string' ? type : '' };
}

/** The listing's picture as its form sends it: no file, or a file of an accepted type and size. */
const imageField = z
  .unknown()
  .superRefine((value, context) => {
    const file = chosenFile(value);
    const problem = file ? imageProblem(file) : null;
    if (problem) context.addIssue({ code: 'custom', message: problem });
  })
  .optional();

/** The shared listing schema plus the chosen image: the form of every kind, in the browser and the action. */
export const listingFormSchema = listingSchema.extend({ immagine: imageField });

/** Rows of dates and places an organiser's form sends at most (its slots and three empty rows). */
export const maxSlotRows = 20;
/** Empty rows offered under a listing's slots, for new dates. */
export const newSlotRows = 3;

export const slotError = 'commerce.operators.slotInvalid';
const slotText = z.string({ error: slotError }).max(40, slotError).optional();
const slotFields = Object.fromEntries(
  Array.from({ length: maxSlotRows }, (_, index) => [
    [`slot_id_${index}`, slotText],
    [`slot_data_${index}`, slotText],
    [`slot_capacita_${index}`, slotText],
  ]).flat(),
) as Record<string, typeof slotText>;

/** A datetime-local value (the city's wall-clock time, seconds allowed) as a slot key yyyyMMddHHmm. */
export function slotKeyOf(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/.exec(value);
  if (!match) return null;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match
    .slice(1, 7)
    .map((part) => Number(part ?? 0));
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day ||
    date.getUTCHours() !== hour ||
    date.getUTCMinutes() !== minute ||
    second > 59
  )
    return null;
  return match.slice(1, 6).join('');
}

/** Places of a slot row: a whole number from 1 to 10,000, or null. */
export function slotPlacesOf(value: string): number | null {
  if (!/^\d{1,5}$/.test(value)) return null;
  const places = Number(value);
  return places >= 1 && places <= 10_000 ? places : null;
}

export interface SlotRow {
  id?: number;
  data: string;
  capacita: number;
  durata_minuti: number;
}

/** The filled rows of dates and places (a start and its places each), or each faulty row's field. */
function slotRowsOf(values: Record<string, string | undefined>): {
  slots: SlotRow[];
  errors: Array<{ field: string }>;
} {
  const slots: SlotRow[] = [];
  const errors: Array<{ field: string }> = [];
  for (let index = 0; index < maxSlotRows; index += 1) {
    const when = (values[`slot_data_${index}`] ?? '').trim();
    const capacity = (values[`slot_capacita_${index}`] ?? '').trim();
    const id = (values[`slot_id_${index}`] ?? '').trim();
    if (!when && !capacity) continue;
    const key = slotKeyOf(when);
    const places = slotPlacesOf(capacity);
    // A slot's id is the form's own hidden value: one that is not a number refuses the row.
    if (!key || (id !== '' && !/^\d{1,9}$/.test(id))) errors.push({ field: `slot_data_${index}` });
    if (places === null) errors.push({ field: `slot_capacita_${index}` });
    if (key && places !== null && (id === '' || /^\d{1,9}$/.test(id)))
      slots.push({
        ...(id ? { id: Number(id) } : {}),
        data: key,
        capacita: places,
        durata_minuti: 60,
      });
  }
  return { slots, errors };
}

/** An organiser's form: the listing, the image, and rows of dates and places. */
export const listingSlotsFormSchema = listingFormSchema
  .extend(slotFields)
  .superRefine((values, context) => {
    for (const { field } of slotRowsOf(values as Record<string, string | undefined>).errors)
      context.addIssue({ code: 'custom', message: slotError, path: [field] });
  });

/** The names of the fields a kind's form shows (and sends back when refused), hidden ones aside. */
export function listingFieldNames(kind: OperatorKind): string[] {
  return [
    ...listingLanguages.flatMap((code) => [`titolo_${code}`, `descrizione_${code}`]),
    'email',
    'telefono',
    'sito',
    'invia',
    ...(kind === 'appuntamenti'
      ? Array.from({ length: maxSlotRows }, (_, index) => [
          `slot_data_${index}`,
          `slot_capacita_${index}`,
        ]).flat()
      : []),
  ];
}

/** The form schema of a kind of listing. */
export function listingSchemaOf(kind: OperatorKind) {
  return kind === 'appuntamenti' ? listingSlotsFormSchema : listingFormSchema;
}

/** The posted form as the listing schemas read it: its text values and the chosen image. */
export function listingFormValues(formData: FormData): Record<string, unknown> {
  return { ...formValues(formData), immagine: formData.get('immagine') ?? undefined };
}

export interface ListingSubmission {
  values: z.output<typeof listingFormSchema>;
  /** The chosen image, when one was chosen. */
  image: File | null;
  /** An organiser's dates and places (kind appuntamenti), else undefined. */
  slots?: SlotRow[];
}

/**
 * Checks a posted listing form with its kind's schema, as the browser's check does: the listing
 * to save, or the message key of every field at fault. Never throws, whatever is posted.
 */
export function parseListingForm(
  formData: FormData,
  kind: OperatorKind,
): { success: true; listing: ListingSubmission } | { success: false; fieldErrors: FieldErrorMap } {
  const parsed = parseValues<Record<string, unknown>>(
    listingSchemaOf(kind),
    listingFormValues(formData),
  );
  if (!parsed.success) return parsed;
  const file = formData.get('immagine');
  const values = parsed.data as z.output<typeof listingFormSchema>;
  return {
    success: true,
    listing: {
      values,
      image: file instanceof File && chosenFile(file) ? file : null,
      ...(kind === 'appuntamenti'
        ? { slots: slotRowsOf(parsed.data as Record<string, string | undefined>).slots }
        : {}),
    },
  };
}

export function listingTitle(listing: Listing, lang: string): string {
  const translation =
    listing.translations.find((entry) => entry.languages_code === lang) ?? listing.translations[0];
  return translation?.titolo ?? `#${listing.id}`;
}

/**
 * The form's values for a listing, as its fields hold them (empty for a new one): each language's
 * title and description, the contacts, and an organiser's slots by row.
 */
export function listingDefaults(listing: Listing | null): Record<string, string> {
  const pick = (code: string) =>
    listing?.translations.find((entry) => entry.languages_code === code);
  const values: Record<string, string> = {
    titolo_it: pick('it')?.titolo ?? '',
    descrizione_it: pick('it')?.descrizione ?? '',
    titolo_en: pick('en')?.titolo ?? '',
    descrizione_en: pick('en')?.descrizione ?? '',
    titolo_fr: pick('fr')?.titolo ?? '',
    descrizione_fr: pick('fr')?.descrizione ?? '',
    email: listing?.email ?? '',
    telefono: listing?.telefono ?? '',
    sito: listing?.sito ?? '',
    invia: '',
  };
  for (const [index, slot] of (listing?.slots ?? []).entries()) {
    values[`slot_data_${index}`] = slotWallClock(slot.data) ?? '';
    values[`slot_capacita_${index}`] = slot.capacita === null ? '' : String(slot.capacita);
  }
  return values;
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
