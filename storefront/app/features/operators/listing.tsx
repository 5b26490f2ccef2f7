import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { type FieldErrors as FormErrors, useForm } from 'react-hook-form';
import { Form, Link } from 'react-router';
import { z } from 'zod';
import { listingSchema } from '../../lib/domain/checkout.schemas';
import * as local from './listing.css';
import {
  type ActionResult,
  fieldErrorOf,
  CheckboxField,
  FormMessage,
  Page,
  TextAreaField,
  TextField,
  styles,
  useLang,
  useSendForm,
  useT,
} from '../commerce/forms';

/**
 * Operator listings (backend/API.md, Operators): outdoor and incoming operators, restaurateurs and
 * appointment organisers list, create and edit their own listings through `/shop/operatori/:kind`.
 * The backend refuses other users' listings (404 on read, 403 on edit); the guards pick the page.
 */

export const operatorKinds = {
  outdoor: { guard: 'outdoor-operator', path: 'outdoor', createGuard: 'outdoor-operator' },
  incoming: { guard: 'incoming-operator', path: 'incoming', createGuard: 'incoming-operator' },
  ristorazione: { guard: 'restaurateur', path: 'ristorazione', createGuard: 'private-area' },
  appuntamenti: { guard: 'organiser', path: 'appuntamenti', createGuard: 'organiser' },
} as const;
export type OperatorKind = keyof typeof operatorKinds;

const langs = ['it', 'en', 'fr'] as const;

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
const listingFormSchema = listingSchema.extend({
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

export function StatusBadge({ stato }: { stato: Listing['stato'] }) {
  const t = useT();
  return <span className={styles.hint}>{t(`commerce.operators.status.${stato}`)}</span>;
}

export function ListingList({
  kind,
  listings,
  saved,
}: {
  kind: OperatorKind;
  listings: Listing[];
  saved: string | null;
}) {
  const t = useT();
  const lang = useLang();
  const base = `/${lang}/dashboard/${operatorKinds[kind].path}`;
  return (
    <Page title={t(`commerce.operators.${kind}.list`)}>
      {saved ? <FormMessage tone="notice">{t('commerce.operators.saved')}</FormMessage> : null}
      <Link className={styles.button} to={`${base}/crea`}>
        {t(`commerce.operators.${kind}.create`)}
      </Link>
      {listings.length === 0 ? <p>{t('commerce.operators.empty')}</p> : null}
      <ul className={styles.list}>
        {listings.map((listing) => (
          <li key={listing.id} className={styles.card} data-testid="listing">
            <div className={styles.row}>
              <strong>{listingTitle(listing, lang)}</strong>
              <StatusBadge stato={listing.stato} />
            </div>
            <div className={styles.row}>
              <Link to={`${base}/modifica/${listing.id}`}>
                {t('commerce.operators.edit', { name: listingTitle(listing, lang) })}
              </Link>
              {kind === 'appuntamenti' ? (
                <Link to={`${base}/${listing.id}`}>
                  {t('commerce.operators.bookingsOf', { name: listingTitle(listing, lang) })}
                </Link>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </Page>
  );
}

type FormValues = z.input<typeof listingFormSchema>;

function defaults(listing: Listing | null): FormValues {
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

/** A slot key (yyyyMMddHHmm, city time) as the value of a datetime-local field. */
function localInput(key: string): string {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(key);
  return match ? `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}` : '';
}

export function ListingForm({
  kind,
  listing,
  imageUrl = null,
  result,
}: {
  kind: OperatorKind;
  listing: Listing | null;
  /** Address of the listing's current image. */
  imageUrl?: string | null;
  result?: ActionResult;
}) {
  const t = useT();
  const lang = useLang();
  const send = useSendForm();
  const [tab, setTab] = useState<(typeof langs)[number]>('it');
  // Validation runs on save, then again on every change of a faulty field. Validating on blur
  // would insert an error text while the pointer is on its way to the save button, moving the
  // button away before the click lands (the click would then be lost).
  const form = useForm<FormValues>({
    resolver: zodResolver(listingFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: defaults(listing),
  });
  // Field names are built from the languages (titolo_it, …): any name of the form is asked for.
  const fieldError = fieldErrorOf(
    form.formState.errors as FormErrors<Record<string, unknown>>,
    result,
  );
  const languageName = (code: string) => t(`commerce.languages.${code}`);
  const fieldLabels: Record<string, string> = {
    ...Object.fromEntries(
      langs.flatMap((code) => [
        [`titolo_${code}`, t('commerce.operators.title', { language: languageName(code) })],
        [
          `descrizione_${code}`,
          t('commerce.operators.description', { language: languageName(code) }),
        ],
      ]),
    ),
    email: t('commerce.fields.email'),
    telefono: t('commerce.operators.phone'),
    sito: t('commerce.operators.website'),
    immagine: t('commerce.operators.image'),
  };
  const faulty = Object.keys(fieldLabels).filter((name) => fieldError(name));
  const tabWithError = (code: string) =>
    Boolean(fieldError(`titolo_${code}`) || fieldError(`descrizione_${code}`));
  // Shows the language tab of the first faulty translation, so that the focused field is visible.
  const onInvalid = (invalid: Record<string, unknown>) => {
    const first = langs.find(
      (code) => `titolo_${code}` in invalid || `descrizione_${code}` in invalid,
    );
    if (first) setTab(first);
  };
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  const image = form.register('immagine', {
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const file = event.target.files?.item(0) ?? null;
      setPreview(file && !imageProblem(file) ? URL.createObjectURL(file) : null);
      void form.trigger('immagine');
    },
  });
  const slotRows = [...(listing?.slots ?? []), ...Array.from({ length: 3 }, () => null)];
  const title = listing
    ? t(`commerce.operators.${kind}.editTitle`, { name: listingTitle(listing, lang) })
    : t(`commerce.operators.${kind}.create`);
  return (
    <Page title={title}>
      {listing ? (
        <p>
          {t('commerce.operators.statusLabel')}: <StatusBadge stato={listing.stato} />
        </p>
      ) : null}
      <FormMessage tone="error">{result?.formError ? t(result.formError) : null}</FormMessage>
      {faulty.length > 0 ? (
        <FormMessage tone="error">
          <p>{t('commerce.operators.checkFields')}</p>
          <ul>
            {faulty.map((name) => (
              <li key={name}>
                {fieldLabels[name]}: {t(fieldError(name) ?? '')}
              </li>
            ))}
          </ul>
        </FormMessage>
      ) : null}
      <Form
        method="post"
        encType="multipart/form-data"
        noValidate
        className={styles.form}
        onSubmit={form.handleSubmit((_values, event) => send(event), onInvalid)}
      >
        <div
          role="tablist"
          aria-label={t('commerce.operators.translations')}
          className={styles.tabs}
        >
          {langs.map((code) => (
            <button
              key={code}
              type="button"
              role="tab"
              id={`tab-${code}`}
              aria-selected={tab === code}
              aria-controls={`panel-${code}`}
              tabIndex={tab === code ? 0 : -1}
              className={tab === code ? styles.button : styles.secondaryButton}
              onClick={() => setTab(code)}
              onKeyDown={(event) => {
                const index = langs.indexOf(code);
                const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
                if (!step) return;
                const next = langs[(index + step + langs.length) % langs.length] ?? 'it';
                setTab(next);
                document.getElementById(`tab-${next}`)?.focus();
              }}
            >
              {languageName(code)}
              {tabWithError(code) ? ` (${t('commerce.operators.tabHasErrors')})` : ''}
            </button>
          ))}
        </div>
        {langs.map((code) => (
          // The panel carries no layout class: a display rule would override `hidden`.
          <div
            key={code}
            role="tabpanel"
            id={`panel-${code}`}
            aria-labelledby={`tab-${code}`}
            hidden={tab !== code}
          >
            <div className={styles.form}>
              <TextField
                label={t('commerce.operators.title', { language: languageName(code) })}
                required={code === 'it'}
                error={fieldError(`titolo_${code}`)}
                {...form.register(`titolo_${code}`)}
              />
              <TextAreaField
                label={t('commerce.operators.description', { language: languageName(code) })}
                error={fieldError(`descrizione_${code}`)}
                {...form.register(`descrizione_${code}`)}
              />
            </div>
          </div>
        ))}
        <TextField
          label={t('commerce.fields.email')}
          type="email"
          autoComplete="email"
          error={fieldError('email')}
          {...form.register('email')}
        />
        <TextField
          label={t('commerce.operators.phone')}
          type="tel"
          autoComplete="tel"
          error={fieldError('telefono')}
          {...form.register('telefono')}
        />
        <TextField
          label={t('commerce.operators.website')}
          type="url"
          autoComplete="url"
          error={fieldError('sito')}
          {...form.register('sito')}
        />
        <TextField
          label={t('commerce.operators.image')}
          hint={t('commerce.operators.imageHint')}
          type="file"
          accept={imageTypes.join(',')}
          error={fieldError('immagine')}
          {...image}
        />
        {preview ? (
          <img className={local.image} src={preview} alt={t('commerce.operators.imagePreview')} />
        ) : imageUrl ? (
          <img className={local.image} src={imageUrl} alt={t('commerce.operators.currentImage')} />
        ) : null}
        {kind === 'appuntamenti' ? (
          <fieldset className={styles.fieldset}>
            <legend>{t('commerce.operators.slots')}</legend>
            {slotRows.map((slot, index) => (
              <div key={slot?.id ?? `new-${index}`} className={styles.row}>
                {slot?.id ? (
                  <input type="hidden" name={`slot_id_${index}`} value={slot.id} />
                ) : null}
                <TextField
                  label={t('commerce.operators.slotStart', { number: index + 1 })}
                  type="datetime-local"
                  name={`slot_data_${index}`}
                  defaultValue={slot ? localInput(slot.data) : ''}
                  error={result?.fieldErrors?.[`slot_data_${index}`]}
                />
                <TextField
                  label={t('commerce.operators.slotCapacity', { number: index + 1 })}
                  type="number"
                  min={1}
                  name={`slot_capacita_${index}`}
                  defaultValue={slot?.capacita != null ? String(slot.capacita) : ''}
                  error={result?.fieldErrors?.[`slot_capacita_${index}`]}
                />
              </div>
            ))}
          </fieldset>
        ) : null}
        <CheckboxField
          label={t('commerce.operators.submitForReview')}
          {...form.register('invia')}
        />
        <button type="submit" className={styles.button}>
          {t('commerce.operators.save')}
        </button>
      </Form>
    </Page>
  );
}
