import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchField } from '@city/design-system';
import { enhanceNow, withNativeMode } from '../workbench/native';

const meta = {
  title: 'Components/Navigation/SearchField',
  component: SearchField,
  tags: ['autodocs'],
  args: {
    action: '/it/cerca',
    // Stories keep the page: the submit is handled on the client.
    onSubmit: fn((_query: string, event: { preventDefault(): void }) => event.preventDefault()),
  },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing and submitting with Enter hands the query over; Escape clears the field. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search')).toHaveAttribute('method', 'get');
    const input = canvas.getByRole('searchbox', { name: 'Cerca nel sito' });
    await userEvent.type(input, 'Museo Egizio{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('Museo Egizio', expect.anything());
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
  },
};

/** Pressing the submit button with the pointer. */
export const SubmitWithPointer: Story = {
  globals: { locale: 'en' },
  args: { defaultValue: 'Christmas markets', action: '/en/cerca' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Search' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('Christmas markets', expect.anything());
  },
};

/** Label kept for screen readers only, French. */
export const HiddenLabelFrench: Story = {
  globals: { locale: 'fr' },
  args: { hideLabel: true, action: '/fr/cerca', defaultValue: 'Visites guidées du Palais royal' },
};

/** Native mode: a GET form; its enhancement brings the clear button and Escape. */
export const NativeMode: Story = {
  args: { defaultValue: 'Museo Egizio' },
  decorators: [withNativeMode],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Cerca nel sito' });
    enhanceNow(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancella la ricerca' }));
    await expect(input).toHaveValue('');
  },
};
