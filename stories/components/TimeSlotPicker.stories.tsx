import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TimeSlotPicker } from '@city/design-system';
import type { TimeSlot } from '@city/design-system';
import { withNativeMode } from '../workbench/native';

const slots: TimeSlot[] = [
  { id: 's09', start: '2026-06-01T09:00:00', end: '2026-06-01T10:00:00', availability: 'free' },
  { id: 's10', start: '2026-06-01T10:00:00', end: '2026-06-01T11:00:00', availability: 'full' },
  {
    id: 's11',
    start: '2026-06-01T11:00:00',
    end: '2026-06-01T12:00:00',
    availability: 'few',
    remaining: 3,
  },
  { id: 's14', start: '2026-06-01T14:00:00', end: '2026-06-01T15:00:00', availability: 'queue' },
  { id: 's15', start: '2026-06-01T15:00:00', end: '2026-06-01T16:00:00', availability: 'few' },
];

const meta = {
  title: 'Components/Forms/TimeSlotPicker',
  component: TimeSlotPicker,
  tags: ['autodocs'],
  args: { label: 'Orario', slots },
} satisfies Meta<typeof TimeSlotPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move between bookable slots, skipping the full one; the queue slot is selectable. */
export const ArrowKeys: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('full slots are disabled, with their state in text', async () => {
      await expect(canvas.getByRole('radio', { name: /10:00–11:00\s*Esaurito/ })).toBeDisabled();
    });
    await step('keyboard', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: /09:00–10:00/ }));
      await userEvent.keyboard('{ArrowDown}');
      await expect(
        canvas.getByRole('radio', { name: /11:00–12:00\s*Ultimi 3 posti/ }),
      ).toBeChecked();
      await userEvent.keyboard('{ArrowDown}');
      const queue = canvas.getByRole('radio', { name: /14:00–15:00\s*Lista d’attesa/ });
      await expect(queue).toBeChecked();
      await expect(queue).toHaveAccessibleName(/Entrerai in coda/);
    });
    await step('pointer on a full slot changes nothing', async () => {
      await userEvent.click(canvas.getByText('10:00–11:00'), { pointerEventsCheck: 0 });
      await expect(canvas.getByRole('radio', { name: /14:00–15:00/ })).toBeChecked();
    });
  },
};

export const English: Story = { globals: { locale: 'en' }, args: { label: 'Time' } };

export const FrenchWithError: Story = {
  globals: { locale: 'fr' },
  args: {
    label: 'Créneau horaire de la visite',
    description: 'Présentez-vous à l’accueil quinze minutes avant le début de votre créneau.',
    errorMessage: 'Choisissez un créneau pour continuer.',
  },
};

export const NoSlots: Story = { args: { slots: [] } };
export const RegioneTheme: Story = { globals: { theme: 'regione' }, args: { defaultValue: 's11' } };

/** Native mode: radio inputs submitted with the form; sold-out slots disabled. */
export const NativeMode: Story = {
  args: { name: 'orario', defaultValue: 's11' },
  decorators: [withNativeMode],
  play: async ({ canvasElement }) => {
    const radios = within(canvasElement).getAllByRole('radio');
    await expect(radios.some((radio) => (radio as HTMLInputElement).disabled)).toBe(true);
    await expect(radios.filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(1);
  },
};
