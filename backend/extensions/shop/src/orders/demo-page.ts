// The demo provider's hosted page (GET/POST /shop/pagamenti/demo/:sessione), in the order's
// language (it/en/fr): clearly a demonstration in which no money moves, with the order number and
// amount, "approve" and "decline" buttons (a form POST with a per-session token) and a link back to
// the site. The POST signs a notification and delivers it over HTTP to this API's own webhook
// path, exactly as a real provider would, then sends the buyer back to the storefront (303).
import type { Knex } from 'knex';
import { num } from '../db';
import { returnUrls } from './create';
import type { DemoProvider } from './providers';
import type { Row } from './types';

type Locale = 'it' | 'en' | 'fr';

type Key =
  | 'title'
  | 'notice'
  | 'order'
  | 'amount'
  | 'legend'
  | 'approve'
  | 'decline'
  | 'back'
  | 'closed'
  | 'backSite'
  | 'missing'
  | 'denied';

const TEXT: Record<Locale, Record<Key, string>> = {
  it: {
    title: 'Pagamento dimostrativo',
    notice:
      'Questa è una pagina di pagamento dimostrativa: nessun denaro viene addebitato e nessun dato di carta viene chiesto.',
    order: 'Ordine',
    amount: 'Importo',
    legend: 'Scegli l’esito del pagamento',
    approve: 'Approva il pagamento',
    decline: 'Rifiuta il pagamento',
    back: 'Torna al sito senza pagare',
    closed: 'Questo ordine non attende più un pagamento.',
    backSite: 'Torna al sito',
    missing: 'Sessione di pagamento non trovata.',
    denied: 'La richiesta non è valida: riapri la pagina di pagamento.',
  },
  en: {
    title: 'Demo payment',
    notice: 'This is a demo payment page: no money is charged and no card details are asked for.',
    order: 'Order',
    amount: 'Amount',
    legend: 'Choose the payment outcome',
    approve: 'Approve payment',
    decline: 'Decline payment',
    back: 'Back to the site without paying',
    closed: 'This order is no longer waiting for a payment.',
    backSite: 'Back to the site',
    missing: 'Payment session not found.',
    denied: 'The request is not valid: open the payment page again.',
  },
  fr: {
    title: 'Paiement de démonstration',
    notice:
      'Ceci est une page de paiement de démonstration : aucun argent n’est débité et aucune donnée de carte n’est demandée.',
    order: 'Commande',
    amount: 'Montant',
    legend: 'Choisissez le résultat du paiement',
    approve: 'Approuver le paiement',
    decline: 'Refuser le paiement',
    back: 'Retour au site sans payer',
    closed: 'Cette commande n’attend plus de paiement.',
    backSite: 'Retour au site',
    missing: 'Session de paiement introuvable.',
    denied: 'La demande n’est pas valide : rouvrez la page de paiement.',
  },
};

const esc = (s: string): string =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

const localeOf = (v: unknown): Locale => (v === 'en' || v === 'fr' ? v : 'it');

// Colours: text #1a1a1a on white (17:1), buttons white on #0b5d1e (7.9:1) and #8a1c1c (8.6:1);
// a 3 px outline marks the focused control.
const STYLE = `
body{font-family:system-ui,sans-serif;margin:0;background:#f4f4f4;color:#1a1a1a;line-height:1.5}
main{max-width:34rem;margin:2rem auto;background:#fff;padding:1.5rem 2rem;border:1px solid #767676;border-radius:8px}
h1{font-size:1.5rem;margin-top:0}
.notice{background:#fff4ce;border:1px solid #6b5300;padding:.75rem 1rem;border-radius:4px}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0}
fieldset{border:1px solid #767676;border-radius:4px;padding:1rem;margin:1rem 0}
legend{font-weight:600;padding:0 .25rem}
button{font:inherit;font-size:1rem;padding:.6rem 1.2rem;margin:.25rem .5rem .25rem 0;border:0;border-radius:4px;color:#fff;cursor:pointer;min-height:44px}
button.approve{background:#0b5d1e}button.decline{background:#8a1c1c}
a{color:#0040a0}
button:focus-visible,a:focus-visible{outline:3px solid #1a1a1a;outline-offset:3px;box-shadow:0 0 0 6px #fff}
`;

function page(locale: Locale, title: string, body: string): string {
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export interface DemoPageDeps {
  db: Knex;
  demo: DemoProvider;
  storefrontUrl: string;
  /** this API's own address for delivering the notification */
  selfUrl: string;
  notifyDelayMs: number;
  warn: (error: unknown, msg: string) => void;
}

export interface PageAnswer {
  status: number;
  html?: string;
  redirect?: string;
}

async function orderOfSession(db: Knex, session: unknown): Promise<Row | undefined> {
  if (typeof session !== 'string' || !/^ds_[A-Za-z0-9_-]{10,64}$/.test(session)) return undefined;
  return (await db('ordini').where({ sessione_pagamento: session, provider: 'demo' }).first()) as
    Row | undefined;
}

const urlsOf = (deps: DemoPageDeps, o: Row) =>
  returnUrls(deps.storefrontUrl, {
    id: String(o['id']),
    locale: localeOf(o['locale']),
    token: (o['access_token'] as string | null) ?? null,
  });

/** GET: the hosted page of a session. */
export async function demoPage(deps: DemoPageDeps, session: unknown): Promise<PageAnswer> {
  const o = await orderOfSession(deps.db, session);
  if (!o) return { status: 404, html: page('it', TEXT.it.missing, `<h1>${TEXT.it.missing}</h1>`) };
  const locale = localeOf(o['locale']);
  const t = TEXT[locale];
  const urls = urlsOf(deps, o);
  const amount = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(
    num(o['da_pagare']) / 100,
  );
  const facts = `<dl><dt>${t.order}</dt><dd>${esc(String(o['numero']))}</dd><dt>${t.amount}</dt><dd>${esc(amount)}</dd></dl>`;
  if (o['status'] !== 'pending')
    return {
      status: 200,
      html: page(
        locale,
        t.title,
        `<h1>${t.title}</h1>${facts}<p role="status">${t.closed}</p><p><a href="${esc(urls.success)}">${t.backSite}</a></p>`,
      ),
    };
  const token = deps.demo.formToken(String(session));
  const action = `/shop/pagamenti/demo/${esc(String(session))}`;
  return {
    status: 200,
    html: page(
      locale,
      `${t.title} — ${String(o['numero'])}`,
      `<h1>${t.title}</h1>
<p class="notice">${t.notice}</p>
${facts}
<form method="post" action="${action}">
<input type="hidden" name="token" value="${esc(token)}">
<fieldset>
<legend>${t.legend}</legend>
<button type="submit" class="approve" name="esito" value="approve">${t.approve}</button>
<button type="submit" class="decline" name="esito" value="decline">${t.decline}</button>
</fieldset>
</form>
<p><a href="${esc(urls.cancel)}">${t.back}</a></p>`,
    ),
  };
}

/** Signs and delivers the notification of a demo payment to this API's webhook path. */
async function deliver(deps: DemoPageDeps, o: Row, approve: boolean): Promise<void> {
  const raw = JSON.stringify({
    id: `evt_demo_${String(o['sessione_pagamento']).slice(3)}_${approve ? 'ok' : 'ko'}`,
    type: approve ? 'payment.succeeded' : 'payment.failed',
    order: String(o['id']),
    amount: num(o['da_pagare']),
    currency: 'EUR',
  });
  const res = await fetch(`${deps.selfUrl}/shop/pagamenti/notifiche/demo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'demo-signature': deps.demo.sign(raw) },
    body: raw,
    signal: AbortSignal.timeout(30_000),
  });
  if (!res.ok) throw new Error(`demo notification answered ${res.status}: ${await res.text()}`);
}

/** POST: the buyer's choice; the notification is delivered, then the buyer goes back (303). */
export async function demoChoice(
  deps: DemoPageDeps,
  session: unknown,
  form: Record<string, string>,
): Promise<PageAnswer> {
  const o = await orderOfSession(deps.db, session);
  if (!o) return { status: 404, html: page('it', TEXT.it.missing, `<h1>${TEXT.it.missing}</h1>`) };
  const locale = localeOf(o['locale']);
  const esito = form['esito'];
  if (
    !deps.demo.checkFormToken(String(session), form['token']) ||
    (esito !== 'approve' && esito !== 'decline')
  )
    return {
      status: 400,
      html: page(
        locale,
        TEXT[locale].title,
        `<h1>${TEXT[locale].title}</h1><p role="alert">${TEXT[locale].denied}</p>`,
      ),
    };
  const urls = urlsOf(deps, o);
  if (o['status'] === 'pending') {
    const send = () => deliver(deps, o, esito === 'approve');
    if (deps.notifyDelayMs > 0)
      setTimeout(() => {
        send().catch((error: unknown) => deps.warn(error, 'shop: demo notification failed'));
      }, deps.notifyDelayMs);
    else await send().catch((error: unknown) => deps.warn(error, 'shop: demo notification failed'));
  }
  return { status: 303, redirect: urls.success };
}
