// The site's e-mails: ONE template system. Each mail is a list of blocks (heading, paragraphs,
// a table of details, a button, a note) written in it/en/fr; the blocks render to MJML (then
// responsive HTML, with the colours and font of the site's theme) and to plain text, so both
// parts of a message always say the same thing.
import { cittaTokens } from '../../../../tokens/src/themes/citta/tokens';

export type Locale = 'it' | 'en' | 'fr';

export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'details'; rows: Array<[string, string]> }
  | { kind: 'button'; label: string; url: string }
  | { kind: 'note'; text: string };

export interface Mail {
  subject: string;
  /** the preview line of mail clients */
  preview: string;
  blocks: Block[];
}

export interface Rendered {
  subject: string;
  html: string;
  text: string;
}

const c = cittaTokens.color;

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const footer: Record<Locale, string> = {
  it: 'Città di Torino — turismo ed eventi. Hai ricevuto questa e-mail per un tuo acquisto o una tua richiesta sul sito.',
  en: 'City of Turin — tourism and events. You receive this e-mail because of a purchase or a request you made on the site.',
  fr: 'Ville de Turin — tourisme et événements. Vous recevez cet e-mail suite à un achat ou une demande sur le site.',
};

function blockMjml(b: Block): string {
  switch (b.kind) {
    case 'heading':
      return `<mj-text font-size="22px" font-weight="700" color="${c.brand.base}" padding-bottom="8px">${esc(b.text)}</mj-text>`;
    case 'paragraph':
      return `<mj-text>${esc(b.text)}</mj-text>`;
    case 'note':
      return `<mj-text font-size="13px" color="${c.text.secondary}">${esc(b.text)}</mj-text>`;
    case 'button':
      return `<mj-button href="${esc(b.url)}" background-color="${c.brand.base}" color="${c.brand.onBase}" font-weight="700" border-radius="4px" align="left">${esc(b.label)}</mj-button>`;
    case 'details':
      return `<mj-table padding-top="8px" padding-bottom="8px">${b.rows
        .map(
          ([k, v]) =>
            `<tr><th scope="row" style="text-align:left;padding:4px 12px 4px 0;color:${c.text.secondary};font-weight:400;vertical-align:top">${esc(k)}</th><td style="padding:4px 0;font-weight:600">${esc(v)}</td></tr>`,
        )
        .join('')}</mj-table>`;
  }
}

function blockText(b: Block): string {
  switch (b.kind) {
    case 'heading':
      return `${b.text}\n${'='.repeat(Math.min(60, b.text.length))}`;
    case 'paragraph':
    case 'note':
      return b.text;
    case 'button':
      return `${b.label}: ${b.url}`;
    case 'details':
      return b.rows.map(([k, v]) => `- ${k}: ${v}`).join('\n');
  }
}

/** The MJML document of a mail. */
export function toMjml(mail: Mail, locale: Locale): string {
  return `<mjml lang="${locale}">
<mj-head>
<mj-title>${esc(mail.subject)}</mj-title>
<mj-preview>${esc(mail.preview)}</mj-preview>
<mj-attributes>
<mj-all font-family="'Titillium Web', Helvetica, Arial, sans-serif" />
<mj-text font-size="16px" line-height="1.5" color="${c.text.primary}" />
</mj-attributes>
</mj-head>
<mj-body background-color="${c.surface.sunken}">
<mj-section background-color="${c.brand.base}" padding="16px 24px">
<mj-column><mj-text color="${c.brand.onBase}" font-size="18px" font-weight="700">${esc(footer[locale].split('.')[0] ?? '')}</mj-text></mj-column>
</mj-section>
<mj-section background-color="${c.accent.base}" padding="2px 0"><mj-column></mj-column></mj-section>
<mj-section background-color="${c.surface.raised}" padding="16px 24px">
<mj-column>
${mail.blocks.map(blockMjml).join('\n')}
</mj-column>
</mj-section>
<mj-section padding="16px 24px">
<mj-column><mj-text font-size="12px" color="${c.text.secondary}">${esc(footer[locale])}</mj-text></mj-column>
</mj-section>
</mj-body>
</mjml>`;
}

/** The plain-text part of a mail. */
export const toText = (mail: Mail, locale: Locale): string =>
  `${mail.blocks.map(blockText).join('\n\n')}\n\n--\n${footer[locale]}\n`;

type Mjml = (
  input: string,
  options?: Record<string, unknown>,
) => Promise<{
  html: string;
  errors: Array<{ formattedMessage?: string; message?: string }>;
}>;
let engine: Promise<Mjml> | null = null;

/** Renders a mail: subject, HTML (MJML) and text. */
export async function render(mail: Mail, locale: Locale): Promise<Rendered> {
  engine ??= import('mjml').then((m) => ((m as { default?: Mjml }).default ?? m) as Mjml);
  const mjml = await engine;
  const out = await mjml(toMjml(mail, locale), { validationLevel: 'strict' });
  if (out.errors.length)
    throw new Error(
      `mail template: ${out.errors.map((e) => e.formattedMessage ?? e.message).join('; ')}`,
    );
  return { subject: mail.subject, html: out.html, text: toText(mail, locale) };
}
