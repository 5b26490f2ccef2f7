import { z } from 'zod';

/**
 * Form schemas shared by the browser (react-hook-form through the zod resolver) and the server
 * actions (which parse the posted FormData again). Messages are i18n keys under commerce.errors.
 */

export const errorKeys = {
  required: 'commerce.errors.required',
  email: 'commerce.errors.email',
  passwordLength: 'commerce.errors.passwordLength',
  passwordMatch: 'commerce.errors.passwordMatch',
  date: 'commerce.errors.date',
  pastDate: 'commerce.errors.pastDate',
  agreement: 'commerce.errors.agreement',
  quantity: 'commerce.errors.quantity',
  tooLong: 'commerce.errors.tooLong',
  url: 'commerce.errors.url',
  number: 'commerce.errors.number',
} as const;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const requiredText = (max = 200) =>
  z
    .string({ error: errorKeys.required })
    .trim()
    .min(1, errorKeys.required)
    .max(max, errorKeys.tooLong);

export const emailField = z
  .string({ error: errorKeys.required })
  .trim()
  .min(1, errorKeys.required)
  .max(254, errorKeys.tooLong)
  .regex(emailPattern, errorKeys.email);

export const passwordField = z
  .string({ error: errorKeys.required })
  .min(8, errorKeys.passwordLength)
  .max(128, errorKeys.tooLong);

/** A checkbox as posted by a form ('on') or held by react-hook-form (boolean). */
export const checkbox = z.preprocess(
  (value) => value === true || value === 'on' || value === 'true',
  z.boolean(),
);

export function isPastIsoDate(value: string, today = new Date()): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return date.getTime() < midnight;
}

export const birthDateField = z
  .string({ error: errorKeys.required })
  .min(1, errorKeys.required)
  .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value), errorKeys.date)
  .refine((value) => isPastIsoDate(value), errorKeys.pastDate);

export const quantityField = z.coerce
  .number({ error: errorKeys.quantity })
  .int(errorKeys.quantity)
  .min(1, errorKeys.quantity)
  .max(20, errorKeys.quantity);

export const loginSchema = z.object({
  email: emailField,
  password: z.string().min(1, errorKeys.required),
});

export const forgotSchema = z.object({ email: emailField });

export const resetSchema = z
  .object({ password: passwordField, confirm: z.string() })
  .refine((values) => values.password === values.confirm, {
    message: errorKeys.passwordMatch,
    path: ['confirm'],
  });

export const registerSchema = z
  .object({
    first_name: requiredText(80),
    last_name: requiredText(80),
    email: emailField,
    password: passwordField,
    confirm: z.string(),
    privacy: checkbox.refine((value) => value, errorKeys.agreement),
  })
  .refine((values) => values.password === values.confirm, {
    message: errorKeys.passwordMatch,
    path: ['confirm'],
  });

export const inviteSchema = z
  .object({ password: passwordField, confirm: z.string() })
  .refine((values) => values.password === values.confirm, {
    message: errorKeys.passwordMatch,
    path: ['confirm'],
  });

export const profileSchema = z.object({
  first_name: requiredText(80),
  last_name: requiredText(80),
});

export const giftCardSchema = z.object({
  quantita: quantityField,
  email: z.union([z.literal(''), emailField]).optional(),
});

export const giftCardForOthersSchema = z.object({
  quantita: quantityField,
  email: emailField,
});

export const passSchema = z.object({
  first_name: requiredText(80),
  last_name: requiredText(80),
  data_di_nascita: birthDateField,
  convenzione: z.string().max(40, errorKeys.tooLong).optional(),
});

export const tourSchema = z.object({
  data: z.string().regex(/^\d{12}$/, errorKeys.required),
  tariffa: z.string().max(40).optional(),
  lingua: z.string().min(1, errorKeys.required).max(10),
  convenzione: z.string().max(40).optional(),
  accessorio: z.array(z.string().max(40)).default([]),
  quantita: quantityField,
});

export const appointmentSlotSchema = z.object({
  slot: z.string().regex(/^\d{12}$/, errorKeys.required),
  posti: quantityField.max(10, errorKeys.quantity),
});

/**
 * The checkout form: where the order is sent, a gift card paying (part of) it, the terms. No card
 * data: the buyer pays on the payment provider's page (backend/API.md, "Payment").
 */
export const checkoutSchema = z.object({
  email: emailField,
  carta_regalo: z.string().trim().max(40, errorKeys.tooLong).optional(),
  termini: checkbox.refine((value) => value, errorKeys.agreement),
});

export const listingSchema = z.object({
  titolo_it: requiredText(200),
  descrizione_it: z.string().max(5000, errorKeys.tooLong).optional(),
  titolo_en: z.string().trim().max(200, errorKeys.tooLong).optional(),
  descrizione_en: z.string().max(5000, errorKeys.tooLong).optional(),
  titolo_fr: z.string().trim().max(200, errorKeys.tooLong).optional(),
  descrizione_fr: z.string().max(5000, errorKeys.tooLong).optional(),
  email: z.union([z.literal(''), emailField]).optional(),
  telefono: z
    .string()
    .trim()
    .max(30, errorKeys.tooLong)
    .regex(/^[+\d\s()-]*$/, 'commerce.errors.phone')
    .optional(),
  sito: z
    .string()
    .trim()
    .max(300, errorKeys.tooLong)
    .refine((value) => value === '' || /^https?:\/\/[^\s]+$/.test(value), errorKeys.url)
    .optional(),
  indirizzo: z.string().trim().max(300, errorKeys.tooLong).optional(),
  invia: checkbox.optional(),
});

export type FieldErrorMap = Record<string, string>;

/** Parses posted form values; on failure answers the first message of every faulty field. */
export function parseValues<T>(
  schema: z.ZodType<T>,
  values: Record<string, unknown>,
): { success: true; data: T } | { success: false; fieldErrors: FieldErrorMap } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { success: true, data: parsed.data };
  const fieldErrors: FieldErrorMap = {};
  for (const issue of parsed.error.issues) {
    const name = issue.path.map(String).join('.') || 'form';
    fieldErrors[name] ??= issue.message;
  }
  return { success: false, fieldErrors };
}

/** FormData to a plain object; names listed in `arrays` keep every value. */
export function formValues(
  formData: FormData,
  arrays: readonly string[] = [],
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, value] of formData.entries()) {
    if (typeof value !== 'string') continue;
    if (arrays.includes(name))
      values[name] = [...((values[name] as string[] | undefined) ?? []), value];
    else values[name] = value;
  }
  for (const name of arrays) values[name] ??= [];
  return values;
}
