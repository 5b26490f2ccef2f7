import { describe, expect, it } from 'vitest';
import {
  type GuardContext,
  type GuardLookups,
  UnknownGuardError,
  guards,
  resolveGuard,
  runGuardsWith,
} from './index';
import fc from 'fast-check';
import { noStoreJson, pageUrl } from './responses';
import { returnPath } from '../site-path';
import type { Viewer } from '../api/auth';

const NOW = Date.parse('2026-12-01T10:00:00.000Z');

function jwt(payload: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.c2lnbmF0dXJl`;
}

const defaultLookups: GuardLookups = {
  productOnSale: async (_tipo, id) => id === 10,
  appointmentDates: async (id) => (id === 9 ? ['2026-12-05', '2026-12-06'] : id === 8 ? [] : null),
  calendarEntryBookable: async (slug) => slug === 'yoga-al-parco',
  hasLoyaltyCard: async () => false,
};

function context(
  path: string,
  params: Record<string, string> = {},
  viewer: Viewer = { loggedIn: false, roles: [] },
  lookups: Partial<GuardLookups> = {},
): GuardContext {
  const url = new URL(`http://localhost:3000${path}`);
  return {
    request: new Request(url),
    url,
    lang: 'it',
    params: { lang: 'it', ...params },
    viewer: async () => viewer,
    lookups: { ...defaultLookups, ...lookups },
    now: NOW,
  };
}

async function outcome(name: string, ctx: GuardContext): Promise<string> {
  try {
    await runGuardsWith(ctx, [name]);
    return 'pass';
  } catch (error) {
    if (error instanceof Response)
      return `${error.status} ${error.headers.get('Location') ?? ''}`.trim();
    if (error && typeof error === 'object' && 'init' in error) {
      const init = (error as { init?: { status?: number } }).init;
      return String(init?.status);
    }
    throw error;
  }
}

const user: Viewer = { loggedIn: true, roles: ['utente'], email: 'u@example.org' };

describe('guard registry', () => {
  it('names every guard of the spec', () => {
    expect(Object.keys(guards).sort()).toEqual(
      [
        'appointment',
        'appointment-date',
        'booking',
        'cart',
        'incoming-operator',
        'invite',
        'loyalty-cards',
        'organiser',
        'outdoor-operator',
        'private-area',
        'product-purchase',
        'reset-password',
        'restaurateur',
        'door-staff',
      ].sort(),
    );
  });

  it('throws "Unknown route middleware" for an unknown name, before running any guard', async () => {
    expect(() => resolveGuard('nope')).toThrow(new UnknownGuardError('nope'));
    expect(() => resolveGuard('toString')).toThrow('Unknown route middleware');
    await expect(runGuardsWith(context('/it/carrello'), ['cart', 'nope'])).rejects.toThrow(
      'Unknown route middleware',
    );
  });
});

describe('private area', () => {
  it('sends visitors to the login page with a same-origin return path', async () => {
    expect(await outcome('private-area', context('/it/dashboard/profilo/ordini?page=2'))).toBe(
      '302 /it/dashboard/login?redirect=%2Fit%2Fdashboard%2Fprofilo%2Fordini%3Fpage%3D2',
    );
    expect(await outcome('private-area', context('/it/dashboard', {}, user))).toBe('pass');
  });

  it('uses the page address of single-fetch data requests', () => {
    const url = pageUrl(
      new Request('http://localhost:3000/it/checkout.data?_routes=root%2Croutes%2Fcheckout&x=1'),
    );
    expect(`${url.pathname}${url.search}`).toBe('/it/checkout?x=1');
    expect(pageUrl(new Request('http://localhost:3000/_root.data')).pathname).toBe('/');
  });

  it('accepts only same-origin paths as return targets (lib/site-path.test.ts has the rest)', () => {
    expect(returnPath('/it/checkout?x=1', 'it')).toBe('/it/checkout?x=1');
    expect(returnPath('//evil.example/x', 'it')).toBe('/it/dashboard');
    expect(returnPath('/.//evil.example/x', 'it')).toBe('/it/dashboard');
    expect(returnPath('/\\evil.example', 'it')).toBe('/it/dashboard');
    expect(returnPath('https://evil.example/', 'it')).toBe('/it/dashboard');
    expect(returnPath('javascript:alert(1)', 'it')).toBe('/it/dashboard');
    expect(returnPath(null, 'it')).toBe('/it/dashboard');
  });
});

describe('cart', () => {
  it('accepts a well-formed promo code link and refuses garbage', async () => {
    expect(await outcome('cart', context('/it/carrello'))).toBe('pass');
    expect(await outcome('cart', context('/it/carrello?codice=NATALE-25'))).toBe('pass');
    expect(await outcome('cart', context('/it/carrello?codice=%3Cscript%3E'))).toBe('404');
  });
});

describe('product purchase', () => {
  it('needs a purchase type, a numeric id and a product on sale', async () => {
    expect(
      await outcome(
        'product-purchase',
        context('/it/acquista/carte/10', { tipo: 'carte', id: '10' }),
      ),
    ).toBe('pass');
    expect(
      await outcome(
        'product-purchase',
        context('/it/acquista/carte/11', { tipo: 'carte', id: '11' }),
      ),
    ).toBe('404');
    expect(
      await outcome(
        'product-purchase',
        context('/it/acquista/scarpe/10', { tipo: 'scarpe', id: '10' }),
      ),
    ).toBe('404');
    expect(
      await outcome(
        'product-purchase',
        context('/it/acquista/carte/1e3', { tipo: 'carte', id: '1e3' }),
      ),
    ).toBe('404');
    expect(
      await outcome(
        'product-purchase',
        context('/it/acquista/carte/0', { tipo: 'carte', id: '0' }),
      ),
    ).toBe('404');
  });
});

describe('appointment and appointment date', () => {
  it('needs an existing appointment with bookable dates', async () => {
    expect(await outcome('appointment', context('/it/acquista/appuntamenti/9', { id: '9' }))).toBe(
      'pass',
    );
    expect(await outcome('appointment', context('/it/acquista/appuntamenti/8', { id: '8' }))).toBe(
      '404',
    );
    expect(await outcome('appointment', context('/it/acquista/appuntamenti/7', { id: '7' }))).toBe(
      '404',
    );
    expect(await outcome('appointment', context('/it/acquista/appuntamenti/x', { id: 'x' }))).toBe(
      '404',
    );
  });

  it('needs a real calendar date; an unbookable one goes back to the date choice', async () => {
    const at = (data: string) => context(`/it/acquista/appuntamenti/9/${data}`, { id: '9', data });
    expect(await outcome('appointment-date', at('2026-12-05'))).toBe('pass');
    expect(await outcome('appointment-date', at('2026-12-07'))).toBe(
      '302 /it/acquista/appuntamenti/9',
    );
    expect(await outcome('appointment-date', at('2026-02-30'))).toBe('404');
    expect(await outcome('appointment-date', at('domani'))).toBe('404');
  });
});

describe('reset password and invite', () => {
  it('needs a well-formed unexpired reset token', async () => {
    const good = jwt({ email: 'a@example.org', scope: 'password-reset', exp: NOW / 1000 + 600 });
    const old = jwt({ email: 'a@example.org', scope: 'password-reset', exp: NOW / 1000 - 1 });
    expect(
      await outcome('reset-password', context(`/it/dashboard/login/reset?token=${good}`)),
    ).toBe('pass');
    expect(await outcome('reset-password', context(`/it/dashboard/login/reset?token=${old}`))).toBe(
      '302 /it/dashboard/login/forgot?scaduto=1',
    );
    expect(await outcome('reset-password', context('/it/dashboard/login/reset?token=abc'))).toBe(
      '302 /it/dashboard/login/forgot?scaduto=1',
    );
    expect(await outcome('reset-password', context('/it/dashboard/login/reset'))).toBe(
      '302 /it/dashboard/login/forgot?scaduto=1',
    );
  });

  it('needs an email and an invite token for that email', async () => {
    const token = jwt({ email: 'new@example.org', scope: 'invite', exp: NOW / 1000 + 3600 });
    const path = (email: string, t = token) =>
      `/it/dashboard/registrazione/invito?email=${encodeURIComponent(email)}&token=${t}`;
    expect(await outcome('invite', context(path('new@example.org')))).toBe('pass');
    expect(await outcome('invite', context(path('other@example.org')))).toBe('404');
    expect(await outcome('invite', context(path('not-an-email')))).toBe('404');
    expect(await outcome('invite', context(path('new@example.org', 'garbage')))).toBe('404');
    expect(
      await outcome(
        'invite',
        context('/it/dashboard/registrazione/invito?email=new%40example.org'),
      ),
    ).toBe('404');
  });
});

describe('loyalty cards and booking', () => {
  it('lets card holders through and sends others to buy a card', async () => {
    const holder: Viewer = { loggedIn: true, roles: ['utente', 'titolare_card'] };
    expect(
      await outcome('loyalty-cards', context('/it/dashboard/armonia/gestisci', {}, holder)),
    ).toBe('pass');
    expect(
      await outcome(
        'loyalty-cards',
        context('/it/dashboard/armonia/gestisci', {}, user, { hasLoyaltyCard: async () => true }),
      ),
    ).toBe('pass');
    expect(
      await outcome('loyalty-cards', context('/it/dashboard/armonia/gestisci', {}, user)),
    ).toBe('302 /it/dashboard/armonia/acquista');
  });

  it('needs a bookable calendar entry and a logged-in user', async () => {
    const at = (slug: string, viewer: Viewer = user) =>
      context(`/it/dashboard/armonia/calendario/${slug}/prenota`, { slug }, viewer);
    expect(await outcome('booking', at('yoga-al-parco'))).toBe('pass');
    expect(await outcome('booking', at('chiuso'))).toBe('404');
    expect(await outcome('booking', at('../etc'))).toBe('404');
    expect(await outcome('booking', at('yoga-al-parco', { loggedIn: false, roles: [] }))).toMatch(
      /^302 \/it\/dashboard\/login\?redirect=/,
    );
  });
});

describe('operator guards', () => {
  const cases = [
    ['outdoor-operator', 'operatore_outdoor', '/it/dashboard/outdoor/registrazione'],
    ['incoming-operator', 'operatore_incoming', '/it/dashboard/incoming/registrazione'],
    ['organiser', 'organizzatore', '/it/dashboard'],
    ['restaurateur', 'ristoratore', '/it/dashboard/ristorazione/registrazione'],
  ] as const;

  for (const [name, role, elsewhere] of cases) {
    it(`${name}: needs login and the ${role} role`, async () => {
      expect(await outcome(name, context('/it/dashboard/x'))).toMatch(
        /^302 \/it\/dashboard\/login\?redirect=/,
      );
      expect(await outcome(name, context('/it/dashboard/x', {}, user))).toBe(`302 ${elsewhere}`);
      expect(
        await outcome(
          name,
          context('/it/dashboard/x', {}, { loggedIn: true, roles: ['utente', role] }),
        ),
      ).toBe('pass');
    });
  }

  it('door-staff: door staff, organisers and administrators, no one else', async () => {
    expect(await outcome('door-staff', context('/it/dashboard/controllo'))).toMatch(
      /^302 \/it\/dashboard\/login\?redirect=/,
    );
    expect(await outcome('door-staff', context('/it/dashboard/controllo', {}, user))).toBe(
      '302 /it/dashboard',
    );
    for (const role of ['controllo', 'organizzatore', 'administrator'])
      expect(
        await outcome(
          'door-staff',
          context('/it/dashboard/controllo', {}, { loggedIn: true, roles: [role] }),
        ),
      ).toBe('pass');
    expect(
      await outcome(
        'door-staff',
        context('/it/dashboard/controllo', {}, { loggedIn: true, roles: ['operatore_outdoor'] }),
      ),
    ).toBe('302 /it/dashboard');
  });

  it('does not let one operator role stand for another', async () => {
    expect(
      await outcome(
        'restaurateur',
        context('/it/dashboard/x', {}, { loggedIn: true, roles: ['operatore_outdoor'] }),
      ),
    ).toBe('302 /it/dashboard/ristorazione/registrazione');
  });
});

describe('noStoreJson', () => {
  it('answers JSON that no cache keeps, with the byte length of any body', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.jsonValue(),
        fc.constantFrom(200, 400, 401, 404, 409, 422, 429, 502),
        async (body, status) => {
          const res = noStoreJson(body, status);
          const bytes = new Uint8Array(await res.arrayBuffer());
          expect(res.status).toBe(status);
          expect(res.headers.get('Cache-Control')).toBe('no-store');
          expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
          expect(Number(res.headers.get('Content-Length'))).toBe(bytes.length);
          expect(JSON.parse(new TextDecoder().decode(bytes))).toEqual(
            JSON.parse(JSON.stringify(body)),
          );
        },
      ),
    );
  });
});
