import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DesignSystemProvider } from '../../provider';
import { comparableMarkup, renderBothWays } from '../private/renderBothWays';
import enhanceFileField from './enhance';
import { acceptsFile } from './parts';
import { FileField } from '.';
import type { FileFieldProps } from '.';

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
});

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

/** The native markup as a page that is not hydrated has it: React never runs it. */
function serverMarkup(element: ReactElement): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToStaticMarkup(
    <DesignSystemProvider locale="it" interactive={false}>
      {element}
    </DesignSystemProvider>,
  );
  document.body.append(container);
  return container;
}

describe('FileField in both modes', () => {
  const props = {
    label: 'Immagine',
    name: 'immagine',
    accept: 'image/png,image/jpeg',
    description: 'JPEG o PNG, al massimo 10 MB.',
    chosenPreviewAlt: 'Anteprima dell’immagine scelta',
  };

  it.each<[string, Partial<FileFieldProps>]>([
    ['empty', {}],
    [
      'in error, keeping its line',
      { errorMessage: 'Scegli un’immagine JPEG o PNG.', reserveErrorSpace: true },
    ],
    ['valid, keeping its line', { reserveErrorSpace: true }],
    ['with the saved picture', { preview: { src: '/assets/a.png', alt: 'Immagine attuale' } }],
    ['required', { isRequired: true }],
  ])('renders the same markup (%s), the native one marked for its enhancement', (_name, extra) => {
    const { interactive, static: native } = renderBothWays(
      <FileField {...props} {...extra} />,
      'it',
    );
    expect(native).toContain('data-enhance="file-field"');
    // The chosen picture's place (a template), for the enhancement only.
    const withoutPlace = (html: string) => {
      const template = document.createElement('template');
      template.innerHTML = html;
      template.content.querySelector('template')?.remove();
      return template.innerHTML;
    };
    expect(
      comparableMarkup(withoutPlace(native), ['data-enhance', 'data-chosen-preview-alt']),
    ).toBe(comparableMarkup(interactive));
  });

  it('previews a chosen picture of an accepted type, else the saved one (interactive)', async () => {
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:chosen');
    const revoked = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    try {
      render(
        <DesignSystemProvider locale="it">
          <FileField {...props} preview={{ src: '/assets/a.png', alt: 'Immagine attuale' }} />
        </DesignSystemProvider>,
      );
      const input = screen.getByLabelText('Immagine');
      await userEvent.upload(input, new File(['png'], 'foto.png', { type: 'image/png' }));
      expect(screen.getByRole('img', { name: 'Anteprima dell’immagine scelta' })).toHaveAttribute(
        'src',
        'blob:chosen',
      );
      await userEvent.upload(input, new File(['gif'], 'foto.gif', { type: 'image/gif' }), {
        applyAccept: false,
      });
      expect(screen.getByRole('img', { name: 'Immagine attuale' })).toHaveAttribute(
        'src',
        '/assets/a.png',
      );
      expect(created).toHaveBeenCalledOnce();
      expect(revoked).toHaveBeenCalledWith('blob:chosen');
    } finally {
      created.mockRestore();
      revoked.mockRestore();
    }
  });

  it.each([
    ['without a saved picture', null],
    ['with the saved picture', { src: '/assets/a.png', alt: 'Immagine attuale' }],
  ])(
    'once enhanced, previews a chosen picture as the interactive field does (%s)',
    async (_name, preview) => {
      const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:chosen');
      const revoked = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
      try {
        const container = serverMarkup(<FileField {...props} preview={preview} />);
        const undo = enhanceFileField(
          container.querySelector<HTMLElement>('[data-enhance="file-field"]')!,
        );
        const input = screen.getByLabelText('Immagine');
        await userEvent.upload(input, new File(['png'], 'foto.png', { type: 'image/png' }));
        expect(screen.getAllByRole('img')).toHaveLength(1);
        expect(screen.getByRole('img', { name: 'Anteprima dell’immagine scelta' })).toHaveAttribute(
          'src',
          'blob:chosen',
        );
        await userEvent.upload(input, new File(['txt'], 'note.txt', { type: 'text/plain' }), {
          applyAccept: false,
        });
        expect(revoked).toHaveBeenCalledWith('blob:chosen');
        if (preview)
          expect(screen.getByRole('img', { name: 'Immagine attuale' })).toHaveAttribute(
            'src',
            '/assets/a.png',
          );
        else expect(screen.queryByRole('img')).toBeNull();
        await userEvent.upload(input, new File(['jpg'], 'foto.jpg', { type: 'image/jpeg' }));
        undo?.();
        expect(
          screen.queryAllByRole('img', { name: 'Anteprima dell’immagine scelta' }),
        ).toHaveLength(0);
      } finally {
        created.mockRestore();
        revoked.mockRestore();
      }
    },
  );

  it('shows a picture chosen before the enhancement ran', async () => {
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:early');
    try {
      const container = serverMarkup(<FileField {...props} />);
      await userEvent.upload(
        screen.getByLabelText('Immagine'),
        new File(['png'], 'foto.png', { type: 'image/png' }),
      );
      expect(screen.queryByRole('img')).toBeNull();
      enhanceFileField(container.querySelector<HTMLElement>('[data-enhance="file-field"]')!);
      expect(screen.getByRole('img', { name: 'Anteprima dell’immagine scelta' })).toHaveAttribute(
        'src',
        'blob:early',
      );
    } finally {
      created.mockRestore();
    }
  });

  it('accepts the types its accept list names, as the file chooser filters', () => {
    const file = (name: string, type: string) => ({ name, type });
    expect(acceptsFile('image/png,image/jpeg', file('a.png', 'image/png'))).toBe(true);
    expect(acceptsFile('image/png, image/jpeg', file('a.jpg', 'IMAGE/JPEG'))).toBe(true);
    expect(acceptsFile('image/png', file('a.svg', 'image/svg+xml'))).toBe(false);
    expect(acceptsFile('image/*', file('a.webp', 'image/webp'))).toBe(true);
    expect(acceptsFile('image/*', file('a.pdf', 'application/pdf'))).toBe(false);
    expect(acceptsFile('.pdf,image/png', file('Doc.PDF', ''))).toBe(true);
    expect(acceptsFile('', file('a.bin', 'application/octet-stream'))).toBe(true);
    expect(acceptsFile(undefined, file('a.bin', ''))).toBe(true);
  });
});
