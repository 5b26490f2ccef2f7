import fc from 'fast-check';
import { RouterContextProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type RequestApi, apiContext } from '../../lib/api/request.server';
import { ApiError } from '../../lib/api/transport';
import {
  cancelErrorKey,
  outcomeSearch,
  readBookingParam,
  readCancelForm,
  readOutcome,
} from './organiser-cancel';

/*
 * The organiser's booking cancellation (`/{lang}/dashboard/appuntamenti/{id}`): the route's action
 * (cancelBookingAction) with the shop client, the guards and the origin check replaced; the parsing and the rest are
 * real. The order and the lines cancelled are always those the shop gives for the booking.
 */

vi.mock('../../lib/guards/run.server', () => ({ runGuards: async () => 'it' }));
vi.mock('../../lib/session.server', () => ({
  assertSameOrigin: (request: Request) => {
    if (request.headers.get('Origin') !== 'http://localhost')
      throw new Response('Forbidden', { status: 403 });
  },
}));

// the route's action is this function (the route module also draws the page: not loaded in Node)
const { cancelBookingAction: action } = await import('./organiser-cancel.server');

const ORDER = '0b8e6c1e-7d0e-4a59-9d0a-4b1f8d0f7e11';

const detail = () => ({
  slots: [
    {
      id: 3,
      data: '203101101000',
      capacita: 4,
      prenotati: 3,
      prenotazioni: [
        {
          id: 21,
          posti: 2,
          stato: 'confermata',
          nome: 'Ada',
          ordine: ORDER,
          ordine_stato: 'paid',
          righe: [77],
          annullabile: true,
          rimborso: 5000,
        },
        {
          id: 22,
          posti: 1,
          stato: 'annullata',
          nome: 'Bea',
          ordine: ORDER,
          ordine_stato: 'paid',
          righe: [78],
          annullabile: false,
          rimborso: null,
        },
      ],
      coda: [],
    },
  ],
});

interface Call {
  method?: string;
  path: string;
  body?: unknown;
}
let calls: Call[] = [];
let cancelAnswer: () => Promise<unknown>;

function requestContext(): RouterContextProvider {
  const context = new RouterContextProvider();
  const shop = {
    request: async (req: Call, schema: { parse: (v: unknown) => unknown }) => {
      calls.push(req);
      if (req.path.endsWith('/prenotazioni')) return schema.parse(detail());
      return schema.parse(await cancelAnswer());
    },
  } as unknown as RequestApi['shop'];
  context.set(apiContext, { shop } as RequestApi);
  return context;
}

async function post(
  body: BodyInit,
  {
    origin = 'http://localhost',
    id = '5',
    type,
  }: { origin?: string; id?: string; type?: string } = {},
) {
  const headers: Record<string, string> = { Origin: origin };
  if (type) headers['Content-Type'] = type;
  const request = new Request(`http://localhost/it/dashboard/appuntamenti/${id}`, {
    method: 'POST',
    headers,
    body,
  });
  return (await action({
    request,
    params: { lang: 'it', id },
    context: requestContext(),
  } as never)) as unknown;
}

const form = (values: Record<string, string | string[]>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(values))
    for (const one of Array.isArray(value) ? value : [value]) data.append(name, one);
  return data;
};

/** Status and form error of the action's `data()` answer, or the redirect's location. */
function answerOf(result: unknown): { status: number; formError?: string; location?: string } {
  if (result instanceof Response)
    return { status: result.status, location: result.headers.get('Location') ?? undefined };
  const d = result as { init?: { status?: number }; data: { formError?: string } };
  return { status: d.init?.status ?? 200, formError: d.data.formError };
}

beforeEach(() => {
  calls = [];
  cancelAnswer = async () => ({
    status: 'refunded',
    rimborsi: [{ importo: 4500, importo_carta_regalo: 500, righe: null }],
  });
});

describe('the cancellation action', () => {
  it('cancels the lines the shop gives for the booking and redirects with the refund', async () => {
    const answer = answerOf(await post(form({ intent: 'annulla', prenotazione: '21' })));
    expect(answer).toEqual({
      status: 303,
      location: '/it/dashboard/appuntamenti/5?annullata=21&rimborso=5000',
    });
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: `/ordini/${ORDER}/annulla`,
      body: { righe: [77] },
    });
  });

  it('ignores order and line ids sent with the form', async () => {
    await post(form({ intent: 'annulla', prenotazione: '21', ordine: 'x', righe: ['1', '2'] }));
    expect(calls.at(-1)?.body).toEqual({ righe: [77] });
    expect(calls.at(-1)?.path).toBe(`/ordini/${ORDER}/annulla`);
  });

  it('refuses bookings that are not cancellable or not of the appointment, without calling', async () => {
    expect(answerOf(await post(form({ intent: 'annulla', prenotazione: '22' })))).toEqual({
      status: 409,
      formError: 'commerce.operators.cancel.notCancellable',
    });
    expect(answerOf(await post(form({ intent: 'annulla', prenotazione: '99' })))).toEqual({
      status: 404,
      formError: 'commerce.operators.cancel.notFound',
    });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("says the shop's refusals in words", async () => {
    const cases: Array<[ApiError, number, string]> = [
      [
        new ApiError('x', 409, 'Conflict', [
          { message: 'x', extensions: { code: 'ORDER_NOT_CANCELLABLE' } },
        ]),
        409,
        'commerce.operators.cancel.notCancellable',
      ],
      [new ApiError('x', 403, 'Forbidden'), 403, 'commerce.operators.cancel.forbidden'],
      [new ApiError('x', 500, 'Error'), 502, 'commerce.operators.cancel.failed'],
    ];
    for (const [error, status, formError] of cases) {
      cancelAnswer = async () => {
        throw error;
      };
      expect(answerOf(await post(form({ intent: 'annulla', prenotazione: '21' })))).toEqual({
        status,
        formError,
      });
    }
  });

  it('refuses a post from another origin', async () => {
    await expect(
      post(form({ intent: 'annulla', prenotazione: '21' }), { origin: 'https://evil.example' }),
    ).rejects.toBeInstanceOf(Response);
    expect(calls).toEqual([]);
  });

  it('answers hostile forms with 400 and no call to the shop', async () => {
    const hostileValue = fc.oneof(
      fc.string(),
      fc.constantFrom('0', '-1', '1.5', '1e3', ' 21', '21 ', '021', '0x15', '9'.repeat(20), ''),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            intent: fc.oneof(fc.constant('annulla'), fc.string(), fc.array(fc.string())),
            prenotazione: fc.oneof(hostileValue, fc.array(hostileValue, { minLength: 2 })),
          },
          { requiredKeys: [] },
        ),
        async (values) => {
          calls = [];
          const valid =
            values.intent === 'annulla' &&
            typeof values.prenotazione === 'string' &&
            /^[1-9]\d{0,14}$/.test(values.prenotazione);
          fc.pre(!valid);
          const answer = answerOf(await post(form(values as Record<string, string | string[]>)));
          expect(answer).toEqual({ status: 400, formError: 'commerce.operators.cancel.invalid' });
          expect(calls).toEqual([]);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('answers a body that is not a form with 400', async () => {
    for (const [body, type] of [
      ['{"intent":"annulla","prenotazione":21}', 'application/json'],
      ['intent=annulla&prenotazione=21&prenotazione=22', 'application/x-www-form-urlencoded'],
      ['--x\r\nbroken', 'multipart/form-data; boundary=x'],
    ] as const) {
      expect(answerOf(await post(body, { type })).status).toBe(400);
    }
    expect(calls).toEqual([]);
  });
});

describe('the input of the page', () => {
  it('reads a booking id only from plain digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(readBookingParam(String(n))).toBe(String(n).length <= 15 ? n : null);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (s) => {
        const read = readBookingParam(s);
        if (read !== null) expect(String(read)).toBe(s);
      }),
    );
    expect(readBookingParam(null)).toBeNull();
  });

  it('reads back the outcome it wrote, and nothing from hostile queries', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e12 }),
        fc.integer({ min: 0, max: 1e9 }),
        (booking, refund) => {
          const search = new URLSearchParams(outcomeSearch({ booking, refund }));
          expect(readOutcome(search)).toEqual({ booking, refund });
        },
      ),
    );
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, r) => {
        const out = readOutcome(new URLSearchParams({ annullata: a, rimborso: r }));
        if (out) expect([String(out.booking), String(out.refund)]).toEqual([a, r]);
      }),
    );
  });

  it('reads a form with exactly one intent and one booking', () => {
    expect(readCancelForm(form({ intent: 'annulla', prenotazione: '21' }))).toBe(21);
    expect(readCancelForm(form({ intent: 'annulla', prenotazione: ['21', '21'] }))).toBeNull();
    expect(readCancelForm(form({ prenotazione: '21' }))).toBeNull();
  });

  it('maps every refusal to a message', () => {
    fc.assert(
      fc.property(fc.integer({ min: 400, max: 599 }), fc.option(fc.string()), (status, code) => {
        expect(cancelErrorKey(status, code ?? undefined)).toMatch(
          /^commerce\.operators\.cancel\.(notCancellable|forbidden|notFound|failed)$/,
        );
      }),
    );
  });
});
