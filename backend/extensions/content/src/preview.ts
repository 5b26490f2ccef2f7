// GET /pages/preview/:type/:id?token=…&lang=…: the admin app's live preview address of contenuti
// (collection meta `preview_url`). Redirects to the storefront's preview route,
// {STOREFRONT_URL}/{locale}/preview/{segment}/{id}?token=…, in the language asked for, else in
// the signed-in editor's language of the admin app (its session cookie comes with the frame's
// request), else Italian. Types the storefront has no page for get a short explanation instead.
import type { Knex } from 'knex';
import type { Next, Req, Res } from '../../shared/http';
import type { Row } from './hook-api';
import { localeOf } from './publishing';

/** Content type -> the storefront's preview route segment (storefront/app/lib/domain/links.ts). */
export const previewSegments: Record<string, string> = {
  eventi: 'eventi',
  pagine: 'pagine',
  risorse: 'risorse',
  attivita: 'attivita',
  prodotti: 'prodotti',
  pacchetti: 'pacchetti',
  appuntamenti: 'appuntamenti',
  visite_guidate: 'visite-guidate',
  spettacoli: 'spettacoli',
  news_convention: 'news-convention',
};

const noPage: Record<'it' | 'en' | 'fr', string> = {
  it: 'Questo tipo di contenuto non ha una pagina propria sul sito: compare negli elenchi e nei collegamenti delle altre pagine.',
  en: 'This content type has no page of its own on the site: it appears in the lists and links of other pages.',
  fr: 'Ce type de contenu n’a pas de page propre sur le site : il apparaît dans les listes et les liens des autres pages.',
};

export async function previewLocation(
  db: Knex,
  storefrontUrl: string,
  req: Pick<Req, 'query' | 'accountability'>,
  type: string,
  id: string,
): Promise<{ location: string } | { locale: 'it' | 'en' | 'fr'; message: string }> {
  const asked = typeof req.query['lang'] === 'string' ? req.query['lang'] : null;
  let locale = asked ? localeOf(asked) : 'it';
  if (!asked && req.accountability?.user) {
    const user: Row | undefined = await db('directus_users')
      .where({ id: req.accountability.user })
      .first('language');
    locale = localeOf(user?.['language']);
  }
  const segment = previewSegments[type];
  if (!segment || !/^[1-9]\d{0,9}$/.test(id)) return { locale, message: noPage[locale] };
  const token = typeof req.query['token'] === 'string' ? req.query['token'] : '';
  const base = storefrontUrl.replace(/\/+$/, '');
  const query = token ? `?token=${encodeURIComponent(token)}` : '';
  return { location: `${base}/${locale}/preview/${segment}/${id}${query}` };
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function previewHandler(db: Knex, storefrontUrl: string) {
  return (req: Req, res: Res, next: Next) => {
    const m = /^\/pages\/preview\/([a-z_]+)\/([^/]+)\/?$/.exec(req.path);
    if (req.method !== 'GET' || !m) return next();
    void previewLocation(db, storefrontUrl, req, m[1]!, m[2]!).then(
      (answer) => {
        res.setHeader('Cache-Control', 'no-store');
        if ('location' in answer) {
          res.statusCode = 302;
          res.setHeader('Location', answer.location);
          res.end();
          return;
        }
        res.statusCode = 200;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(
          `<!doctype html><html lang="${answer.locale}"><meta charset="utf-8"><title>Anteprima</title><p style="font:16px system-ui;margin:2rem">${escape(answer.message)}</p></html>`,
        );
      },
      (error) => next(error),
    );
  };
}
