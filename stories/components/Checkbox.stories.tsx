import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button, Checkbox, Stack } from '@city/design-system';
import { withNativeMode } from '../workbench/native';

const meta = {
  title: 'Components/Forms/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { children: 'Ho letto e accetto le condizioni di vendita' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Never pre-ticked; toggles by click and by Space. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

export const Indeterminate: Story = {
  args: { isIndeterminate: true, children: 'Tutti i biglietti' },
};
export const Disabled: Story = { args: { isDisabled: true } };
export const LongFrench: Story = {
  globals: { locale: 'fr' },
  args: {
    children:
      'J’accepte de recevoir par e-mail les informations sur les expositions, les visites guidées et les événements organisés par l’office de tourisme et ses partenaires',
  },
};

/** A description says what ticking means; both lines describe the checkbox. */
export const WithDescription: Story = {
  args: {
    children: 'Desidero ricevere la newsletter',
    description: 'Una mail al mese con gli eventi in città; puoi annullare quando vuoi.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toHaveAccessibleDescription(
      'Una mail al mese con gli eventi in città; puoi annullare quando vuoi.',
    );
  },
};

/** A required agreement not ticked yet: the error says what is missing. */
export const WithError: Story = {
  args: {
    children: 'Ho letto l’informativa sulla privacy',
    errorMessage: 'Accetta l’informativa per continuare.',
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', {
      name: 'Ho letto l’informativa sulla privacy',
    });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Accetta l’informativa per continuare.');
  },
};

/** The error goes once the box is ticked; the checkbox keeps focus. */
export const ErrorGoesWhenTicked: Story = {
  args: {
    children: 'Ho letto l’informativa sulla privacy',
    errorMessage: 'Accetta l’informativa per continuare.',
  },
  render: function RequiredAgreement(args) {
    const [checked, setChecked] = useState(false);
    return (
      <Stack gap="xxs">
        <Checkbox
          {...args}
          isSelected={checked}
          onChange={setChecked}
          errorMessage={checked ? undefined : args.errorMessage}
        />
      </Stack>
    );
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', {
      name: 'Ho letto l’informativa sulla privacy',
    });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(box).not.toHaveAttribute('aria-invalid');
    await expect(box).toHaveFocus();
  },
};

function TermsCheckedOnLeaving() {
  const [error, setError] = useState<string>();
  return (
    <Stack gap="sm" align="start">
      <Checkbox
        reserveErrorSpace
        errorMessage={error}
        onChange={(ticked) =>
          setError(ticked ? undefined : 'Accetta le condizioni per continuare.')
        }
        onBlur={(event) =>
          setError(
            (event.target as HTMLInputElement).checked
              ? undefined
              : 'Accetta le condizioni per continuare.',
          )
        }
      >
        Ho letto e accetto le condizioni di vendita
      </Checkbox>
      <Button type="submit">Paga</Button>
    </Stack>
  );
}

/**
 * Checked on leaving it, the checkbox keeps its error line: the error shown when the pointer
 * leaves for the pay button takes that line, and the button does not move from under it.
 */
export const ErrorLineKept: Story = {
  render: () => <TermsCheckedOnLeaving />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pay = canvas.getByRole('button', { name: 'Paga' });
    const before = pay.getBoundingClientRect().top;
    await userEvent.tab();
    await userEvent.tab();
    await expect(pay).toHaveFocus();
    await expect(canvas.getByText('Accetta le condizioni per continuare.')).toBeVisible();
    await expect(pay.getBoundingClientRect().top).toBe(before);
  },
};

/** Native mode: a native checkbox; the tick follows it without script. */
export const NativeMode: Story = {
  args: { name: 'condizioni', description: 'Le condizioni sono nella pagina Biglietti.' },
  decorators: [withNativeMode],
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};
