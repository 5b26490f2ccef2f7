import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Form, Link, data, redirect } from 'react-router';
import { z } from 'zod';
import { directusUrl } from '../lib/api/auth';
import { ShopError, shop } from '../lib/api/product';
import { formValues, listingSchema, parseValues } from '../lib/domain/checkout.schemas';
import { parseId } from '../lib/guards/product-purchase';
import { notFound, pageUrl } from '../lib/guards/responses';
import { runGuards } from '../lib/guards/run.server';
import { assertSameOrigin, getAccessToken } from '../lib/session.server';
import {
  type ActionResult,
  CheckboxField,
  FormMessage,
  Page,
  TextAreaField,
  TextField,
  styles,
  useLang,
  useSendForm,
  useT,
} from './checkout.fields';

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
    stato: z.enum(['draft', 'in_review', 'published', 'rejected']),
    translations: z
      .array(
        z.object({
          languages_code: z.string(),
          titolo: z.string().nullable().optional(),
          descrizione: z.string().nullable().optional(),
          slug: z.string().nullable().optional(),
        }),
      )
      .default([]),
    immagine: z.string().nullable().optional(),
    email: z.string().nullable().optional(),
    telefono: z.string().nullable().optional(),
    sito: z.string().nullable().optional(),
    indirizzo: z.string().nullable().optional(),
    date_created: z.string().optional(),
    date_updated: z.string().nullable().optional(),
    slots: z
      .array(
        z.object({
          id: z.number().optional(),
          data: z.string(),
          durata_minuti: z.number().nullable().optional(),
          capacita: z.number(),
          lingua: z.string().nullable().optional(),
        }),
      )
      .optional(),
  })
  .passthrough();
export type Listing = z.infer<typeof listingShape>;

export function listingTitle(listing: Listing, lang: string): string {
  const translation = listing.translations.find((entry) => entry.languages_code === lang) ?? listing.translations[0];
  return translation?.titolo ?? `#${listing.id}`;
}

interface Args {
  request: Request;
  params: Readonly<Record<string, string | undefined>>;
}

export async function listLoader(args: Args, kind: OperatorKind) {
  await runGuards(args, [operatorKinds[kind].guard]);
  return { listings: await shop(args.request, { path: `/operatori/${kind}` }, z.array(listingShape)) };
}

export async function editLoader(args: Args, kind: OperatorKind) {
  await runGuards(args, [operatorKinds[kind].guard]);
  const url = pageUrl(args.request);
  const id = parseId(args.params.id);
  if (id === null) notFound(url);
  try {
    return { listing: await shop(args.request, { path: `/operatori/${kind}/${id}` }, listingShape) };
  } catch (error) {
    if (error instanceof ShopError && (error.status === 404 || error.status === 403)) notFound(url);
    throw error;
  }
}

async function uploadImage(request: Request, file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file, file.name);
  const token = await getAccessToken(request);
  const response = await fetch(`${directusUrl()}/shop/operatori/upload`, {
    method: 'POST',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    body,
  });
  if (!response.ok) throw new ShopError('Upload failed', response.status, []);
  const answer = z.object({ id: z.string() }).parse(await response.json());
  return answer.id;
}

const imageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];

function slotsFrom(formData: FormData): { slots: NonNullable<Listing['slots']>; error?: string } {
  const slots: NonNullable<Listing['slots']> = [];
  for (let index = 0; index < 20; index += 1) {
    const when = String(formData.get(`slot_data_${index}`) ?? '').trim();
    const capacity = String(formData.get(`slot_capacita_${index}`) ?? '').trim();
    const id = String(formData.get(`slot_id_${index}`) ?? '').trim();
    if (!when && !capacity) continue;
    const date = new Date(when);
    const places = Number(capacity);
    if (Number.isNaN(date.getTime())) return { slots, error: `slot_data_${index}` };
    if (!Number.isInteger(places) || places < 1 || places > 10_000) return { slots, error: `slot_capacita_${index}` };
    slots.push({ ...(id ? { id: Number(id) } : {}), data: date.toISOString(), capacita: places, durata_minuti: 60 });
  }
  return { slots };
}

/** Creates (no id) or updates a listing from the posted form; answers field errors in the user's language. */
export async function saveAction(args: Args, kind: OperatorKind, mode: 'create' | 'edit') {
  const config = operatorKinds[kind];
  const lang = await runGuards(args, [mode === 'create' ? config.createGuard : config.guard]);
  assertSameOrigin(args.request);
  const id = mode === 'edit' ? parseId(args.params.id) : null;
  if (mode === 'edit' && id === null) notFound(pageUrl(args.request));
  const formData = await args.request.formData();
  const parsed = parseValues(listingSchema, formValues(formData));
  if (!parsed.success) return data<ActionResult>({ fieldErrors: parsed.fieldErrors }, { status: 400 });
  const values = parsed.data;
  const file = formData.get('immagine');
  let immagine: string | undefined;
  if (file instanceof File && file.size > 0) {
    if (!imageTypes.includes(file.type) || file.size > 10 * 1024 * 1024) {
      return data<ActionResult>({ fieldErrors: { immagine: 'commerce.operators.imageInvalid' } }, { status: 400 });
    }
    try {
      immagine = await uploadImage(args.request, file);
    } catch {
      return data<ActionResult>({ fieldErrors: { immagine: 'commerce.operators.imageInvalid' } }, { status: 400 });
    }
  }
  const body: Record<string, unknown> = {
    translations: langs
      .map((code) => ({
        languages_code: code,
        titolo: (values[`titolo_${code}`] ?? '').trim(),
        descrizione: values[`descrizione_${code}`] ?? '',
      }))
      .filter((entry) => entry.titolo),
    email: values.email || null,
    telefono: values.telefono || null,
    sito: values.sito || null,
    indirizzo: values.indirizzo || null,
    stato: values.invia ? 'in_review' : 'draft',
    ...(immagine ? { immagine } : {}),
  };
  if (kind === 'appuntamenti') {
    const { slots, error } = slotsFrom(formData);
    if (error) return data<ActionResult>({ fieldErrors: { [error]: 'commerce.operators.slotInvalid' } }, { status: 400 });
    body.slots = slots;
  }
  try {
    const saved = await shop(
      args.request,
      { method: mode === 'create' ? 'POST' : 'PATCH', path: mode === 'create' ? `/operatori/${kind}` : `/operatori/${kind}/${id}`, body },
      listingShape,
    );
    return redirect(`/${lang}/dashboard/${config.path}?salvato=${saved.id}`);
  } catch (error) {
    if (error instanceof ShopError) {
      const fieldErrors: Record<string, string> = {};
      for (const entry of error.errors) {
        if (entry.extensions.field) fieldErrors[entry.extensions.field] = 'commerce.operators.fieldRefused';
      }
      const formError =
        error.status === 403 || error.status === 404
          ? 'commerce.operators.forbidden'
          : error.code === 'CAPACITY_BELOW_BOOKED'
            ? 'commerce.operators.capacityBelowBooked'
            : 'commerce.operators.saveFailed';
      return data<ActionResult>({ formError, fieldErrors }, { status: error.status });
    }
    return data<ActionResult>({ formError: 'commerce.errors.unavailable' }, { status: 502 });
  }
}

export function StatusBadge({ stato }: { stato: Listing['stato'] }) {
  const t = useT();
  return <span className={styles.hint}>{t(`commerce.operators.status.${stato}`)}</span>;
}

export function ListingList({ kind, listings, saved }: { kind: OperatorKind; listings: Listing[]; saved: string | null }) {
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
              <Link to={`${base}/modifica/${listing.id}`}>{t('commerce.operators.edit', { name: listingTitle(listing, lang) })}</Link>
              {kind === 'appuntamenti' ? (
                <Link to={`${base}/${listing.id}`}>{t('commerce.operators.bookingsOf', { name: listingTitle(listing, lang) })}</Link>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </Page>
  );
}

type FormValues = z.input<typeof listingSchema>;

function defaults(listing: Listing | null): FormValues {
  const pick = (code: string) => listing?.translations.find((entry) => entry.languages_code === code);
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
    indirizzo: listing?.indirizzo ?? '',
    invia: false,
  };
}

function localInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function ListingForm({ kind, listing, result }: { kind: OperatorKind; listing: Listing | null; result?: ActionResult }) {
  const t = useT();
  const lang = useLang();
  const send = useSendForm();
  const [tab, setTab] = useState<(typeof langs)[number]>('it');
  const form = useForm<FormValues>({ resolver: zodResolver(listingSchema), mode: 'onTouched', defaultValues: defaults(listing) });
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>;
  const fieldError = (name: string) => errors[name]?.message ?? result?.fieldErrors?.[name];
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
      <Form
        method="post"
        encType="multipart/form-data"
        noValidate
        className={styles.form}
        onSubmit={form.handleSubmit((_v, event) => send(event))}
      >
        <div role="tablist" aria-label={t('commerce.operators.translations')} className={styles.tabs}>
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
              {t(`commerce.languages.${code}`)}
              {fieldError(`titolo_${code}`) || fieldError(`descrizione_${code}`) ? ' (!)' : ''}
            </button>
          ))}
        </div>
        {langs.map((code) => (
          <div key={code} role="tabpanel" id={`panel-${code}`} aria-labelledby={`tab-${code}`} hidden={tab !== code} className={styles.form}>
            <TextField
              label={t('commerce.operators.title', { language: t(`commerce.languages.${code}`) })}
              required={code === 'it'}
              error={fieldError(`titolo_${code}`)}
              {...form.register(`titolo_${code}`)}
            />
            <TextAreaField
              label={t('commerce.operators.description', { language: t(`commerce.languages.${code}`) })}
              error={fieldError(`descrizione_${code}`)}
              {...form.register(`descrizione_${code}`)}
            />
          </div>
        ))}
        <TextField label={t('commerce.fields.email')} type="email" autoComplete="email" error={fieldError('email')} {...form.register('email')} />
        <TextField label={t('commerce.operators.phone')} type="tel" autoComplete="tel" error={fieldError('telefono')} {...form.register('telefono')} />
        <TextField label={t('commerce.operators.website')} type="url" autoComplete="url" error={fieldError('sito')} {...form.register('sito')} />
        <TextField label={t('commerce.operators.address')} autoComplete="street-address" error={fieldError('indirizzo')} {...form.register('indirizzo')} />
        <TextField
          label={t('commerce.operators.image')}
          hint={t('commerce.operators.imageHint')}
          type="file"
          name="immagine"
          accept="image/jpeg,image/png,image/webp,image/avif"
          error={result?.fieldErrors?.immagine}
        />
        {kind === 'appuntamenti' ? (
          <fieldset className={styles.fieldset}>
            <legend>{t('commerce.operators.slots')}</legend>
            {slotRows.map((slot, index) => (
              <div key={slot?.id ?? `new-${index}`} className={styles.row}>
                {slot?.id ? <input type="hidden" name={`slot_id_${index}`} value={slot.id} /> : null}
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
                  defaultValue={slot ? String(slot.capacita) : ''}
                  error={result?.fieldErrors?.[`slot_capacita_${index}`]}
                />
              </div>
            ))}
          </fieldset>
        ) : null}
        <CheckboxField label={t('commerce.operators.submitForReview')} {...form.register('invia')} />
        <button type="submit" className={styles.button}>
          {t('commerce.operators.save')}
        </button>
      </Form>
    </Page>
  );
}

