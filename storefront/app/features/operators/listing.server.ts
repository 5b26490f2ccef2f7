import { data, redirect } from 'react-router';
import type { RouterContextProvider } from 'react-router';
import { z } from 'zod';
import { ApiError } from '../../lib/api/transport';
import { type RequestApi, api } from '../../lib/api/request.server';
import { parseId } from '../../lib/guards/product-purchase';
import { notFound, pageUrl } from '../../lib/guards/responses';
import { runGuards } from '../../lib/guards/run.server';
import { assertSameOrigin } from '../../lib/session.server';
import type { ActionResult } from '../commerce/forms';
import {
  type Listing,
  type OperatorKind,
  listingFieldNames,
  listingShape,
  operatorKinds,
  parseListingForm,
} from './listing';

/** Server side of the operator screens: loaders and the save action over `/shop/operatori/:kind`. */

const langs = ['it', 'en', 'fr'] as const;

interface Args {
  request: Request;
  params: Readonly<Record<string, string | undefined>>;
  context: Readonly<RouterContextProvider>;
}

export async function listLoader(args: Args, kind: OperatorKind) {
  await runGuards(args, [operatorKinds[kind].guard]);
  return {
    listings: await api(args.context).shop.request(
      { path: `/operatori/${kind}` },
      z.array(listingShape),
    ),
  };
}

export async function editLoader(args: Args, kind: OperatorKind) {
  await runGuards(args, [operatorKinds[kind].guard]);
  const url = pageUrl(args.request);
  const id = parseId(args.params.id);
  if (id === null) notFound(url);
  try {
    const listing = await api(args.context).shop.request(
      { path: `/operatori/${kind}/${id}` },
      listingShape,
    );
    return { listing, imageUrl: imageUrlOf(listing, api(args.context).publicUrl) };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 403)) notFound(url);
    throw error;
  }
}

/** Address of the listing's image as the browser loads it (a 640 px wide rendition). */
function imageUrlOf(listing: Listing, publicUrl: string): string | null {
  const id = listing.cover_image?.id ?? listing.cover;
  if (!id) return null;
  return `${publicUrl.replace(/\/$/, '')}/assets/${encodeURIComponent(id)}?width=640`;
}

const uploadAnswer = z.object({ id: z.string().min(1) });

/** Message keys of the image upload's refusals, by the product API's status. */
const uploadRefusals: Record<number, string> = {
  413: 'commerce.operators.imageTooLarge',
  415: 'commerce.operators.imageType',
  401: 'commerce.operators.forbidden',
  403: 'commerce.operators.forbidden',
};

/**
 * Sends the chosen image to the product API with the signed-in user's token, which the session
 * keeps on the server (the browser never holds it). Answers the file id, or the message key of
 * the refusal.
 */
async function uploadImage(
  clients: RequestApi,
  file: File,
): Promise<{ id: string } | { error: string }> {
  const token = await clients.accessToken();
  if (!token) return { error: 'commerce.operators.forbidden' };
  const body = new FormData();
  body.append('file', file, file.name || 'image');
  try {
    return await clients.shop.request(
      { method: 'POST', path: '/operatori/immagini', body, token },
      uploadAnswer,
    );
  } catch (error) {
    if (error instanceof ApiError && error.status !== 502)
      return { error: uploadRefusals[error.status] ?? 'commerce.operators.imageInvalid' };
    console.error('Image upload failed', error);
    return { error: 'commerce.operators.uploadFailed' };
  }
}

/**
 * The values posted in the form's own fields, so that a refused form comes back filled (a file
 * cannot be: a browser lets no page choose it).
 */
function keptValues(formData: FormData, kind: OperatorKind): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of listingFieldNames(kind)) {
    const value = formData.getAll(name).at(-1);
    if (typeof value === 'string') values[name] = value;
  }
  return values;
}

/**
 * Creates (no id) or updates a listing from the posted form (multipart, with or without the
 * browser's check first): the form is checked with its kind's schema, as in the browser, before
 * anything is uploaded or saved; a refusal renders the form again with every value kept and the
 * message of each field at fault, in the user's language. Saved, it goes to the list (Post,
 * Redirect, Get), which confirms it.
 */
export async function saveAction(args: Args, kind: OperatorKind, mode: 'create' | 'edit') {
  const config = operatorKinds[kind];
  const lang = await runGuards(args, [mode === 'create' ? config.createGuard : config.guard]);
  assertSameOrigin(args.request);
  const id = mode === 'edit' ? parseId(args.params.id) : null;
  if (mode === 'edit' && id === null) notFound(pageUrl(args.request));
  let formData: FormData;
  try {
    formData = await args.request.formData();
  } catch {
    // Not a form the page sends (a body that is not urlencoded or multipart, or cut short).
    return data<ActionResult>({ formError: 'commerce.operators.saveFailed' }, { status: 400 });
  }
  const values = keptValues(formData, kind);
  const answer = (result: ActionResult, status: number) =>
    data<ActionResult>({ ...result, values }, { status });
  const parsed = parseListingForm(formData, kind);
  if (!parsed.success) return answer({ fieldErrors: parsed.fieldErrors }, 400);
  const { values: listing, image, slots } = parsed.listing;
  // The translations the listing has keep their ids, so that an edit updates them in place.
  let current: Listing | null = null;
  if (mode === 'edit') {
    try {
      current = await api(args.context).shop.request(
        { path: `/operatori/${kind}/${id}` },
        listingShape,
      );
    } catch (error) {
      if (error instanceof ApiError) return refused(error, values);
      throw error;
    }
  }
  let cover: string | undefined;
  if (image) {
    const uploaded = await uploadImage(api(args.context), image);
    if ('error' in uploaded) return answer({ fieldErrors: { immagine: uploaded.error } }, 400);
    cover = uploaded.id;
  }
  const translations = langs.flatMap((code) => {
    const existing = current?.translations.find((entry) => entry.languages_code === code);
    const titolo = (listing[`titolo_${code}`] ?? '').trim();
    if (!titolo && !existing) return [];
    return [
      {
        ...(existing?.id ? { id: existing.id } : {}),
        languages_code: code,
        titolo: titolo || null,
        descrizione: listing[`descrizione_${code}`] ?? '',
      },
    ];
  });
  const body: Record<string, unknown> = {
    translations,
    email: listing.email || null,
    telefono: listing.telefono || null,
    sito: listing.sito || null,
    status: listing.invia ? 'in_review' : 'draft',
    ...(cover ? { cover } : {}),
    ...(slots ? { slots } : {}),
  };
  try {
    const saved = await api(args.context).shop.request(
      {
        method: mode === 'create' ? 'POST' : 'PATCH',
        path: mode === 'create' ? `/operatori/${kind}` : `/operatori/${kind}/${id}`,
        body,
      },
      listingShape,
    );
    return redirect(`/${lang}/dashboard/${config.path}?salvato=${saved.id}`);
  } catch (error) {
    if (error instanceof ApiError) return refused(error, values);
    console.error('Listing save failed', error);
    return answer({ formError: 'commerce.errors.unavailable' }, 502);
  }
}

/** The product API's refusal as the form's answer: form message and the fields at fault. */
function refused(error: ApiError, values: Record<string, string>) {
  const fieldErrors: Record<string, string> = {};
  for (const entry of error.errors) {
    const field = entry.extensions.field === 'cover' ? 'immagine' : entry.extensions.field;
    if (field) fieldErrors[field] = 'commerce.operators.fieldRefused';
  }
  const formError =
    error.status === 403 || error.status === 404
      ? 'commerce.operators.forbidden'
      : error.code === 'CAPACITY_BELOW_BOOKED'
        ? 'commerce.operators.capacityBelowBooked'
        : 'commerce.operators.saveFailed';
  const status = error.status >= 400 && error.status < 500 ? error.status : 502;
  return data<ActionResult>({ formError, fieldErrors, values }, { status });
}
