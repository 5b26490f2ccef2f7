import { data, redirect } from 'react-router';
import { z } from 'zod';
import { directusUrl } from '../lib/api/auth';
import { ShopError, shop } from '../lib/api/product';
import { formValues, listingSchema, parseValues } from '../lib/domain/checkout.schemas';
import { parseId } from '../lib/guards/product-purchase';
import { notFound, pageUrl } from '../lib/guards/responses';
import { runGuards } from '../lib/guards/run.server';
import { assertSameOrigin, getAccessToken } from '../lib/session.server';
import type { ActionResult } from './checkout.fields';
import {
  type Listing,
  type OperatorKind,
  listingShape,
  operatorKinds,
} from './dashboard.operatori.shared';

/** Server side of the operator screens: loaders and the save action over `/shop/operatori/:kind`. */

const langs = ['it', 'en', 'fr'] as const;

interface Args {
  request: Request;
  params: Readonly<Record<string, string | undefined>>;
}

export async function listLoader(args: Args, kind: OperatorKind) {
  await runGuards(args, [operatorKinds[kind].guard]);
  return {
    listings: await shop(args.request, { path: `/operatori/${kind}` }, z.array(listingShape)),
  };
}

export async function editLoader(args: Args, kind: OperatorKind) {
  await runGuards(args, [operatorKinds[kind].guard]);
  const url = pageUrl(args.request);
  const id = parseId(args.params.id);
  if (id === null) notFound(url);
  try {
    return {
      listing: await shop(args.request, { path: `/operatori/${kind}/${id}` }, listingShape),
    };
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
    if (!Number.isInteger(places) || places < 1 || places > 10_000)
      return { slots, error: `slot_capacita_${index}` };
    slots.push({
      ...(id ? { id: Number(id) } : {}),
      data: date.toISOString(),
      capacita: places,
      durata_minuti: 60,
    });
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
  if (!parsed.success)
    return data<ActionResult>({ fieldErrors: parsed.fieldErrors }, { status: 400 });
  const values = parsed.data;
  const file = formData.get('immagine');
  let immagine: string | undefined;
  if (file instanceof File && file.size > 0) {
    if (!imageTypes.includes(file.type) || file.size > 10 * 1024 * 1024) {
      return data<ActionResult>(
        { fieldErrors: { immagine: 'commerce.operators.imageInvalid' } },
        { status: 400 },
      );
    }
    try {
      immagine = await uploadImage(args.request, file);
    } catch {
      return data<ActionResult>(
        { fieldErrors: { immagine: 'commerce.operators.imageInvalid' } },
        { status: 400 },
      );
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
    if (error)
      return data<ActionResult>(
        { fieldErrors: { [error]: 'commerce.operators.slotInvalid' } },
        { status: 400 },
      );
    body.slots = slots;
  }
  try {
    const saved = await shop(
      args.request,
      {
        method: mode === 'create' ? 'POST' : 'PATCH',
        path: mode === 'create' ? `/operatori/${kind}` : `/operatori/${kind}/${id}`,
        body,
      },
      listingShape,
    );
    return redirect(`/${lang}/dashboard/${config.path}?salvato=${saved.id}`);
  } catch (error) {
    if (error instanceof ShopError) {
      const fieldErrors: Record<string, string> = {};
      for (const entry of error.errors) {
        if (entry.extensions.field)
          fieldErrors[entry.extensions.field] = 'commerce.operators.fieldRefused';
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
