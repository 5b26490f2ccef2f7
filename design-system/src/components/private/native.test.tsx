import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { Tag } from '../Badge';
import { Button } from '../Button';
import { Link } from '../Link';
import { Pagination } from '../Pagination';
import { renderBothWays } from './renderBothWays';

/** react-aria's own attributes, which the native rendering leaves out. */
const ariaOwn = [
  / data-rac=""/g,
  / tabindex="0"/g,
  / data-react-aria-pressable="true"/g,
  / id="react-aria-[^"]*"/g,
];

/** The markup with react-aria's own attributes removed and every tag's attributes in order. */
function normalised(html: string): string {
  let out = html;
  for (const pattern of ariaOwn) out = out.replace(pattern, '');
  return out.replace(
    /<([a-z]+)((?:\s+[a-zA-Z-]+(?:="[^"]*")?)*)\s*(\/?)>/g,
    (_m, tag, attrs, end) => {
      const sorted = (attrs.match(/[a-zA-Z-]+(?:="[^"]*")?/g) ?? []).sort().join(' ');
      return `<${tag}${sorted ? ` ${sorted}` : ''}${end}>`;
    },
  );
}

const links: Array<[string, ReactElement]> = [
  ['internal', <Link href="/fr/agenda">Agenda</Link>],
  [
    'variant and class',
    <Link href="/fr/cerca" variant="standalone" className="extra">
      Rechercher
    </Link>,
  ],
  ['external', <Link href="https://example.org/a">Musée</Link>],
  [
    'file',
    <Link href="/guide.pdf" file={{ format: 'PDF', size: '1,2 MB' }}>
      Guide
    </Link>,
  ],
  [
    'language and current',
    <Link
      href="/en"
      lang="en-GB"
      hrefLang="en"
      dir="ltr"
      translate="no"
      aria-current="true"
      data-locale="en"
    >
      English
    </Link>,
  ],
  [
    'download, referrer policy',
    <Link href="/map.png" download="map.png" referrerPolicy="no-referrer">
      Map
    </Link>,
  ],
  [
    'labelled',
    <Link href="/fr/carrello" aria-label="Panier, 2 articles" id="cart-link">
      Panier
    </Link>,
  ],
];

const buttons: Array<[string, ReactElement]> = [
  ['plain', <Button>Accepter</Button>],
  [
    'variant, data attribute',
    <Button variant="secondary" data-consent-choice="reject">
      Refuser
    </Button>,
  ],
  [
    'submit with icons',
    <Button type="submit" iconStart="search" iconEnd="ticket" size="lg">
      Rechercher
    </Button>,
  ],
  [
    'disabled',
    <Button isDisabled aria-describedby="why">
      Payer
    </Button>,
  ],
  [
    'named, full width',
    <Button name="choice" value="all" fullWidth className="x">
      Tout
    </Button>,
  ],
];

describe('native Link and Button (interactive={false})', () => {
  it.each(links)('a link (%s) is the same anchor without react-aria', (_name, element) => {
    const { interactive: aria, static: native } = renderBothWays(element, 'fr');
    expect(native).not.toContain('data-rac');
    expect(aria).toContain('data-rac');
    expect(normalised(native)).toBe(normalised(aria));
  });

  it.each(buttons)('a button (%s) is the same button without react-aria', (_name, element) => {
    const { interactive: aria, static: native } = renderBothWays(element, 'fr');
    expect(native).not.toContain('data-rac');
    expect(aria).toContain('data-rac');
    expect(normalised(native)).toBe(normalised(aria));
  });

  it.each<[string, ReactElement]>([
    [
      'pagination',
      <Pagination page={5} totalPages={12} hrefForPage={(p) => `/fr/cerca?page=${p}`} />,
    ],
    ['tag', <Tag href="/fr/cerca?category=musees">Musées</Tag>],
  ])('the library’s own links (%s) are the same anchors without react-aria', (_name, element) => {
    const { interactive: aria, static: native } = renderBothWays(element, 'fr');
    expect(native).not.toContain('data-rac');
    expect(aria).toContain('data-rac');
    expect(normalised(native)).toBe(normalised(aria));
  });

  it('keeps react-aria for a pending button and a disabled link', () => {
    const pending = renderBothWays(<Button isPending>Payer</Button>, 'fr').static;
    expect(pending).toContain('data-rac');
    const disabled = renderBothWays(
      <Link href="/fr" isDisabled>
        Accueil
      </Link>,
      'fr',
    ).static;
    expect(disabled).toContain('data-rac');
  });
});
