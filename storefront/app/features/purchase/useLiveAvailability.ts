import { useEffect } from 'react';
import { useRevalidator } from 'react-router';

/** How often a page that shows places reads them again while it is in view. */
export const AVAILABILITY_REFRESH_MS = 60_000;

/**
 * Keeps the places shown up to date: the route's loader runs again every `intervalMs` while the
 * page is in view, and at once when the visitor comes back to it.
 */
export function useLiveAvailability(intervalMs = AVAILABILITY_REFRESH_MS): void {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState === 'visible') void revalidate();
    };
    const timer = window.setInterval(refresh, intervalMs);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [revalidate, intervalMs]);
}
