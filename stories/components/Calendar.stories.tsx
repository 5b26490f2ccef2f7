import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Calendar, parseDate } from '@city/design-system';
import { enhanceNow, withNativeMode } from '../workbench/native';

const meta = {
  title: 'Components/Forms/Calendar',
  component: Calendar,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Data della visita',
    defaultValue: parseDate('2026-06-15'),
    defaultFocusedValue: parseDate('2026-06-15'),
  },
} satisfies Meta<typeof Calendar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move by day and week, Enter selects; the month buttons page. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading')).toHaveTextContent(/giugno 2026/i);
    await userEvent.click(canvas.getByRole('button', { name: /15/ }));
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('gridcell', { selected: true })).toHaveTextContent('23');
    await userEvent.click(canvas.getByRole('button', { name: 'Mese successivo' }));
    await expect(canvas.getByRole('heading')).toHaveTextContent(/luglio 2026/i);
  },
};

/** Unavailable days (Mondays, closed) are struck through and cannot be chosen. */
export const UnavailableDays: Story = {
  args: {
    isDateUnavailable: (date) => date.toDate('UTC').getUTCDay() === 1,
    minValue: parseDate('2026-06-05'),
  },
};

export const English: Story = { globals: { locale: 'en' }, args: { 'aria-label': 'Visit date' } };
export const French: Story = {
  globals: { locale: 'fr' },
  args: { 'aria-label': 'Date de la visite' },
};
export const RegioneTheme: Story = { globals: { theme: 'regione' } };

/**
 * Native mode: the days are submit buttons of the caller's form, the months links; the
 * enhancement adds the arrow keys.
 */
export const NativeMode: Story = {
  args: {
    minValue: parseDate('2026-06-05'),
    monthHref: (month) => `#${month.toString().slice(0, 7)}`,
  },
  decorators: [withNativeMode],
  render: (args) => (
    <form onSubmit={(event) => event.preventDefault()}>
      <Calendar {...args} />
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /^\S+ 4 giugno 2026/ })).toBeDisabled();
    const chosen = canvas.getByRole('button', { name: /^\S+ 15 giugno 2026/ });
    await expect(chosen).toHaveAttribute('type', 'submit');
    await expect(canvas.getByRole('link', { name: 'Mese successivo' })).toHaveAttribute(
      'href',
      '#2026-07',
    );
    enhanceNow(canvasElement);
    await waitFor(() => expect(chosen).toHaveAttribute('tabindex', '0'));
    chosen.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: /^\S+ 16 giugno 2026/ })).toHaveFocus();
  },
};

/**
 * Native mode with every month of the range in the page (`allMonths`): the month buttons still
 * submit the caller's form for a browser without JavaScript; enhanced, they page between the
 * months in place, and the calendar has react-aria's roles.
 */
export const NativeAllMonths: Story = {
  args: {
    minValue: parseDate('2026-06-05'),
    maxValue: parseDate('2026-08-20'),
    allMonths: true,
    monthName: 'mese',
  },
  decorators: [withNativeMode],
  render: (args) => (
    <form onSubmit={(event) => event.preventDefault()}>
      <Calendar {...args} />
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: 'Mese successivo' });
    await expect(next).toHaveAttribute('name', 'mese');
    enhanceNow(canvasElement);
    const calendar = await canvas.findByRole('application');
    await expect(within(calendar).getByRole('gridcell', { selected: true })).toHaveTextContent(
      '15',
    );
    await userEvent.click(next);
    await expect(within(calendar).getByRole('heading')).toHaveTextContent(/luglio 2026/i);
    await expect(calendar).toHaveAccessibleName(/luglio 2026/i);
  },
};
