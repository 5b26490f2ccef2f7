import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Price, Stack, priceKinds, priceSizes } from '@city/design-system';

const meta = {
  title: 'Components/Commerce/Price',
  component: Price,
  tags: ['autodocs'],
  argTypes: {
    kind: { control: 'inline-radio', options: priceKinds },
    size: { control: 'inline-radio', options: priceSizes },
  },
  args: { cents: 1800 },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent?.replace(/\s/g, ' ')).toBe('18,00 €');
  },
};

export const GroupPrice: Story = { args: { cents: 1500, kind: 'group', perPerson: true } };

export const ComboPrice: Story = { args: { cents: 2900, originalCents: 3600, kind: 'combo' } };

/** The old total is struck through; screen readers hear "original" and "discounted". */
export const DiscountedTotal: Story = {
  args: { cents: 4500, originalCents: 5400, kind: 'total', size: 'lg' },
  play: async ({ canvasElement }) => {
    const struck = canvasElement.querySelector('s');
    await expect(struck?.textContent?.replace(/\s/g, ' ')).toBe('Prezzo originale: 54,00 €');
    await expect(canvasElement.textContent).toContain('Prezzo scontato:');
  },
};

export const Free: Story = {
  args: { cents: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('Gratuito');
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  args: { cents: 123456, originalCents: 150000, kind: 'total' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toContain('€1,234.56');
  },
};

export const AllKindsInFrench: Story = {
  globals: { locale: 'fr' },
  render: () => (
    <Stack gap="sm">
      <Price cents={1800} />
      <Price cents={1500} kind="group" perPerson />
      <Price cents={2900} originalCents={3600} kind="combo" />
      <Price cents={123456} originalCents={150000} kind="total" size="lg" />
      <Price cents={0} />
    </Stack>
  ),
};
