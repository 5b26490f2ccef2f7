import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import {
  Button,
  DateList,
  Grid,
  Heading,
  Hero,
  NumberField,
  Price,
  Stack,
  Text,
  TimeSlotPicker,
} from '@city/design-system';
import type { DateEntry, TimeSlot } from '@city/design-system';

const entries: DateEntry[] = [
  {
    ricorrenza: 'mai',
    data_inizio: '2026-03-01',
    data_fine: '2026-09-30',
    lunedi_aperto: 'chiuso',
    martedi_aperto: '09:00-19:00',
    mercoledi_aperto: '09:00-19:00',
    giovedi_aperto: '09:00-19:00',
    venerdi_aperto: '09:00-22:00',
    sabato_aperto: '09:00-22:00',
    domenica_aperto: '10:00-20:00',
  },
  {
    ricorrenza: 'mensile',
    ogni: 'primo',
    settimana: 'domenica',
    inizio_ricorrenza: '2026-03-01',
    fine_ricorrenza: '2026-09-30',
    mesi_esclusi: [8],
  },
];

const slots: TimeSlot[] = [
  { id: 's10', start: '10:00', end: '11:00', availability: 'free' },
  { id: 's11', start: '11:00', end: '12:00', availability: 'full' },
  { id: 's15', start: '15:00', end: '16:00', availability: 'few', remaining: 4 },
  { id: 's17', start: '17:00', end: '18:00', availability: 'queue' },
];

/** Content of an event page: dates in words, prices, slot choice, quantity and add to cart. */
function EventPage() {
  const [slot, setSlot] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState(false);
  return (
    <main id="main">
      <Hero
        title="Egitto. Luce del Nilo: la grande mostra dell’estate"
        subtitle="Oltre trecento reperti dalle collezioni del Museo Egizio, per la prima volta insieme."
        breadcrumb={{
          homeHref: '/it',
          items: [
            { label: 'Eventi', href: '/it/eventi' },
            { label: 'Egitto. Luce del Nilo', href: '/it/l/eventi/1204' },
          ],
        }}
      />
      <Grid columns={{ mobile: 1, tablet: 2 }} gap="xl" padding="lg">
        <Stack gap="md">
          <Heading level={2} size="lg">
            Date e orari
          </Heading>
          <DateList entries={entries} today="2026-05-15" aria-label="Date e orari" />
          <Text>
            La visita dura circa novanta minuti. L’ultimo ingresso è consentito un’ora prima della
            chiusura.
          </Text>
        </Stack>
        <Stack
          as="form"
          gap="md"
          aria-label="Acquista"
          onSubmit={(event) => {
            event.preventDefault();
            setAdded(true);
          }}
        >
          <Heading level={2} size="lg">
            Biglietti
          </Heading>
          <Stack gap="xs">
            <Price cents={1800} />
            <Price cents={1400} kind="group" perPerson />
            <Price cents={2900} originalCents={3600} kind="combo" />
          </Stack>
          <TimeSlotPicker
            label="Orario di ingresso"
            slots={slots}
            value={slot}
            onChange={setSlot}
            isRequired
          />
          <NumberField
            label="Biglietti"
            minValue={1}
            maxValue={10}
            value={quantity}
            onChange={setQuantity}
          />
          <Button type="submit" iconStart="cart" isDisabled={!slot}>
            Aggiungi al carrello
          </Button>
          <Text role="status">{added ? `Aggiunti ${quantity} biglietti al carrello.` : ''}</Text>
        </Stack>
      </Grid>
    </main>
  );
}

const meta = {
  title: 'Patterns/EventPage',
  component: EventPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof EventPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choose a slot with the arrows, raise the quantity and add to the cart, all by keyboard. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Egitto. Luce del Nilo',
    );
    await expect(canvasElement).toHaveTextContent('Dal 01/03/2026 al 30/09/2026');
    await userEvent.click(canvas.getByRole('radio', { name: /10:00–11:00/ }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: /15:00–16:00/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: /Aumenta/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Aggiungi al carrello' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Aggiunti 2 biglietti al carrello.');
  },
};

export const French: Story = { globals: { locale: 'fr' } };
export const RegioneTheme: Story = { globals: { theme: 'regione' } };
