import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FooterLogos } from '@city/design-system';
import { footerLogos } from '../fixtures/footer';

const meta = {
  title: 'Components/Footer/FooterLogos',
  component: FooterLogos,
  tags: ['autodocs'],
  args: { logos: footerLogos },
} satisfies Meta<typeof FooterLogos>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each logo at its own width (`larghezza_in_footer`). */
export const Widths: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const city = canvas.getByRole('img', { name: 'Città di Torino' });
    const region = canvas.getByRole('img', { name: 'Regione Piemonte' });
    await expect(Math.round(city.getBoundingClientRect().width)).toBe(150);
    await expect(Math.round(region.getBoundingClientRect().width)).toBe(110);
  },
};
