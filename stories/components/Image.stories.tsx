import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Image, Stack, Text, imageMedia } from '@city/design-system';
import { fixtureHost, giardino, missing, museo, piazza } from '../fixtures/images';

const meta = {
  title: 'Components/Content/Image',
  component: Image,
  tags: ['autodocs'],
  args: { image: piazza, host: fixtureHost, alt: 'Una piazza del centro al tramonto', width: 800 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 800 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Lazy by default: sources for mobile, tablet and desktop in avif, webp and jpg. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('picture img')).not.toBeNull());
    const sources = [...canvasElement.querySelectorAll('picture source')];
    await expect(sources).toHaveLength(9);
    await expect(sources[0]).toHaveAttribute('type', 'image/avif');
    await expect(sources[0]).toHaveAttribute('media', imageMedia.mobile);
    await expect(sources[0]?.getAttribute('srcset')).toContain('width=824');
    await expect(sources[0]?.getAttribute('srcset')).toContain('quality=60');
    await expect(sources[1]?.getAttribute('srcset')).toContain('width=1200');
    await expect(sources[1]?.getAttribute('srcset')).toContain('quality=65');
    await expect(sources[2]?.getAttribute('srcset')).toMatch(/width=800.* 1x, .*width=1600.* 2x/);
    const img = within(canvasElement).getByRole('img', {
      name: 'Una piazza del centro al tramonto',
    });
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('width', '800');
    await expect(img).toHaveAttribute('height', '450');
  },
};

/** The hero image of a page: eager, high fetch priority, never waits for the viewport. */
export const Priority: Story = {
  args: { priority: true },
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('picture img');
    await expect(img).toHaveAttribute('loading', 'eager');
    await expect(img).toHaveAttribute('fetchpriority', 'high');
    await waitFor(() => expect(canvasElement.querySelector('[data-loaded]')).not.toBeNull());
  },
};

/** Cropped to 3:2 by the asset service (fit cover). */
export const Cropped: Story = {
  args: { image: giardino, width: 600, height: 400, alt: 'Un giardino con alberi e fiori' },
};

/**
 * The focal point chosen in the content service (here the right third of the drawing) stays in
 * view when a wide image is cropped to a tall box: beside the asset service's crop, the browser's
 * own crop is positioned on it (CSS object-position).
 */
export const FocalPoint: Story = {
  args: {
    image: { ...piazza, focal_point_x: 1200, focal_point_y: 450 },
    width: 300,
    height: 400,
    priority: true,
    alt: 'Il lato destro di una piazza al tramonto',
  },
  render: (args) => (
    <Stack gap="md">
      <Text>Punto focale a destra: il ritaglio verticale lo tiene in vista.</Text>
      <Image {...args} />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', {
      name: 'Il lato destro di una piazza al tramonto',
    });
    await expect(img.style.objectPosition).toBe('75% 50%');
    await expect(img).toHaveAttribute('height', '400');
  },
};

/**
 * Below the fold: the picture is in the HTML with native lazy loading, so the browser requests
 * it only when it comes near the viewport.
 */
export const BelowTheFold: Story = {
  args: { image: museo, alt: 'Facciata di un museo con colonne' },
  render: (args) => (
    <Stack gap="md">
      <Text>
        Scorri verso il basso: l’immagine viene richiesta solo quando sta per entrare nella vista.
      </Text>
      <div style={{ height: '150vh' }} />
      <Image {...args} />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('picture img');
    await expect(img).toHaveAttribute('loading', 'lazy');
    img?.scrollIntoView();
    await waitFor(() => expect(canvasElement.querySelector('[data-loaded]')).not.toBeNull());
  },
};

/** The asset is missing: the blurhash placeholder keeps the space and the colour. */
export const Placeholder: Story = {
  args: { image: missing, alt: 'Immagine non disponibile', priority: true },
};

/** A decorative image (empty alt) is hidden from assistive technology. */
export const Decorative: Story = {
  args: { alt: '', priority: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};
