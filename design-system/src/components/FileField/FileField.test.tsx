import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FileField } from '.';

afterEach(cleanup);

describe('FileField', () => {
  it('is a labelled file input of its form, described by its hint', async () => {
    const onChange = vi.fn();
    render(
      <form aria-label="Scheda">
        <FileField
          label="Immagine"
          name="immagine"
          accept="image/png,image/jpeg"
          description="JPEG o PNG, al massimo 10 MB."
          onChange={onChange}
        />
      </form>,
    );
    const input = screen.getByLabelText('Immagine');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg');
    expect(input).toHaveAccessibleDescription('JPEG o PNG, al massimo 10 MB.');
    const file = new File(['png'], 'foto.png', { type: 'image/png' });
    await userEvent.upload(input, file);
    expect(onChange).toHaveBeenCalledOnce();
    expect((input as HTMLInputElement).files?.item(0)?.name).toBe('foto.png');
    const form = screen.getByRole('form', { name: 'Scheda' }) as HTMLFormElement;
    expect(form.elements.namedItem('immagine')).toBe(input);
  });

  it('shows an outside error, marks the input invalid and ties the error to it', () => {
    render(
      <FileField
        label="Immagine"
        description="JPEG o PNG."
        errorMessage="Scegli un’immagine JPEG o PNG."
      />,
    );
    const input = screen.getByLabelText('Immagine');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('JPEG o PNG. Scegli un’immagine JPEG o PNG.');
  });

  it('shows the preview picture with its text alternative', () => {
    render(
      <FileField label="Immagine" preview={{ src: '/assets/a.png', alt: 'Immagine attuale' }} />,
    );
    expect(screen.getByRole('img', { name: 'Immagine attuale' })).toHaveAttribute(
      'src',
      '/assets/a.png',
    );
  });

  it('gives its input element to the caller', () => {
    let element: HTMLInputElement | null = null;
    render(<FileField label="Immagine" ref={(node) => void (element = node)} />);
    expect(element).toBe(screen.getByLabelText('Immagine'));
  });
});
