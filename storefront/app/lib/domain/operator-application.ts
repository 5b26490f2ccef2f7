import { z } from 'zod';

/**
 * The operator application form (outdoor and incoming), shared by the browser (react-hook-form
 * through the zod resolver) and the route action. Rules match `POST /shop/operatori/candidature`
 * (backend/API.md). Messages are i18n keys `commerce.application.errors.<field>.<reason>`, each
 * naming the field and what is wrong with it.
 */

export const applicationFields = [
  'ragione_sociale',
  'partita_iva',
  'telefono',
  'sito_web',
  'descrizione',
] as const;
export type ApplicationField = (typeof applicationFields)[number];

export type ApplicationReason = 'required' | 'too_short' | 'too_long' | 'format';

export const applicationError = (field: ApplicationField, reason: ApplicationReason) =>
  `commerce.application.errors.${field}.${reason}`;

const VAT = /^(IT)?\d{11}$/;
const TAX_CODE = /^[A-Z]{6}\d{2}[A-Z]\d{2}[A-Z]\d{3}[A-Z]$/;
const PHONE = /^\+?[0-9][0-9 ()./-]{4,22}[0-9]$/;
const WEBSITE = /^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]{2,}$/i;

/** Spaces, dots and dashes dropped, upper case: how the VAT number or tax code is sent. */
export const normalizeTaxId = (value: string) => value.replace(/[\s.-]/g, '').toUpperCase();

const text = (field: ApplicationField, min: number, max: number) =>
  z
    .string({ error: applicationError(field, 'required') })
    .trim()
    .min(1, applicationError(field, 'required'))
    .min(min, applicationError(field, 'too_short'))
    .max(max, applicationError(field, 'too_long'));

export const applicationSchema = z.object({
  ragione_sociale: text('ragione_sociale', 2, 160),
  partita_iva: z
    .string({ error: applicationError('partita_iva', 'required') })
    .trim()
    .min(1, applicationError('partita_iva', 'required'))
    .refine(
      (value) => {
        const id = normalizeTaxId(value);
        return VAT.test(id) || TAX_CODE.test(id);
      },
      applicationError('partita_iva', 'format'),
    ),
  telefono: z
    .string({ error: applicationError('telefono', 'required') })
    .trim()
    .min(1, applicationError('telefono', 'required'))
    .refine(
      (value) => PHONE.test(value) && value.replace(/\D/g, '').length >= 6,
      applicationError('telefono', 'format'),
    ),
  sito_web: z
    .string()
    .trim()
    .max(255, applicationError('sito_web', 'too_long'))
    .refine((value) => value === '' || WEBSITE.test(value), applicationError('sito_web', 'format'))
    .optional(),
  descrizione: text('descrizione', 20, 2000),
});

export type ApplicationValues = z.input<typeof applicationSchema>;

/** Message key of a field refused by the product API (`extensions.field` and `reason`). */
export function serverFieldError(field: string | undefined, reason: unknown): string | null {
  if (!field || !(applicationFields as readonly string[]).includes(field)) return null;
  const known: readonly string[] = ['required', 'too_short', 'too_long', 'format'];
  return applicationError(
    field as ApplicationField,
    (known.includes(String(reason)) ? reason : 'format') as ApplicationReason,
  );
}
