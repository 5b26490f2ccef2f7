import { SiteFooter as Footer, footerPictureWidths, isSocialNetwork } from '@city/design-system';
import type {
  FooterColumn,
  FooterColumnItem,
  FooterLogo,
  PreFooterCard,
  PreFooterSubcard,
  SiteFooterProps,
  SocialLink,
  Sponsor,
} from '@city/design-system';
import type { Footer as FooterAnswer, Image } from '../lib/api/content';
import type { Section } from '../lib/domain/prefooter';
import { useConsent } from '../stores/consent';

/** The footer's content as the design system's props; the cookie link's action is the page's. */
export type FooterContent = Omit<SiteFooterProps, 'onOpenCookiePreferences' | 'className'>;

/** Name of a picture that links somewhere: its title, else the host it links to. */
function pictureName(image: Image, href: string | null | undefined): string {
  if (image.title) return image.title;
  if (!href) return '';
  try {
    return new URL(href).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

function social(items: ReadonlyArray<{ link: string; icon: string }>): SocialLink[] {
  return items.flatMap((item) =>
    isSocialNetwork(item.icon) ? [{ network: item.icon, href: item.link }] : [],
  );
}

function columnItem(
  item: FooterAnswer['colonna_1'][number],
  id: string,
): FooterColumnItem | undefined {
  const label = item.etichetta?.trim();
  if (!label) return undefined;
  if (item.tipologia === 'interno' && item.pagina?.url)
    return { id, label, kind: 'internal', href: item.pagina.url };
  if (item.tipologia === 'esterno' && item.link_esterno)
    return { id, label, kind: 'external', href: item.link_esterno };
  return { id, label, kind: 'text' };
}

/**
 * The content service's footer answer (`GET /pages/content/part/footer`) as the props of the
 * design system's SiteFooter, for the page's section. Pictures are the service's assets at
 * `host`; the library chooses their widths. Entries that could not be shown accessibly (a
 * column item without a label, a logo without a picture, an unknown social network) are left out.
 */
export function footerContent(
  footer: FooterAnswer | null,
  section: Section,
  host: string,
): FooterContent {
  if (!footer) return { section, columns: [] };
  const cards: PreFooterCard[] = footer.cards.map((card) => ({
    id: `card-${card.id}`,
    title: card.titolo ?? '',
    subtitle: card.sottotitolo ?? undefined,
    cover: card.cover ? { asset: card.cover, host, alt: '' } : undefined,
    link:
      card.tipologia_link === 'cta' && card.cta
        ? {
            kind: 'cta',
            label: card.cta.etichetta ?? card.titolo ?? card.cta.url,
            href: card.cta.url,
            external: card.cta.esterno || undefined,
          }
        : card.tipologia_link === 'social' && card.social
          ? { kind: 'social', items: social(card.social) }
          : undefined,
  }));
  const subcards: PreFooterSubcard[] = footer.subcard.flatMap(({ footer_subcard_id: sub }) => {
    const href = sub.tipologia === 'link_interno' ? sub.link_interno?.url : sub.link_esterno;
    if (!href || !sub.logo) return [];
    return [
      {
        id: `subcard-${sub.id}`,
        href,
        external: sub.tipologia === 'link_esterno',
        logo: { asset: sub.logo, host, alt: pictureName(sub.logo, href) },
      },
    ];
  });
  const sponsors: Sponsor[] = footer.sponsor.flatMap((sponsor) =>
    sponsor.logo
      ? [
          {
            id: `sponsor-${sponsor.id}`,
            logo: {
              asset: sponsor.logo,
              host,
              alt: sponsor.nome ?? pictureName(sponsor.logo, sponsor.link),
            },
            href: sponsor.link ?? undefined,
          },
        ]
      : [],
  );
  const columns: FooterColumn[] = [
    footer.colonna_1,
    footer.colonna_2,
    footer.colonna_3,
    footer.colonna_4,
  ].map((items, column) => ({
    id: `colonna-${column + 1}`,
    items: items.flatMap((item, index) => columnItem(item, `${column + 1}-${index}`) ?? []),
  }));
  const logos: FooterLogo[] = footer.colonna_5.flatMap((logo, index) =>
    logo.logo
      ? [
          {
            id: `logo-${index}`,
            asset: logo.logo,
            host,
            alt: pictureName(logo.logo, logo.link),
            width: logo.larghezza_in_footer ?? footerPictureWidths.logo,
            href: logo.link ?? undefined,
          },
        ]
      : [],
  );
  return {
    section,
    cards,
    subcards,
    sponsors,
    sponsorTitle: footer.sponsor_titolo ?? undefined,
    columns,
    logos,
    social: social(footer.social),
    // Sanitised when the answer was cached (lib/api/content.server.ts).
    endText: footer.fine_pagina ? { html: footer.fine_pagina } : undefined,
  };
}

/**
 * The design system's footer with the content service's footer, on hydrated pages: the cookie
 * link shows the consent banner again. Pages that are not hydrated get the same footer as
 * markup rendered once per answer (SiteFooter.server.tsx).
 */
export function SiteFooter({
  footer,
  section,
  host,
}: {
  footer: FooterAnswer | null;
  section: Section;
  host: string;
}) {
  const reopen = useConsent((s) => s.reopen);
  return <Footer {...footerContent(footer, section, host)} onOpenCookiePreferences={reopen} />;
}
