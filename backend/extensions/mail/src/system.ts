// Directus' own mails (password reset, invitation) in the user's language: the `email.send`
// filter replaces Directus' template with the site's (templates.ts), HTML and text. The language
// is the user's (`directus_users.language`), else the one of the link's path (/en/...), else it.
import type { Knex } from 'knex';
import { localeOf } from '../../shop/src/tickets/labels';
import type { Locale } from '../../shop/src/tickets/labels';
import { invitation, passwordReset } from './mails';
import { render } from './templates';

type Row = Record<string, unknown>;

export async function languageOf(db: Knex, email: string, url: string): Promise<Locale> {
  const user = (await db('directus_users')
    .whereRaw('LOWER(email) = ?', [email.toLowerCase()])
    .first('language')) as Row | undefined;
  if (user?.['language']) return localeOf(user['language']);
  const m = /^https?:\/\/[^/]+\/(it|en|fr)\//.exec(url);
  return m ? (m[1] as Locale) : 'it';
}

/** The filter: rewrites the mail in place (Directus reads `html` from the object it passed). */
export async function localizeSystemMail(db: Knex, payload: Row): Promise<Row> {
  const template = payload['template'] as { name?: string; data?: Row } | undefined;
  const name = template?.name;
  if (name !== 'password-reset' && name !== 'user-invitation') return payload;
  const url = String(template?.data?.['url'] ?? '');
  const to = String(template?.data?.['email'] ?? payload['to'] ?? '');
  const locale = await languageOf(db, to, url);
  const mail = name === 'password-reset' ? passwordReset(locale, url) : invitation(locale, url);
  const out = await render(mail, locale);
  payload['subject'] = out.subject;
  payload['html'] = out.html;
  payload['text'] = out.text;
  delete payload['template'];
  return payload;
}
