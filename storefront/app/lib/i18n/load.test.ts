import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchMessages } from './load';

afterEach(() => vi.unstubAllGlobals());

describe('fetchMessages', () => {
  it('reads the locale entry of the versioned answer', async () => {
    const fetchMock = vi.fn(async () => Response.json({ en: { nav: { home: 'Home' } } }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchMessages('v1', 'en')).resolves.toEqual({ nav: { home: 'Home' } });
    expect(fetchMock).toHaveBeenCalledWith('/i18n/v1/en/messages.json', expect.anything());
  });

  it('logs a warning and answers an empty dictionary when loading fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('nope', { status: 500 })),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(fetchMessages('v1', 'fr')).resolves.toEqual({});
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
