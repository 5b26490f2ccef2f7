import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/**
 * Purchase, account, loyalty-card and operator routes (spec section 2). The public route tree spreads
 * these entries inside the `/:lang` layout, so every path below is prefixed with /it, /en or /fr.
 * Each module runs its named guards (app/lib/guards) in its loader and action.
 */
export const commerceRoutes: RouteConfigEntry[] = [
  // Purchase
  route('carrello', 'routes/carrello.tsx'),
  route('carrello/prezzi', 'routes/carrello.prezzi.ts'),
  route('acquista/coda', 'routes/acquista.coda.tsx'),
  route('acquista/coda/stato', 'routes/acquista.coda.stato.ts'),
  route('acquista/bundle/:id', 'routes/acquista.bundle.$id.tsx'),
  route('acquista/visite-guidate/:id', 'routes/acquista.visite-guidate.$id.tsx'),
  route('acquista/visite-guidate/:id/posti', 'routes/acquista.visite-guidate.$id.posti.ts'),
  route('acquista/appuntamenti/:id', 'routes/acquista.appuntamenti.$id.tsx'),
  route('acquista/appuntamenti/:id/posti', 'routes/acquista.appuntamenti.$id.posti.ts'),
  route('acquista/appuntamenti/:id/:data', 'routes/acquista.appuntamenti.$id.$data.tsx'),
  route(
    'acquista/appuntamenti/:id/:data/queue',
    'routes/acquista.appuntamenti.$id.$data.queue.tsx',
  ),
  route('acquista/:tipo/:id', 'routes/acquista.$tipo.$id.tsx'),
  route('checkout', 'routes/checkout._index.tsx'),
  route('checkout/ordine', 'routes/checkout.ordine.ts'),
  route('checkout/success/:ordine', 'routes/checkout.success.$ordine.tsx'),
  route(
    'checkout/success/:ordine/biglietti.pdf',
    'routes/checkout.success.$ordine.biglietti[.]pdf.ts',
  ),
  route(
    'checkout/success/:ordine/biglietti.ics',
    'routes/checkout.success.$ordine.biglietti[.]ics.ts',
  ),

  // Account
  route('dashboard', 'routes/dashboard._index.tsx'),
  route('dashboard/me', 'routes/dashboard.me.tsx'),
  route('dashboard/controllo', 'routes/dashboard.controllo.tsx'),
  route('dashboard/login', 'routes/dashboard.login._index.tsx'),
  route('dashboard/login/forgot', 'routes/dashboard.login.forgot.tsx'),
  route('dashboard/login/reset', 'routes/dashboard.login.reset.tsx'),
  route('dashboard/login/sso', 'routes/dashboard.login.sso.tsx'),
  route('dashboard/logout', 'routes/dashboard.logout.tsx'),
  route('dashboard/registrazione', 'routes/dashboard.registrazione._index.tsx'),
  route('dashboard/registrazione/invito', 'routes/dashboard.registrazione.invito.tsx'),
  route('registrazione/invito', 'routes/registrazione.invito.tsx'),
  route('dashboard/maintenance', 'routes/dashboard.maintenance.tsx'),
  route('dashboard/profilo/modifica', 'routes/dashboard.profilo.modifica.tsx'),
  route('dashboard/profilo/ordini', 'routes/dashboard.profilo.ordini.tsx'),
  route('dashboard/profilo/prenotazioni', 'routes/dashboard.profilo.prenotazioni.tsx'),
  route(
    'dashboard/profilo/abbonamenti-e-carte-regalo',
    'routes/dashboard.profilo.abbonamenti-e-carte-regalo.tsx',
  ),
  route('dashboard/profilo/card', 'routes/dashboard.profilo.card._index.tsx'),
  route(
    'dashboard/profilo/card/abbonamenti-athena/:id',
    'routes/dashboard.profilo.card.abbonamenti-athena.$id.tsx',
  ),

  // Loyalty card
  route('dashboard/armonia/acquista', 'routes/dashboard.armonia.acquista.tsx'),
  route('dashboard/armonia/gestisci', 'routes/dashboard.armonia.gestisci.tsx'),
  route('dashboard/armonia/calendario', 'routes/dashboard.armonia.calendario._index.tsx'),
  route(
    'dashboard/armonia/calendario/:slug',
    'routes/dashboard.armonia.calendario.$slug._index.tsx',
  ),
  route(
    'dashboard/armonia/calendario/:slug/prenota',
    'routes/dashboard.armonia.calendario.$slug.prenota.tsx',
  ),

  // Operators: outdoor and incoming
  route('dashboard/outdoor', 'routes/dashboard.outdoor._index.tsx'),
  route('dashboard/outdoor/crea', 'routes/dashboard.outdoor.crea.tsx'),
  route('dashboard/outdoor/modifica/:id', 'routes/dashboard.outdoor.modifica.$id.tsx'),
  route('dashboard/outdoor/registrazione', 'routes/dashboard.operatore.registrazione.tsx', {
    id: 'outdoor-registration',
  }),
  route('dashboard/incoming', 'routes/dashboard.incoming._index.tsx'),
  route('dashboard/incoming/crea', 'routes/dashboard.incoming.crea.tsx'),
  route('dashboard/incoming/modifica/:id', 'routes/dashboard.incoming.modifica.$id.tsx'),
  route('dashboard/incoming/registrazione', 'routes/dashboard.operatore.registrazione.tsx', {
    id: 'incoming-registration',
  }),

  // Operators: appointment organisers
  route('dashboard/appuntamenti', 'routes/dashboard.appuntamenti._index.tsx'),
  route('dashboard/appuntamenti/crea', 'routes/dashboard.appuntamenti.crea.tsx'),
  route('dashboard/appuntamenti/decline', 'routes/dashboard.appuntamenti.decline.tsx'),
  route('dashboard/appuntamenti/modifica/:id', 'routes/dashboard.appuntamenti.modifica.$id.tsx'),
  route('dashboard/appuntamenti/:id', 'routes/dashboard.appuntamenti.$id.tsx'),

  // Operators: restaurateurs and promotion
  route('dashboard/ristorazione', 'routes/dashboard.ristorazione._index.tsx'),
  route('dashboard/ristorazione/crea', 'routes/dashboard.ristorazione.crea.tsx'),
  route('dashboard/ristorazione/registrazione', 'routes/dashboard.operatore.registrazione.tsx', {
    id: 'ristorazione-registration',
  }),
  route('dashboard/ristorazione/modifica/:id', 'routes/dashboard.ristorazione.modifica.$id.tsx'),
  route('dashboard/promuovi-evento', 'routes/dashboard.promuovi-evento.tsx'),
  route('dashboard/promuovi-ristorazione', 'routes/dashboard.promuovi-ristorazione.tsx'),
];
