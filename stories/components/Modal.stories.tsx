import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button, Modal, ModalClose, Text, modalSizes } from '@city/design-system';
import { withNativeMode } from '../workbench/native';

const meta = {
  title: 'Components/Overlays/Modal',
  component: Modal,
  tags: ['autodocs'],
  argTypes: { size: { control: 'inline-radio', options: modalSizes } },
  args: {
    title: 'Iscriviti alla newsletter',
    description: 'Ricevi ogni settimana gli eventi della città.',
    size: 'md',
    trigger: <button type="button">Apri la finestra</button>,
    children: (
      <Text>
        Ogni giovedì una selezione di mostre, concerti e visite guidate, con le date della settimana
        successiva.
      </Text>
    ),
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from its trigger: focus moves in, stays in, Escape closes and focus returns. */
export const Default: Story = {
  args: {
    footer: (
      <ModalClose asChild>
        <button type="button">Ho capito</button>
      </ModalClose>
    ),
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Apri la finestra' });
    await step('opens from the trigger with focus inside', async () => {
      await userEvent.click(trigger);
      const dialog = await screen.findByRole('dialog', { name: 'Iscriviti alla newsletter' });
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    });
    await step('keeps focus trapped while tabbing forwards and backwards', async () => {
      const dialog = screen.getByRole('dialog');
      for (let i = 0; i < 4; i += 1) {
        await userEvent.tab();
        await expect(dialog).toContainElement(document.activeElement as HTMLElement);
      }
      for (let i = 0; i < 4; i += 1) {
        await userEvent.tab({ shift: true });
        await expect(dialog).toContainElement(document.activeElement as HTMLElement);
      }
    });
    await step('Escape closes and focus returns to the trigger', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(trigger).toHaveFocus();
    });
  },
};

/** Shown open: the overlay sits above the page from the overlay z-index. */
export const Open: Story = {
  args: { defaultOpen: true, trigger: undefined },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Iscriviti alla newsletter' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Chiudi' })).toBeVisible(),
    );
    await expect(Number(getComputedStyle(dialog).zIndex)).toBeGreaterThanOrEqual(2000);
  },
};

function ControlledModal() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Voir les conditions</Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        size="lg"
        title="Conditions générales de vente des billets et des visites guidées"
        description="Merci de les lire attentivement avant de confirmer votre réservation."
        footer={<Button onPress={() => setOpen(false)}>J’ai lu les conditions</Button>}
      >
        <Text>
          Les billets achetés en ligne ne sont ni repris ni échangés, sauf en cas d’annulation de
          l’événement par l’organisateur. Les visites guidées commencent à l’heure indiquée : merci
          d’arriver au point de rendez-vous quinze minutes à l’avance.
        </Text>
      </Modal>
    </>
  );
}

/** Controlled from a react-aria button, long French text: focus still returns to the opener. */
export const ControlledLongFrench: Story = {
  globals: { locale: 'fr' },
  render: () => <ControlledModal />,
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Voir les conditions' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'J’ai lu les conditions' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
  },
};

/** The title stays the accessible name even when visually hidden. */
export const HiddenTitle: Story = {
  args: { hideTitle: true, defaultOpen: true, trigger: undefined, size: 'sm' },
  play: async () => {
    await expect(
      await screen.findByRole('dialog', { name: 'Iscriviti alla newsletter' }),
    ).toBeInTheDocument();
  },
};

/** The sibling regional brand. */
export const RegioneTheme: Story = {
  globals: { theme: 'regione' },
  args: { defaultOpen: true, trigger: undefined },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Iscriviti alla newsletter' });
  },
};

/** On a narrow screen the dialog fits the viewport with a margin. */
export const OpenOnMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { defaultOpen: true, trigger: undefined, size: 'lg' },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(getComputedStyle(dialog).opacity).toBe('1'));
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBeGreaterThan(0);
    await expect(box.right).toBeLessThan(document.documentElement.clientWidth);
  },
};

/** Native mode: a <dialog> its trigger opens with an invoker command, without script. */
export const NativeMode: Story = {
  args: {
    footer: (
      <ModalClose asChild>
        <Button>Chiudi e continua</Button>
      </ModalClose>
    ),
  },
  decorators: [withNativeMode],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Apri la finestra' }));
    const dialog = await screen.findByRole('dialog', { name: 'Iscriviti alla newsletter' });
    await expect(dialog).toHaveAccessibleDescription(
      'Ricevi ogni settimana gli eventi della città.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Chiudi e continua' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
