import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Accordion, Text } from '@city/design-system';
import { withNativeMode } from '../workbench/native';

const meta = {
  title: 'Components/Content/Accordion',
  component: Accordion,
  tags: ['autodocs'],
  args: {
    items: [
      {
        id: 'orari',
        title: 'Orari di apertura',
        content: <Text>Da martedì a domenica, dalle 9 alle 19.</Text>,
      },
      {
        id: 'prezzi',
        title: 'Biglietti e riduzioni',
        content: <Text>Intero 15 €, ridotto 2 €.</Text>,
      },
      {
        id: 'come',
        title: 'Come arrivare',
        content: <Text>Metro linea 1, fermata Porta Nuova.</Text>,
      },
    ],
  },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Toggled by pointer, Enter and Space; one section open at a time. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: 'Orari di apertura' });
    const second = canvas.getByRole('button', { name: 'Biglietti e riduzioni' });
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Da martedì a domenica, dalle 9 alle 19.')).toBeVisible();
    await userEvent.tab();
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard(' ');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
  },
};

export const MultipleOpen: Story = {
  args: { allowsMultipleExpanded: true, defaultExpandedKeys: ['orari', 'come'] },
};

export const LongItalian: Story = {
  args: {
    items: [
      {
        id: 'a',
        title:
          'Posso portare con me un passeggino o uno zaino di grandi dimensioni durante la visita guidata?',
        content: (
          <Text>
            I passeggini sono ammessi in tutte le sale; gli zaini di grandi dimensioni vanno
            lasciati al guardaroba gratuito all’ingresso, aperto fino a mezz’ora dopo la chiusura.
          </Text>
        ),
      },
      {
        id: 'b',
        title: 'Sono previste riduzioni per gruppi scolastici?',
        content: <Text>Sì, su prenotazione.</Text>,
      },
    ],
    defaultExpandedKeys: ['a'],
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: {
    items: [
      { id: 'a', title: 'Horaires d’ouverture', content: <Text>Du mardi au dimanche.</Text> },
      { id: 'b', title: 'Billets et réductions', content: <Text>Plein tarif 15 €.</Text> },
    ],
  },
};

export const RegioneTheme: Story = { ...MultipleOpen, globals: { theme: 'regione' } };

/** Native mode: each section a <details>; it opens and closes without script. */
export const NativeMode: Story = {
  args: { defaultExpandedKeys: ['orari'] },
  decorators: [withNativeMode],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Da martedì a domenica, dalle 9 alle 19.')).toBeVisible();
    await userEvent.click(canvas.getByText('Come arrivare'));
    await expect(canvas.getByText('Metro linea 1, fermata Porta Nuova.')).toBeVisible();
    await expect(canvas.getByText('Da martedì a domenica, dalle 9 alle 19.')).not.toBeVisible();
  },
};
