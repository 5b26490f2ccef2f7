import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs, Text, TextField } from '@city/design-system';
import { enhanceNow, withNativeMode } from '../workbench/native';

const meta = {
  title: 'Components/Navigation/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: {
    label: 'Informazioni sulla visita',
    items: [
      {
        id: 'orari',
        label: 'Orari',
        content: <Text>Da martedì a domenica, dalle 9 alle 19.</Text>,
      },
      {
        id: 'prezzi',
        label: 'Prezzi',
        content: <Text>Intero 15 €, ridotto 2 € per i giovani fino a 25 anni.</Text>,
      },
      {
        id: 'accesso',
        label: 'Accessibilità',
        content: <Text>Ingresso senza barriere da via XX Settembre.</Text>,
      },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move between tabs, Home and End jump; the panel follows the selection. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Orari' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Prezzi' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Intero 15 €');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Accessibilità' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Orari' })).toHaveFocus();
  },
};

/** Pointer selection. */
export const PointerSelection: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Accessibilità' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('senza barriere');
  },
};

export const WithDisabledTab: Story = {
  args: {
    items: [
      { id: 'a', label: 'Descrizione', content: <Text>Descrizione della mostra.</Text> },
      {
        id: 'b',
        label: 'Biglietti (esauriti)',
        content: <Text>Nessun biglietto.</Text>,
        isDisabled: true,
      },
      { id: 'c', label: 'Mappa', content: <Text>Via Po 17.</Text> },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Mappa' })).toHaveFocus();
  },
};

export const LongFrench: Story = {
  globals: { locale: 'fr' },
  args: {
    label: 'Informations sur la visite',
    items: [
      {
        id: 'horaires',
        label: 'Horaires d’ouverture',
        content: <Text>Du mardi au dimanche, de 9 h à 19 h.</Text>,
      },
      { id: 'tarifs', label: 'Tarifs et réductions', content: <Text>Plein tarif 15 €.</Text> },
      {
        id: 'acces',
        label: 'Accessibilité et services',
        content: <Text>Entrée sans obstacles.</Text>,
      },
      {
        id: 'groupes',
        label: 'Groupes et scolaires',
        content: <Text>Réservation obligatoire.</Text>,
      },
    ],
  },
};

/**
 * Fields in panels (a title per language): every panel stays in the form, so the form sends
 * all of them whichever tab is shown; only the selected one is visible and reachable.
 */
export const KeepMounted: Story = {
  args: {
    label: 'Traduzioni',
    keepMounted: true,
    items: [
      {
        id: 'it',
        label: 'Italiano',
        content: <TextField label="Titolo (italiano)" name="titolo_it" />,
      },
      {
        id: 'en',
        label: 'Inglese',
        content: <TextField label="Titolo (inglese)" name="titolo_en" />,
      },
    ],
  },
  render: (args) => (
    <form aria-label="Scheda" onSubmit={(event) => event.preventDefault()}>
      <Tabs {...args} />
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Titolo (italiano)' }),
      'Kayak sul Po',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Inglese' }));
    await expect(canvas.queryByRole('textbox', { name: 'Titolo (italiano)' })).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Titolo (inglese)' }), 'Kayak');
    const form = canvas.getByRole('form', { name: 'Scheda' }) as HTMLFormElement;
    await expect(Object.fromEntries(new FormData(form))).toEqual({
      titolo_it: 'Kayak sul Po',
      titolo_en: 'Kayak',
    });
  },
};

export const RegioneTheme: Story = { globals: { theme: 'regione' } };

/** Native mode without script: every panel, headed by its label, and links to them. */
export const NativeMode: Story = {
  decorators: [withNativeMode],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Prezzi' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^#/),
    );
  },
};

/** Native mode once its enhancement has run: the same tabs as react-aria's. */
export const NativeModeEnhanced: Story = {
  decorators: [withNativeMode],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    enhanceNow(canvasElement);
    const first = await canvas.findByRole('tab', { name: 'Orari' });
    await expect(first).toHaveAttribute('aria-selected', 'true');
    first.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Prezzi' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Intero 15 €');
  },
};
