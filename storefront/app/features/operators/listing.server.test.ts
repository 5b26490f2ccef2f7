import fc from 'fast-check';
import { RouterContextProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type RequestApi, apiContext } from '../../lib/api/request.server';
import { ApiError } from '../../lib/api/transport';
import { localeMessages } from '../commerce/island-messages.testing';
import { imageMaxBytes, listingFieldNames, maxSlotRows, parseListingForm } from './listing';

/*
 * The listing form's action (saveAction, the route's action of every operator kind, create and
 * edit) with the shop client, the guards and the origin check replaced; the form's parsing, its
 * schema and the rest are real. A refused form answers every field's localized message and every
 * value typed, before anything is uploaded or saved; whatever is posted, it never throws.
 */

vi.mock('../../lib/guards/run.server', () => ({ runGuards: async () => 'it' }));
vi.mock('../../lib/session.server', () => ({
  assertSameOrigin: (request: Request) => {
    if (request.headers.get('Origin') !== 'http://localhost')
      throw new Response('Forbidden', { status: 403 });
  },
}));

// the routes' action is this function (the route modules also draw the page: not loaded in Node)
const { saveAction } = await import('./listing.server');

interface Call {
  method?: string;
  path: string;
  body?: unknown;
  token?: string;
}
let calls: Call[] = [];
let saveAnswer: (call: Call) => Promise<unknown>;

function requestContext(): RouterContextProvider {
  const context = new RouterContextProvider();
  const shop = {
    request: async (call: Call, schema: { parse: (value: unknown) => unknown }) => {
      calls.push(call);
      if (call.path === '/operatori/immagini') return schema.parse({ id: 'file-1' });
      if (!call.method)
        return schema.parse({
          id: 5,
          translations: [{ id: 8, languages_code: 'it', titolo: 'Prima' }],
        });
      return schema.parse(await saveAnswer(call));
    },
  } as unknown as RequestApi['shop'];
  context.set(apiContext, {
    shop,
    accessToken: async () => 'operator-token',
    publicUrl: 'http://cms.local',
  } as unknown as RequestApi);
  return context;
}

type Kind = 'outdoor' | 'incoming' | 'ristorazione' | 'appuntamenti';

async function post(
  body: FormData,
  {
    kind = 'outdoor' as Kind,
    mode = 'create' as 'create' | 'edit',
    origin = 'http://localhost',
  } = {},
) {
  const path =
    mode === 'create' ? `/it/dashboard/${kind}/crea` : `/it/dashboard/${kind}/modifica/5`;
  const request = new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { Origin: origin },
    body,
  });
  return (await saveAction(
    {
      request,
      params: { lang: 'it', ...(mode === 'edit' ? { id: '5' } : {}) },
      context: requestContext(),
    } as never,
    kind,
    mode,
  )) as unknown;
}

const form = (values: Record<string, string | File>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  return data;
};

interface Answer {
  status: number;
  location?: string;
  fieldErrors?: Record<string, string>;
  formError?: string;
  values?: Record<string, string>;
}

/** Status, errors and values of the action's `data()` answer, or the redirect's location. */
function answerOf(result: unknown): Answer {
  if (result instanceof Response)
    return { status: result.status, location: result.headers.get('Location') ?? undefined };
  const answer = result as { init?: { status?: number }; data: Omit<Answer, 'status'> };
  return { status: answer.init?.status ?? 200, ...answer.data };
}

const png = (size = 64) => new File([new Uint8Array(size)], 'kayak.png', { type: 'image/png' });

/** Whether a message key has a message in every language of the site. */
function hasMessages(key: string): boolean {
  return (['it', 'en', 'fr'] as const).every((lang) => {
    let node: unknown = localeMessages(lang);
    for (const part of key.split('.'))
      node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
    return typeof node === 'string' && node.length > 0;
  });
}

beforeEach(() => {
  calls = [];
  saveAnswer = async () => ({ id: 42 });
});

describe('the listing form’s action', () => {
  it('refuses a post from another site before reading it', async () => {
    await expect(
      post(form({ titolo_it: 'Kayak' }), { origin: 'https://elsewhere.example' }),
    ).rejects.toMatchObject({ status: 403 });
    expect(calls).toEqual([]);
  });

  it('answers every faulty field’s message and every value typed, and saves nothing', async () => {
    const answer = answerOf(
      await post(
        form({
          titolo_it: '   ',
          titolo_en: 'x'.repeat(201),
          email: 'not-an-address',
          sito: 'www.example.org',
          telefono: '+39 011 12',
          invia: 'on',
          slot_data_0: '2026-02-30T10:00',
          slot_capacita_0: '12',
          slot_data_1: '2026-12-05T10:30',
          slot_capacita_1: '0',
          immagine: new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }),
        }),
        { kind: 'appuntamenti' },
      ),
    );
    expect(answer.status).toBe(400);
    expect(answer.fieldErrors).toEqual({
      titolo_it: 'commerce.errors.required',
      titolo_en: 'commerce.errors.tooLong',
      email: 'commerce.errors.email',
      sito: 'commerce.errors.url',
      immagine: 'commerce.operators.imageType',
      slot_data_0: 'commerce.operators.slotInvalid',
      slot_capacita_1: 'commerce.operators.slotInvalid',
    });
    expect(answer.values).toMatchObject({
      titolo_en: 'x'.repeat(201),
      email: 'not-an-address',
      telefono: '+39 011 12',
      invia: 'on',
      slot_data_1: '2026-12-05T10:30',
      slot_capacita_1: '0',
    });
    expect(answer.values).not.toHaveProperty('immagine');
    expect(calls).toEqual([]);
  });

  it('refuses an image over 10 MB before uploading it', async () => {
    const answer = answerOf(
      await post(form({ titolo_it: 'Kayak', immagine: png(imageMaxBytes + 1) })),
    );
    expect(answer).toMatchObject({
      status: 400,
      fieldErrors: { immagine: 'commerce.operators.imageTooLarge' },
      values: { titolo_it: 'Kayak' },
    });
    expect(calls).toEqual([]);
  });

  it('uploads the image with the operator’s token, saves the listing and its slots, then redirects', async () => {
    const answer = answerOf(
      await post(
        form({
          titolo_it: '  Visita in cantina ',
          descrizione_it: 'Con degustazione.',
          titolo_fr: 'Visite de la cave',
          sito: 'https://example.org',
          invia: 'on',
          immagine: png(),
          slot_id_0: '4',
          slot_data_0: '2026-12-05T10:30',
          slot_capacita_0: '12',
          slot_data_1: '',
          slot_capacita_1: '',
          slot_data_2: '2026-12-06T09:00:00',
          slot_capacita_2: '10000',
        }),
        { kind: 'appuntamenti' },
      ),
    );
    expect(answer).toEqual({ status: 302, location: '/it/dashboard/appuntamenti?salvato=42' });
    const [upload, save] = calls;
    expect(upload).toMatchObject({
      method: 'POST',
      path: '/operatori/immagini',
      token: 'operator-token',
    });
    expect((upload?.body as FormData).get('file')).toBeInstanceOf(File);
    expect(save).toMatchObject({
      method: 'POST',
      path: '/operatori/appuntamenti',
      body: {
        translations: [
          { languages_code: 'it', titolo: 'Visita in cantina', descrizione: 'Con degustazione.' },
          { languages_code: 'fr', titolo: 'Visite de la cave', descrizione: '' },
        ],
        sito: 'https://example.org',
        email: null,
        status: 'in_review',
        cover: 'file-1',
        slots: [
          { id: 4, data: '202612051030', capacita: 12, durata_minuti: 60 },
          { data: '202612060900', capacita: 10_000, durata_minuti: 60 },
        ],
      },
    });
  });

  it('edits in place: the translations keep their ids, no slots for other kinds', async () => {
    const answer = answerOf(
      await post(form({ titolo_it: 'Seconda', slot_data_0: 'x' }), { mode: 'edit' }),
    );
    expect(answer).toEqual({ status: 302, location: '/it/dashboard/outdoor?salvato=42' });
    const save = calls.at(-1);
    expect(save).toMatchObject({ method: 'PATCH', path: '/operatori/outdoor/5' });
    expect(save?.body).toMatchObject({
      translations: [{ id: 8, languages_code: 'it', titolo: 'Seconda' }],
      status: 'draft',
    });
    expect(save?.body).not.toHaveProperty('slots');
  });

  it('says why the shop refused the save, keeping what was typed', async () => {
    saveAnswer = async () => {
      throw new ApiError('refused', 409, 'Conflict', [
        { message: 'below booked', extensions: { code: 'CAPACITY_BELOW_BOOKED' } },
      ]);
    };
    const answer = answerOf(
      await post(
        form({ titolo_it: 'Kayak', slot_data_0: '2026-12-05T10:30', slot_capacita_0: '1' }),
        {
          kind: 'appuntamenti',
        },
      ),
    );
    expect(answer).toMatchObject({
      status: 409,
      formError: 'commerce.operators.capacityBelowBooked',
      values: { titolo_it: 'Kayak', slot_capacita_0: '1' },
    });
  });

  it('answers a body that is not a form with a localized error', async () => {
    const request = new Request('http://localhost/it/dashboard/outdoor/crea', {
      method: 'POST',
      headers: { Origin: 'http://localhost', 'Content-Type': 'multipart/form-data; boundary=x' },
      body: 'not multipart at all',
    });
    const answer = answerOf(
      await saveAction(
        { request, params: { lang: 'it' }, context: requestContext() } as never,
        'outdoor',
        'create',
      ),
    );
    expect(answer).toMatchObject({ status: 400, formError: 'commerce.operators.saveFailed' });
    expect(calls).toEqual([]);
  });
});

/** Field names the form has, and others a hostile client may send. */
const names = fc.oneof(
  fc.constantFrom(
    'titolo_it',
    'titolo_en',
    'titolo_fr',
    'descrizione_it',
    'descrizione_en',
    'email',
    'telefono',
    'sito',
    'invia',
    'immagine',
    'indirizzo',
  ),
  fc
    .integer({ min: 0, max: maxSlotRows + 2 })
    .chain((index) =>
      fc.constantFrom(`slot_data_${index}`, `slot_capacita_${index}`, `slot_id_${index}`),
    ),
  fc.string({ maxLength: 12 }),
);
const texts = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.constantFrom(
    '',
    ' ',
    'on',
    'https://example.org',
    'javascript:alert(1)',
    '2026-12-05T10:30',
    '2026-13-45T25:61',
    '12',
    '-1',
    '1e3',
    '99999999999',
    '__proto__',
    'x'.repeat(6000),
  ),
);
const files = fc.record({
  type: fc.constantFrom('image/png', 'image/jpeg', 'text/html', 'image/svg+xml', ''),
  size: fc.constantFrom(0, 1, 2048),
});
// Half of the forms start with a valid title, so that valid listings are generated too.
const entries = fc
  .tuple(
    fc.option(fc.constant<[string, string]>(['titolo_it', 'Kayak sul Po'])),
    fc.array(
      fc.tuple(names, fc.oneof({ weight: 5, arbitrary: texts }, { weight: 1, arbitrary: files })),
      { maxLength: 30 },
    ),
  )
  .map(([title, rest]) => (title ? [title, ...rest] : rest));
const toFormData = (pairs: Array<[string, string | { type: string; size: number }]>) => {
  const data = new FormData();
  for (const [name, value] of pairs)
    if (typeof value === 'string') data.append(name, value);
    else data.append(name, new File([new Uint8Array(value.size)], 'f', { type: value.type }));
  return data;
};

describe('the listing form’s check, whatever is posted', () => {
  it('never throws, and gives a localized message for each field at fault or a valid listing', () => {
    const outcomes = { valid: 0, refused: 0 };
    fc.assert(
      fc.property(
        fc.constantFrom<Kind>('outdoor', 'incoming', 'ristorazione', 'appuntamenti'),
        entries,
        (kind, pairs) => {
          const parsed = parseListingForm(toFormData(pairs), kind);
          outcomes[parsed.success ? 'valid' : 'refused'] += 1;
          if (!parsed.success) {
            expect(Object.keys(parsed.fieldErrors).length).toBeGreaterThan(0);
            for (const key of Object.values(parsed.fieldErrors))
              expect(hasMessages(key), key).toBe(true);
            return;
          }
          const { values, slots, image } = parsed.listing;
          expect(values.titolo_it.length).toBeGreaterThan(0);
          expect(values.titolo_it.length).toBeLessThanOrEqual(200);
          expect(values.titolo_it).toBe(values.titolo_it.trim());
          if (values.sito) expect(values.sito).toMatch(/^https?:\/\//);
          if (image) expect(['image/png', 'image/jpeg']).toContain(image.type);
          if (kind === 'appuntamenti') {
            for (const slot of slots ?? []) {
              expect(slot.data).toMatch(/^\d{12}$/);
              expect(slot.capacita).toBeGreaterThanOrEqual(1);
              expect(slot.capacita).toBeLessThanOrEqual(10_000);
            }
          } else expect(slots).toBeUndefined();
        },
      ),
      { numRuns: 300 },
    );
    // both answers were met
    expect(outcomes.valid).toBeGreaterThan(0);
    expect(outcomes.refused).toBeGreaterThan(0);
  });

  it('the action answers it the same way: a 400 with the messages and the values, or a save', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<Kind>('outdoor', 'appuntamenti'),
        entries,
        async (kind, pairs) => {
          calls = [];
          const answer = answerOf(await post(toFormData(pairs), { kind }));
          if (answer.status === 400) {
            for (const key of Object.values(answer.fieldErrors ?? {}))
              expect(hasMessages(key), key).toBe(true);
            // every value of the form's own fields comes back (the last one sent of each name)
            const fields = new Set(listingFieldNames(kind));
            const sent = new Map(pairs.filter(([name]) => fields.has(name)));
            for (const [name, value] of sent)
              if (typeof value === 'string') expect(answer.values?.[name]).toBe(value);
            for (const name of Object.keys(answer.values ?? {}))
              expect(fields.has(name)).toBe(true);
            expect(calls.filter((call) => call.method)).toEqual([]);
          } else {
            expect(answer).toEqual({ status: 302, location: `/it/dashboard/${kind}?salvato=42` });
          }
        },
      ),
      { numRuns: 100 },
    );
  });
});
