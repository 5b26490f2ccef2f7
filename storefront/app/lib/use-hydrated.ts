import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the server HTML and until React has hydrated it, then true. Forms that only work with
 * the page's script (the cart lives in local storage) keep their submit button disabled until
 * then, so that an early press is not sent as a plain GET of the form.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
