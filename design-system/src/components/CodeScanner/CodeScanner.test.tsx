import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodeScanner } from '.';
import enhanceCodeScanner from './enhance';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const labels = {
  start: 'Scansiona',
  stop: 'Chiudi',
  video: 'Fotocamera',
  scanning: 'Inquadra il codice',
  unavailable: 'Fotocamera non disponibile',
};

function renderForm() {
  render(
    <form>
      <input name="codice" aria-label="Codice" />
      <CodeScanner target="codice" labels={labels} decoder="/assets/jsQR.js" />
    </form>,
  );
  return document.querySelector<HTMLElement>('[data-enhance="code-scanner"]')!;
}

describe('CodeScanner', () => {
  it('renders nothing to press without its enhancement', () => {
    renderForm();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the start button once enhanced where a camera can be asked for, and hides it when undone', () => {
    const root = renderForm();
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia: vi.fn() } });
    const undo = enhanceCodeScanner(root);
    expect(screen.getByRole('button', { name: 'Scansiona' })).toBeVisible();
    undo?.();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('stays hidden where the browser has no camera access', () => {
    const root = renderForm();
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: undefined });
    expect(enhanceCodeScanner(root)).toBeUndefined();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says the camera is unavailable when it is refused', async () => {
    const root = renderForm();
    vi.stubGlobal('BarcodeDetector', undefined);
    const getUserMedia = vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
    // the decoder loads (a stub script that defines jsQR)
    const append = vi.spyOn(document.head, 'append').mockImplementation((node) => {
      (globalThis as { jsQR?: unknown }).jsQR = () => null;
      (node as HTMLScriptElement).onload?.(new Event('load'));
    });
    enhanceCodeScanner(root);
    screen.getByRole('button', { name: 'Scansiona' }).click();
    await vi.waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Fotocamera non disponibile'),
    );
    expect(screen.getByRole('button', { name: 'Scansiona' })).toBeVisible();
    append.mockRestore();
  });
});
