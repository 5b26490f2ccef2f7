import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DateList } from '@city/design-system';
import type { DateEntry } from '@city/design-system';

const today = '2026-05-15';

const meta = {
  title: 'Components/Dates/DateList',
  component: DateList,
  tags: ['autodocs'],
  args: { today, 'aria-label': 'Date' },
} satisfies Meta<typeof DateList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A one-off range of three days is listed day by day. */
export const ShortRange: Story = {
  args: { entries: [{ ricorrenza: 'mai', data_inizio: '2026-05-29', data_fine: '2026-05-31' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      '29/05/2026',
      '30/05/2026',
      '31/05/2026',
    ]);
    await expect(canvasElement.querySelector('time')?.getAttribute('datetime')).toBe('2026-05-29');
  },
};

/** A single day keeps its start time, joined by "ore". */
export const SingleDayWithTime: Story = {
  args: {
    entries: [
      { ricorrenza: 'mai', data_inizio: '2026-06-01T21:00:00', data_fine: '2026-06-01T23:30:00' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('listitem')).toHaveTextContent(
      '01/06/2026 ore 21:00',
    );
  },
};

const longExhibition: DateEntry = {
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
};

/** A longer one-off range shows from–to, the closing day and the opening hours. */
export const LongRangeWithHours: Story = { args: { entries: [longExhibition] } };

/** Daily, weekly and monthly recurrences described in words, with excluded months. */
export const Recurrences: Story = {
  args: {
    entries: [
      {
        ricorrenza: 'giornaliera',
        inizio_ricorrenza: '2026-06-01',
        fine_ricorrenza: '2026-09-30',
        lunedi_aperto: 'chiuso',
        mesi_esclusi: [8],
      },
      {
        ricorrenza: 'settimanale',
        inizio_ricorrenza: '2026-01-01',
        fine_ricorrenza: '2026-12-31',
        sabato_aperto: true,
        domenica_aperto: true,
      },
      {
        ricorrenza: 'mensile',
        ogni: 'secondo',
        settimana: 'martedi',
        inizio_ricorrenza: '2026-01-01',
        fine_ricorrenza: '2026-12-31',
      },
      {
        ricorrenza: 'mensile',
        ogni: 'ultimo',
        settimana: 'venerdi',
        inizio_ricorrenza: '2026-01-01',
        mesi_esclusi: [7, 8],
      },
      {
        ricorrenza: 'mensile',
        ogni: 'numero',
        numero_giorno: 15,
        inizio_ricorrenza: '2026-01-01',
        fine_ricorrenza: '2026-12-31',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const text = canvasElement.textContent ?? '';
    await expect(text).toContain('Tutti i giorni dal 01/06/2026 al 30/09/2026');
    await expect(text).toContain('Ogni secondo martedì del mese');
    await expect(text).toContain('Ogni ultimo venerdì del mese');
    await expect(text).toContain('Il giorno 15 di ogni mese');
    await expect(text).toContain('Tranne luglio e agosto');
  },
};

/** The same recurrences in French (toolbar locale), with the long French wording. */
export const RecurrencesInFrench: Story = {
  ...Recurrences,
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const text = canvasElement.textContent ?? '';
    await expect(text).toContain('Tous les jours du 01/06/2026 au 30/09/2026');
    await expect(text).toContain('Le deuxième mardi de chaque mois');
    await expect(text).toContain('Sauf en juillet et août');
  },
};

/** English dates are MM/dd/yyyy and the date-time word is "at". */
export const ShowsInEnglish: Story = {
  globals: { locale: 'en' },
  args: {
    entries: [
      { data: '2026-06-12T21:00:00' },
      { data: '2026-06-05T20:30:00' },
      { data: '2026-06-06T16:00:00' },
    ],
  },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      '06/05/2026 at 20:30',
      '06/06/2026 at 16:00',
      '06/12/2026 at 21:00',
    ]);
  },
};

/** Past days are dimmed, or hidden with hidePast. */
export const PastDays: Story = {
  args: {
    today: '2026-05-30',
    entries: [{ ricorrenza: 'mai', data_inizio: '2026-05-29', data_fine: '2026-05-31' }],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-past]')).toHaveLength(1);
  },
};

/** An entry ending before it starts, or a one-off entry without dates, renders nothing. */
export const InvalidEntries: Story = {
  args: {
    entries: [
      { ricorrenza: 'mai', data_inizio: '2026-06-02', data_fine: '2026-06-01' },
      { ricorrenza: 'mai', data_inizio: '2026-06-02' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('ul')).toBeNull();
  },
};

/** In a card: small lines beside the card's one calendar icon, no bullets, one line each. */
export const InCard: Story = {
  args: {
    size: 'sm',
    withIcons: false,
    entries: [
      {
        ricorrenza: 'settimanale',
        inizio_ricorrenza: '2026-06-01',
        fine_ricorrenza: '2026-09-30',
        sabato_aperto: true,
        domenica_aperto: true,
      },
      { ricorrenza: 'mai', data_inizio: '2026-10-03T21:00:00', data_fine: '2026-10-03T23:00:00' },
    ],
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(getComputedStyle(list).listStyleType).toBe('none');
    await expect(list.querySelector('svg')).toBeNull();
    const items = within(list).getAllByRole('listitem');
    await expect(items.length).toBeGreaterThanOrEqual(2);
    const [first, second] = items.map((item) => item.getBoundingClientRect());
    await expect(second!.top).toBeGreaterThanOrEqual(first!.bottom);
  },
};
