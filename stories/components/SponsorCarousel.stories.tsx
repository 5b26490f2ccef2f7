import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SponsorCarousel } from '@city/design-system';
import { enhance } from '@city/design-system/enhance';
import { sponsors } from '../fixtures/footer';
import { withNativeMode } from '../workbench/native';

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
    await expect(within(region).getAllByRole('listitem')).toHaveLength(9);
    await waitFor(() => expect(region).toHaveAttribute('data-enhanced'));
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

/** French labels and the default heading. */
export const French: Story = {
  globals: { locale: 'fr' },
  args: { title: undefined },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Sponsors' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carrousel');
    await expect(
      await within(region).findByRole('button', { name: 'Sponsors suivants' }),
    ).toBeVisible();
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
  const viewport = canvasElement.querySelector('[data-carousel-viewport]');
  if (!viewport) return 0;
  const frame = viewport.getBoundingClientRect();
  return within(canvasElement)
    .getAllByRole('listitem')
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

/**
 * Without script (native mode, as on the site's pages that are not hydrated): a list of logo
 * links that scrolls sideways and snaps to each logo; Tab reaches every logo and scrolls it into
 * view. The buttons wait, hidden, for the enhancement.
 */
export const WithoutScript: Story = {
  decorators: [withNativeMode],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'I nostri sponsor' });
    await expect(region).toHaveAttribute('data-enhance', 'sponsor-carousel');
    await expect(region).not.toHaveAttribute('data-enhanced');
    await expect(canvas.queryByRole('button')).toBeNull();
    const viewport = canvasElement.querySelector<HTMLElement>('[data-carousel-viewport]')!;
    await expect(viewport.scrollWidth).toBeGreaterThan(viewport.clientWidth);
    await waitFor(() => expect(logosInView(canvasElement)).toBe(4));
    const links = canvas.getAllByRole('link');
    links[0]!.focus();
    for (let i = 1; i < 6; i += 1) await userEvent.tab();
    await expect(links[5]).toHaveFocus();
    await waitFor(() => expect(viewport.scrollLeft).toBeGreaterThan(0));
    // Back to the start, for the screenshot.
    links[0]!.focus();
    viewport.scrollLeft = 0;
  },
};

/**
 * The same markup enhanced by the page script (`enhance` of `@city/design-system/enhance`),
 * which loads Embla's core when the carousel comes into view: the buttons show, move one logo
 * and loop.
 */
export const EnhancedWithoutReact: Story = {
  decorators: [withNativeMode],
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'I nostri sponsor' });
    enhance(canvasElement);
    await waitFor(() => expect(region).toHaveAttribute('data-enhanced'));
    const next = canvas.getByRole('button', { name: 'Sponsor successivi' });
    const previous = canvas.getByRole('button', { name: 'Sponsor precedenti' });
    await step('next moves one logo', async () => {
      await userEvent.click(next);
      await waitFor(() => expect(selectedIndex(canvasElement)).toBe(1));
    });
    await step('previous twice loops to the last logo', async () => {
      await userEvent.click(previous);
      await waitFor(() => expect(selectedIndex(canvasElement)).toBe(0));
      await userEvent.click(previous);
      await waitFor(() => expect(selectedIndex(canvasElement)).toBe(8));
    });
    await step('next loops back to the first', async () => {
      await userEvent.click(next);
      await waitFor(() => expect(selectedIndex(canvasElement)).toBe(0));
    });
  },
};

/** Enhanced, in the sibling regional brand, at phone width: 4 logos in view. */
export const EnhancedRegioneMobile: Story = {
  decorators: [withNativeMode],
  globals: { theme: 'regione', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    enhance(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('[data-enhanced]')).not.toBeNull());
    await waitFor(() => expect(logosInView(canvasElement)).toBe(4));
  },
};
