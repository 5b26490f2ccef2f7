import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SponsorCarousel } from '@city/design-system';
import { sponsors } from '../fixtures/footer';

const meta = {
  title: 'Components/Footer/SponsorCarousel',
  component: SponsorCarousel,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { sponsors, title: 'I nostri sponsor' },
} satisfies Meta<typeof SponsorCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const selectedIndex = (canvasElement: HTMLElement) =>
  Number(canvasElement.querySelector('[data-selected-index]')?.getAttribute('data-selected-index'));

/** Next and previous with the pointer; it loops from the first logo back to the last. */
export const Pointer: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'I nostri sponsor' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carosello');
    const slides = within(region).getAllByRole('group');
    await expect(slides).toHaveLength(9);
    await expect(slides[0]).toHaveAccessibleName('1 di 9');
    await expect(slides[0]).toHaveAttribute('aria-roledescription', 'diapositiva');
    await step('next moves one logo', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Sponsor successivi' }));
      await waitFor(() => expect(selectedIndex(canvasElement)).toBe(1));
    });
    await step('previous twice loops to the last logo', async () => {
      const previous = canvas.getByRole('button', { name: 'Sponsor precedenti' });
      await userEvent.click(previous);
      await waitFor(() => expect(selectedIndex(canvasElement)).toBe(0));
      await userEvent.click(previous);
      await waitFor(() => expect(selectedIndex(canvasElement)).toBe(8));
    });
  },
};

/** The buttons work from the keyboard (Enter and Space), and the carousel never moves on its own. */
export const Keyboard: Story = {
  globals: { locale: 'en' },
  args: { title: 'Our sponsors' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: 'Next sponsors' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(selectedIndex(canvasElement)).toBe(1));
    await userEvent.keyboard(' ');
    await waitFor(() => expect(selectedIndex(canvasElement)).toBe(2));
    canvas.getByRole('button', { name: 'Previous sponsors' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(selectedIndex(canvasElement)).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await expect(selectedIndex(canvasElement)).toBe(1);
  },
};

/** French labels: "n sur m". */
export const French: Story = {
  globals: { locale: 'fr' },
  args: { title: undefined },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Sponsors' });
    await expect(within(region).getAllByRole('group')[2]).toHaveAccessibleName('3 sur 9');
  },
};

/** Few sponsors: nothing to scroll, the buttons are disabled. */
export const FewSponsors: Story = {
  args: { sponsors: sponsors.slice(0, 3) },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(
        within(canvasElement).getByRole('button', { name: 'Sponsor successivi' }),
      ).toBeDisabled(),
    );
  },
};

/** The sibling regional brand. */
export const RegioneTheme: Story = { globals: { theme: 'regione' } };

const logosInView = (canvasElement: HTMLElement) => {
  const viewport = canvasElement.querySelector('[data-selected-index] [role="group"]')
    ?.parentElement?.parentElement;
  if (!viewport) return 0;
  const frame = viewport.getBoundingClientRect();
  return within(canvasElement)
    .getAllByRole('group')
    .filter((slide) => {
      const box = slide.getBoundingClientRect();
      return box.left >= frame.left - 1 && box.right <= frame.right + 1;
    }).length;
};

/** Up to 601 px: 4 logos in view. */
export const FourInViewOnMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(logosInView(canvasElement)).toBe(4));
  },
};

/** Above 601 px: 6 logos in view. */
export const SixInViewOnDesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(logosInView(canvasElement)).toBe(6));
  },
};
