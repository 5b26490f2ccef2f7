import { useEffect, useState } from 'react';
import { AVAILABILITY_REFRESH_MS } from './availability';
import { isLivePlaces } from './live-places';
import type { LivePlaces } from './live-places';

export { isLivePlaces };
export type { LivePlaces };

/**
 * Keeps the places shown up to date without React Router (the page is not hydrated): `url` is
 * read again every `intervalMs` while the page is in view, and at once when the visitor comes
 * back to it. An answer that fails or is not a set of places keeps what is shown: the cart has
 * every line checked by the shop again.
 */
export function useLivePlaces(
  url: string,
  initial: LivePlaces,
  intervalMs = AVAILABILITY_REFRESH_MS,
): LivePlaces {
  const [places, setPlaces] = useState(initial);
  useEffect(() => {
    let controller: AbortController | undefined;
    const refresh = () => {
      if (document.visibilityState !== 'visible') return;
      controller?.abort();
      const current = new AbortController();
      controller = current;
      fetch(url, { headers: { Accept: 'application/json' }, signal: current.signal })
        .then((response) => (response.ok ? response.json() : null))
        .then((body: unknown) => {
          if (!current.signal.aborted && isLivePlaces(body)) setPlaces(body);
        })
        .catch(() => undefined);
    };
    const timer = window.setInterval(refresh, intervalMs);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
      controller?.abort();
    };
  }, [url, intervalMs]);
  return places;
}
