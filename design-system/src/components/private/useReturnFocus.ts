import { useRef } from 'react';

/**
 * Radix Dialog gives focus back to its own Trigger only. Overlays opened from elsewhere (a
 * react-aria button, a banner action) remember the element focused when they opened and focus
 * it again when they close.
 */
export function useReturnFocus(hasTrigger: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    onCloseAutoFocus: (event: Event) => {
      if (hasTrigger) return;
      const target = opener.current;
      if (target?.isConnected) {
        event.preventDefault();
        target.focus();
      }
    },
  };
}
