import { useId } from 'react';
import {
  Heading,
  Inline,
  Link,
  Stack,
  Text,
  TicketCard,
  TicketList,
  formatDate,
  formatDateTime,
} from '@city/design-system';
import type { DescriptionItem } from '@city/design-system';
import { useT } from '../commerce/forms';
import type { Lang } from '../commerce/forms';
import type { OrderTickets, Ticket, TicketCardData } from './data';
import { datedTickets, localizedName, venueText } from './ics';

type T = ReturnType<typeof useT>;

/** The state of a ticket in words: valid, used (when), voided. */
export function ticketStateLabel(ticket: Pick<Ticket, 'stato' | 'used_at'>, t: T, lang: Lang) {
  if (ticket.stato === 'used')
    return ticket.used_at
      ? t('commerce.tickets.state.used', { when: formatDateTime(ticket.used_at, lang) })
      : t('commerce.tickets.state.usedNoDate');
  return t(`commerce.tickets.state.${ticket.stato}`);
}

function validity(
  from: string | null,
  to: string | null,
  t: T,
  lang: Lang,
): DescriptionItem | null {
  if (!from || !to) return null;
  return {
    id: 'validity',
    term: t('commerce.tickets.validity'),
    details:
      from === to
        ? formatDate(from, lang)
        : t('commerce.tickets.validFromTo', {
            from: formatDate(from, lang),
            to: formatDate(to, lang),
          }),
  };
}

/** What a ticket admits and when, its rate, holder and venue, as the card's details. */
export function ticketDetails(ticket: Ticket, t: T, lang: Lang): DescriptionItem[] {
  const items: Array<DescriptionItem | null> = [
    ticket.inizio
      ? {
          id: 'when',
          term: t('commerce.tickets.when'),
          details: formatDateTime(ticket.inizio, lang),
        }
      : validity(ticket.valido_dal, ticket.valido_al, t, lang),
    ticket.tariffa_nome
      ? {
          id: 'rate',
          term: t('commerce.tickets.rate'),
          details: localizedName(ticket.tariffa_nome, lang),
        }
      : null,
    ticket.intestatario
      ? {
          id: 'holder',
          term: t('commerce.tickets.holder'),
          details: `${ticket.intestatario.first_name} ${ticket.intestatario.last_name}`,
        }
      : null,
    venueText(ticket.luogo)
      ? { id: 'venue', term: t('commerce.tickets.venue'), details: venueText(ticket.luogo) }
      : null,
  ];
  return items.filter((item): item is DescriptionItem => item !== null);
}

function cardDetails(card: TicketCardData, t: T, lang: Lang): DescriptionItem[] {
  const items = [
    validity(card.valido_dal, card.valido_al, t, lang),
    card.intestatario
      ? {
          id: 'holder',
          term: t('commerce.tickets.holder'),
          details: `${card.intestatario.first_name} ${card.intestatario.last_name}`,
        }
      : null,
  ];
  return items.filter((item): item is DescriptionItem => item !== null);
}

export interface TicketsSectionProps {
  tickets: OrderTickets;
  lang: Lang;
  /** The order's access token of a guest, carried to the PDF and calendar links. */
  token?: string | null;
}

/**
 * An order's tickets, passes and cards to show at a door: each with its QR (the shop's SVG as an
 * image), code, state and what it admits, the whole order's PDF and, for dated tickets, a
 * calendar file. Both links are the storefront's routes, which ask the shop on the server.
 */
export function TicketsSection({ tickets, lang, token }: TicketsSectionProps) {
  const t = useT();
  const titleId = useId();
  const { biglietti, tessere, ordine } = tickets;
  if (biglietti.length === 0 && tessere.length === 0) return null;
  const query = token ? `?token=${encodeURIComponent(token)}` : '';
  const base = `/${lang}/checkout/success/${ordine.id}/biglietti`;
  return (
    <section aria-labelledby={titleId} data-testid="tickets">
      <Stack gap="md">
        <Heading level={2} id={titleId}>
          {t('commerce.tickets.title')}
        </Heading>
        <Text>{t('commerce.tickets.intro')}</Text>
        <Inline gap="sm" wrap align="center">
          <Link href={`${base}.pdf${query}`} appearance="button" external={false} download>
            {t('commerce.tickets.pdf')}
          </Link>
          {datedTickets(biglietti).length > 0 ? (
            <Link href={`${base}.ics${query}`} variant="standalone" download>
              {t('commerce.tickets.calendar')}
            </Link>
          ) : null}
        </Inline>
        {biglietti.length > 0 ? (
          <TicketList>
            {biglietti.map((ticket) => (
              <TicketCard
                key={ticket.id}
                title={localizedName(ticket.nome, lang)}
                code={ticket.codice_leggibile}
                qr={ticket.qr_svg}
                qrLabel={t('commerce.tickets.qr', { code: ticket.codice_leggibile })}
                state={ticket.stato}
                stateLabel={ticketStateLabel(ticket, t, lang)}
                details={ticketDetails(ticket, t, lang)}
              />
            ))}
          </TicketList>
        ) : null}
        {tessere.length > 0 ? (
          <>
            <Heading level={3}>{t('commerce.tickets.cards')}</Heading>
            <TicketList>
              {tessere.map((card) => (
                <TicketCard
                  key={card.codice}
                  headingLevel={4}
                  title={localizedName(card.nome, lang)}
                  code={card.codice}
                  qr={card.qr_svg}
                  qrLabel={t('commerce.tickets.qr', { code: card.codice })}
                  state={card.stato}
                  stateLabel={t(`commerce.tickets.state.${card.stato}`)}
                  details={cardDetails(card, t, lang)}
                />
              ))}
            </TicketList>
          </>
        ) : null}
      </Stack>
    </section>
  );
}
