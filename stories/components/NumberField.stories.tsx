import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NumberField } from '@city/design-system';
import { enhanceNow, withNativeMode } from '../workbench/native';

const meta = {
  title: 'Components/Forms/NumberField',
  component: NumberField,
  tags: ['autodocs'],
  args: { label: 'Biglietti', defaultValue: 1, minValue: 1, maxValue: 10 },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Quantity stepper: buttons by pointer, arrow keys by keyboard, limited to min and max. */
export const QuantityStepper: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Biglietti' });
    const increase = canvas.getByRole('button', { name: 'Aumenta Biglietti' });
    const decrease = canvas.getByRole('button', { name: 'Diminuisci Biglietti' });
    await step('pointer', async () => {
      await expect(decrease).toBeDisabled();
      await userEvent.click(increase);
      await userEvent.click(increase);
      await expect(input).toHaveValue('3');
      await userEvent.click(decrease);
      await expect(input).toHaveValue('2');
    });
    await step('keyboard', async () => {
      await userEvent.click(input);
      await userEvent.keyboard('{ArrowUp}');
      await expect(input).toHaveValue('3');
      await userEvent.keyboard('{End}');
      await expect(input).toHaveValue('10');
      await expect(increase).toBeDisabled();
      await userEvent.keyboard('{Home}');
      await expect(input).toHaveValue('1');
    });
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Tickets', description: 'Up to 10 tickets per order.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Increase Tickets' }),
    ).toBeVisible();
  },
};

export const FrenchWithError: Story = {
  globals: { locale: 'fr' },
  args: {
    label: 'Nombre de participants',
    description:
      'Les groupes scolaires comptent au maximum 30 élèves accompagnés de leurs enseignants.',
    errorMessage: 'Il ne reste que 12 places pour ce créneau.',
    defaultValue: 20,
    maxValue: 30,
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

/** Native mode: a native number input (min, max); its enhancement shows the - and + buttons. */
export const NativeMode: Story = {
  args: { name: 'biglietti' },
  decorators: [withNativeMode],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('spinbutton', { name: 'Biglietti' });
    await expect(input).toHaveAttribute('max', '10');
    enhanceNow(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Aumenta Biglietti' }));
    await expect(input).toHaveValue(2);
  },
};
