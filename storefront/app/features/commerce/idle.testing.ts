// Idle callbacks for the island tests (CartScreen, CheckoutScreen).
import { act } from 'react';
import { vi } from 'vitest';

/**
 * Idle callbacks held until the test runs them (jsdom has none): what the screens render in the
 * browser's next idle time (useStages) comes when the test says so.
 */
export function holdIdleCallbacks() {
  const waiting = new Map<number, () => void>();
  let next = 0;
  vi.stubGlobal(
    'requestIdleCallback',
    vi.fn((callback: () => void) => {
      next += 1;
      waiting.set(next, callback);
      return next;
    }),
  );
  vi.stubGlobal(
    'cancelIdleCallback',
    vi.fn((handle: number) => waiting.delete(handle)),
  );
  return {
    get count() {
      return waiting.size;
    },
    /** Runs the callbacks waiting now (not those they lead to). */
    run: () =>
      act(async () => {
        const callbacks = [...waiting.values()];
        waiting.clear();
        for (const callback of callbacks) callback();
      }),
  };
}
