import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FileField } from '@city/design-system';
import { enhanceNow, withNativeMode } from '../workbench/native';

/** A 1 x 1 PNG, as a picture already saved for the listing. */
const savedPicture =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR42mP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC';

const meta = {
  title: 'Components/Forms/FileField',
  component: FileField,
  tags: ['autodocs'],
  args: {
    label: 'Immagine della scheda',
    name: 'immagine',
    accept: 'image/jpeg,image/png,image/webp,image/avif',
    description: 'JPEG, PNG, WebP o AVIF, al massimo 10 MB.',
  },
} satisfies Meta<typeof FileField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing a picture shows its preview under the field. */
export const Default: Story = {
  render: function ChoosePicture(args) {
    const [preview, setPreview] = useState<string | null>(null);
    useEffect(
      () => () => {
        if (preview) URL.revokeObjectURL(preview);
      },
      [preview],
    );
    return (
      <FileField
        {...args}
        onChange={(event) => {
          const file = event.target.files?.item(0);
          setPreview(file ? URL.createObjectURL(file) : null);
        }}
        preview={preview ? { src: preview, alt: 'Anteprima dell’immagine scelta' } : null}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Immagine della scheda');
    await expect(input).toHaveAccessibleDescription('JPEG, PNG, WebP o AVIF, al massimo 10 MB.');
    const bytes = Uint8Array.from(atob(savedPicture.split(',')[1] ?? ''), (c) => c.charCodeAt(0));
    await userEvent.upload(input, new File([bytes], 'kayak.png', { type: 'image/png' }));
    await expect(canvas.getByRole('img', { name: 'Anteprima dell’immagine scelta' })).toBeVisible();
  },
};

/** The picture already saved is shown until another is chosen. */
export const WithCurrentPicture: Story = {
  args: { preview: { src: savedPicture, alt: 'Immagine attuale della scheda' } },
};

/** A refused file: the field says why, in the page's language. */
export const WithError: Story = {
  args: { errorMessage: 'Scegli un’immagine JPEG, PNG, WebP o AVIF.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Immagine della scheda');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'JPEG, PNG, WebP o AVIF, al massimo 10 MB. Scegli un’immagine JPEG, PNG, WebP o AVIF.',
    );
  },
};

export const RequiredFrench: Story = {
  globals: { locale: 'fr' },
  args: {
    label: 'Justificatif d’assurance professionnelle',
    description: 'PDF ou image, 10 Mo au maximum.',
    accept: 'application/pdf,image/*',
    isRequired: true,
  },
};

/** The picture file of `savedPicture`, as a visitor chooses it. */
function chosenPicture(): File {
  const bytes = Uint8Array.from(atob(savedPicture.split(',')[1] ?? ''), (c) => c.charCodeAt(0));
  return new File([bytes], 'kayak.png', { type: 'image/png' });
}

/**
 * Native mode (a page that is not hydrated): the same input, submitted with its multipart form;
 * once enhanced, a chosen picture is previewed in place of the saved one.
 */
export const NativeChosenPreview: Story = {
  args: {
    chosenPreviewAlt: 'Anteprima dell’immagine scelta',
    reserveErrorSpace: true,
    preview: { src: savedPicture, alt: 'Immagine attuale della scheda' },
  },
  decorators: [withNativeMode],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Immagine attuale della scheda' })).toBeVisible();
    enhanceNow(canvasElement);
    const input = canvas.getByLabelText('Immagine della scheda');
    await userEvent.upload(input, chosenPicture());
    await expect(
      await canvas.findByRole('img', { name: 'Anteprima dell’immagine scelta' }),
    ).toBeVisible();
  },
};

/** The same in the regional theme, without a saved picture and in error. */
export const NativeRegione: Story = {
  globals: { theme: 'regione' },
  args: {
    chosenPreviewAlt: 'Anteprima dell’immagine scelta',
    errorMessage: 'Scegli un’immagine JPEG, PNG, WebP o AVIF.',
  },
  decorators: [withNativeMode],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Immagine della scheda');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByRole('img')).toBeNull();
    enhanceNow(canvasElement);
    await userEvent.upload(input, chosenPicture());
    await expect(
      await canvas.findByRole('img', { name: 'Anteprima dell’immagine scelta' }),
    ).toBeVisible();
  },
};
