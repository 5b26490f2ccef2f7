import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import {
  Accordion,
  Badge,
  BadgeList,
  Button,
  Card,
  CardGrid,
  DateList,
  EmailField,
  Grid,
  Heading,
  Hero,
  Link,
  NumberField,
  Price,
  SiteFooter,
  SiteHeader,
  Stack,
  Text,
  TimeSlotPicker,
} from '@city/design-system';
import { regione } from '@city/tokens';
import {
  festival,
  festivalDates,
  festivalPractical,
  festivalSlots,
  regioneEndText,
  regioneEvents,
  regioneFooterColumns,
  regioneFooterLogos,
  regioneImageHost,
  regioneImages,
  regioneLanguageHrefs,
  regioneNavigation,
  regionePreFooterCards,
  regionePreFooterSubcards,
  regioneShortcuts,
  regioneSite,
  regioneSocial,
  regioneSponsors,
} from '../fixtures/regione';

/**
 * A sibling regional site built from the library alone: the same components as the city site,
 * its own content, and the `regione` theme. These stories force that theme whatever the toolbar
 * says, so the story tests and screenshots of both theme runs show the regional site.
 */

function RegioneHeader({ section }: { section?: string }) {
  return (
    <SiteHeader
      logo={
        <Link href={regioneSite.home} variant="subtle">
          <Text as="strong" size="lg" weight="bold">
            {regioneSite.name}
          </Text>{' '}
          <Text as="span" size="sm" tone="secondary">
            {regioneSite.tagline}
          </Text>
        </Link>
      }
      navigation={regioneNavigation.map((item) => ({ ...item, current: item.href === section }))}
      shortcuts={regioneShortcuts}
      search={{ action: '/it/cerca' }}
      languageHrefs={regioneLanguageHrefs}
      cart={{ href: '/it/carrello', count: 0 }}
      account={{ href: '/it/area-personale' }}
    />
  );
}

function RegioneFooter({ onOpenCookiePreferences }: { onOpenCookiePreferences: () => void }) {
  return (
    <SiteFooter
      section="visita"
      cards={regionePreFooterCards}
      subcards={regionePreFooterSubcards}
      sponsors={regioneSponsors}
      sponsorTitle="Partner del turismo regionale"
      columns={regioneFooterColumns}
      logos={regioneFooterLogos}
      social={regioneSocial}
      endText={{ text: regioneEndText }}
      onOpenCookiePreferences={onOpenCookiePreferences}
    />
  );
}

function EventCards({ labelledBy }: { labelledBy: string }) {
  return (
    <CardGrid aria-labelledby={labelledBy}>
      {regioneEvents.map((event) => (
        <Card
          key={event.id}
          href={`/it/eventi/${event.slug}`}
          title={event.title}
          titleLevel={3}
          eyebrow={event.kind}
          subtitle={event.place}
          dateLine={event.dateLine}
          description={event.summary}
          image={{ image: event.image, host: regioneImageHost }}
          badges={
            <BadgeList aria-label="Categoria">
              <Badge variant="brand">{event.category}</Badge>
            </BadgeList>
          }
          price={
            event.priceCents === undefined ? (
              <Text size="sm">Ingresso libero</Text>
            ) : (
              <Price cents={event.priceCents} kind="single" />
            )
          }
        />
      ))}
    </CardGrid>
  );
}

/** Home page: header, hero, coming events and newsletter sign-up (the footer has its story). */
function HomeScreen() {
  const [email, setEmail] = useState('');
  const [subscribed, setSubscribed] = useState('');
  return (
    <>
      <RegioneHeader />
      <main id="main" tabIndex={-1}>
        <Hero
          title="Valli, laghi e borghi da vivere tutto l’anno"
          subtitle="Sentieri tra gli alpeggi, castelli affrescati, battelli sul lago e feste di paese: la regione a due ore dalla città."
          image={{ image: regioneImages.lake, host: regioneImageHost, alt: '' }}
        />
        <Stack gap="xl" paddingX="md" paddingY="xl">
          <Stack gap="md">
            <Heading level={2} size="lg" id="home-events">
              Prossimi eventi
            </Heading>
            <EventCards labelledBy="home-events" />
          </Stack>
          <Stack
            as="form"
            gap="md"
            aria-labelledby="newsletter-title"
            onSubmit={(event) => {
              event.preventDefault();
              setSubscribed(email);
            }}
          >
            <Heading level={2} size="lg" id="newsletter-title">
              Le novità delle valli, una volta al mese
            </Heading>
            <EmailField
              label="Indirizzo email"
              name="email"
              value={email}
              onChange={setEmail}
              isRequired
            />
            <Button type="submit">Iscriviti alla newsletter</Button>
            <Text role="status">
              {subscribed ? `Ti abbiamo scritto a ${subscribed} per confermare l’iscrizione.` : ''}
            </Text>
          </Stack>
        </Stack>
      </main>
    </>
  );
}

/** Event page: header, breadcrumb and title, dates, practical information and tickets. */
function EventScreen() {
  const [slot, setSlot] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(2);
  const [added, setAdded] = useState(false);
  return (
    <>
      <RegioneHeader section="/it/eventi" />
      <main id="main" tabIndex={-1}>
        <Hero
          title={festival.title}
          subtitle={festival.subtitle}
          breadcrumb={{
            homeHref: regioneSite.home,
            items: [
              { label: 'Eventi', href: '/it/eventi' },
              { label: festival.title, href: `/it/eventi/${festival.slug}` },
            ],
          }}
          image={{ image: festival.image, host: regioneImageHost, alt: '' }}
        />
        <Grid columns={{ mobile: 1, tablet: 2 }} gap="xl" padding="lg">
          <Stack gap="lg">
            <Text size="lg">{festival.intro}</Text>
            <Stack gap="sm">
              <Heading level={2} size="md">
                Date e orari
              </Heading>
              <DateList entries={festivalDates} today="2026-06-15" withIcons />
            </Stack>
            <Stack gap="sm">
              <Heading level={2} size="md">
                Informazioni utili
              </Heading>
              <Accordion items={festivalPractical} />
            </Stack>
          </Stack>
          <Stack
            as="form"
            gap="md"
            aria-labelledby="tickets-title"
            onSubmit={(event) => {
              event.preventDefault();
              setAdded(true);
            }}
          >
            <Heading level={2} size="md" id="tickets-title">
              Biglietti
            </Heading>
            <Stack gap="xs">
              <Price cents={2200} />
              <Price cents={1600} kind="group" perPerson />
            </Stack>
            <TimeSlotPicker
              label="Posto e orario"
              slots={festivalSlots}
              value={slot}
              onChange={setSlot}
              isRequired
            />
            <NumberField
              label="Biglietti"
              minValue={1}
              maxValue={8}
              value={quantity}
              onChange={setQuantity}
            />
            <Button type="submit" iconStart="cart" isDisabled={!slot}>
              Aggiungi al carrello
            </Button>
            <Text role="status">{added ? `${quantity} biglietti aggiunti al carrello.` : ''}</Text>
          </Stack>
        </Grid>
      </main>
    </>
  );
}

/** The end of every page of the regional site: pre-footer, sponsors and footer. */
function FooterScreen() {
  const [cookies, setCookies] = useState(false);
  return (
    <>
      <RegioneFooter onOpenCookiePreferences={() => setCookies(true)} />
      <Text role="status">{cookies ? 'Preferenze cookie riaperte.' : ''}</Text>
    </>
  );
}

const pages = { home: HomeScreen, event: EventScreen, footer: FooterScreen } as const;

function RegioneSite({ page }: { page: keyof typeof pages }) {
  const Page = pages[page];
  return <Page />;
}

const meta = {
  title: 'Patterns/Regione site',
  component: RegioneSite,
  parameters: { layout: 'fullscreen' },
  // The sibling site has its own brand: the theme is forced and the toolbar's is not applied.
  globals: { theme: 'regione' },
  args: { page: 'home' },
} satisfies Meta<typeof RegioneSite>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectRegioneTheme() {
  await expect(document.documentElement).toHaveClass(regione.className);
}

// Queries by label and within a region: role queries over a whole page are slow.

/** Home page: the regional brand's header and menu, coming events and newsletter sign-up. */
export const Home: Story = {
  args: { page: 'home' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectRegioneTheme();
    await expect(canvasElement.querySelector('h1')).toHaveTextContent('Valli, laghi e borghi');
    await expect(canvas.getByText(regioneSite.name).closest('a')).toHaveAttribute(
      'href',
      regioneSite.home,
    );
    const events = canvas.getByLabelText('Prossimi eventi');
    await expect(within(events).getAllByRole('heading', { level: 3 })).toHaveLength(
      regioneEvents.length,
    );
    const form = canvas.getByLabelText('Le novità delle valli, una volta al mese');
    await userEvent.click(within(form).getByLabelText(/Indirizzo email/));
    await userEvent.paste('ada@example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Iscriviti alla newsletter' }));
    await expect(within(form).getByRole('status')).toHaveTextContent('ada@example.com');
  },
};

/** Event page: choose a place and time, raise the tickets and add them to the cart by keyboard. */
export const EventPage: Story = {
  args: { page: 'event' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectRegioneTheme();
    const breadcrumb = canvas.getByLabelText('Percorso di navigazione');
    await expect(within(breadcrumb).getByText('Eventi').closest('a')).toHaveAttribute(
      'href',
      '/it/eventi',
    );
    await expect(canvasElement).toHaveTextContent('Dal 03/07/2026 al 26/07/2026');
    const tickets = within(canvas.getByLabelText('Biglietti', { selector: 'form' }));
    await userEvent.click(tickets.getByRole('radio', { name: /20:30–22:30/ }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(tickets.getByRole('radio', { name: /20:00–23:00/ })).toBeChecked();
    await userEvent.click(tickets.getByRole('button', { name: /Aumenta/ }));
    await userEvent.click(tickets.getByRole('button', { name: 'Aggiungi al carrello' }));
    await expect(tickets.getByRole('status')).toHaveTextContent(
      '3 biglietti aggiunti al carrello.',
    );
  },
};

/** Footer: the region's pre-footer cards, partners, sponsors, link columns and logos. */
export const Footer: Story = {
  args: { page: 'footer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectRegioneTheme();
    const footer = within(canvasElement.querySelector('footer') ?? canvasElement);
    await expect(footer.getByRole('heading', { name: 'Per gli operatori' })).toBeVisible();
    await expect(footer.getByAltText('Consorzio Laghi')).toBeInTheDocument();
    await expect(footer.getByText(/Agenzia regionale del turismo Valli e Laghi/)).toBeVisible();
    await userEvent.click(footer.getByRole('button', { name: 'Preferenze cookie' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Preferenze cookie riaperte.');
  },
};
