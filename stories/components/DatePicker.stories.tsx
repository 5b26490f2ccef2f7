import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { DatePicker, parseDate, parseDateTime } from '@city/design-system';
import { withNativeMode } from '../workbench/native';

const meta = {
  title: 'Components/Forms/DatePicker',
  component: DatePicker,
  tags: ['autodocs'],
  args: { label: 'Data della visita', description: 'Formato gg/mm/aaaa.' },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typed segment by segment in the Italian order, then changed from the calendar with the keyboard. */
export const Keyboard: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const segments = canvas.getAllByRole('spinbutton');
    await step('type day, month and year', async () => {
      await userEvent.click(segments[0]!);
      await userEvent.keyboard('15062026');
      await expect(canvasElement.querySelector('input[type="hidden"]') ?? segments[2]).toBeTruthy();
      await expect(segments[0]).toHaveTextContent('15');
      await expect(segments[1]).toHaveTextContent('06');
      await expect(segments[2]).toHaveTextContent('2026');
    });
    await step('open the calendar and move a day with the arrows', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /Apri il calendario/ }));
      const dialog = await screen.findByRole('dialog');
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
      await userEvent.keyboard('{ArrowRight}');
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(segments[0]).toHaveTextContent('16');
    });
  },
};

export const WithValue: Story = { args: { defaultValue: parseDate('2026-12-24') } };

export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Visit date', description: undefined, defaultValue: parseDate('2026-12-24') },
};

export const FrenchWithError: Story = {
  globals: { locale: 'fr' },
  args: {
    label: 'Date de la visite guidée du musée',
    description: 'Les visites guidées ont lieu du mardi au dimanche, hors jours fériés.',
    errorMessage: 'Cette date n’est plus disponible, choisissez-en une autre.',
    defaultValue: parseDate('2026-08-15'),
  },
};

/**
 * A start with its time (an appointment slot): day, month, year, hours and minutes typed in the
 * 24-hour clock; the form receives the wall-clock value `yyyy-mm-ddThh:mm:ss`.
 */
export const DateAndTime: Story = {
  args: {
    label: 'Inizio',
    description: undefined,
    name: 'inizio',
    granularity: 'minute',
    hourCycle: 24,
    defaultValue: parseDateTime('2026-12-05T10:30'),
  },
  play: async ({ canvasElement }) => {
    const segments = within(canvasElement).getAllByRole('spinbutton');
    await expect(segments).toHaveLength(5);
    await userEvent.click(segments[3]!);
    await userEvent.keyboard('16');
    await expect(segments[3]).toHaveTextContent('16');
    const hidden = canvasElement.querySelector<HTMLInputElement>('input[name="inizio"]');
    await expect(hidden?.value).toBe('2026-12-05T16:30:00');
  },
};

export const RegioneTheme: Story = {
  globals: { theme: 'regione' },
  args: { defaultValue: parseDate('2026-06-01') },
};

/** The calendar popover open on a chosen date (checked by axe in both themes). */
export const OpenCalendar: Story = {
  args: { defaultValue: parseDate('2026-06-15'), defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('grid')).toBeVisible());
    await expect(within(dialog).getByRole('heading')).toHaveTextContent(/giugno 2026/i);
  },
};

/** Native mode: the browser's date input with min and max. */
export const NativeMode: Story = {
  args: {
    name: 'data',
    defaultValue: parseDate('2026-12-24'),
    minValue: parseDate('2026-12-01'),
    maxValue: parseDate('2027-03-31'),
  },
  decorators: [withNativeMode],
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Data della visita');
    await expect(input).toHaveAttribute('type', 'date');
    await expect(input).toHaveValue('2026-12-24');
    await expect(input).toHaveAttribute('min', '2026-12-01');
  },
};

/**
 * Native mode with a time (an appointment slot's start): the browser's date and time input,
 * submitted as the wall-clock `yyyy-mm-ddThh:mm`, with its error line's place kept.
 */
export const NativeDateAndTime: Story = {
  args: {
    label: 'Inizio',
    description: 'Ora della città.',
    name: 'inizio',
    granularity: 'minute',
    hourCycle: 24,
    reserveErrorSpace: true,
    defaultValue: parseDateTime('2026-12-05T10:30'),
  },
  decorators: [withNativeMode],
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Inizio');
    await expect(input).toHaveAttribute('type', 'datetime-local');
    await expect(input).toHaveValue('2026-12-05T10:30');
    await expect(input).toHaveAccessibleDescription('Ora della città.');
  },
};

/** The same in the regional theme, in error. */
export const NativeDateAndTimeRegione: Story = {
  globals: { theme: 'regione' },
  args: {
    label: 'Inizio',
    description: undefined,
    name: 'inizio',
    granularity: 'minute',
    errorMessage: 'Indica inizio e posti.',
    defaultValue: parseDateTime('2026-12-05T10:30'),
  },
  decorators: [withNativeMode],
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Inizio');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Indica inizio e posti.');
  },
};
