import { useEffect } from 'react';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  type CartItem,
  type CartState,
  CART_STORAGE_KEY,
  itemCount,
  type PromoCode,
  removeGroup,
  removeOneFromGroup,
} from '../lib/domain/cart';

/** Client cart (spec section 3), persisted in local storage under `cart`. */
export interface CartStore extends CartState {
  add(items: CartItem[]): void;
  replaceItems(items: CartItem[]): void;
  removeOne(groupKey: string): void;
  removeGroup(groupKey: string): void;
  removeWhere(predicate: (item: CartItem) => boolean): void;
  setPromo(promo: PromoCode | null): void;
  setCalculating(value: boolean): void;
  clear(): void;
}

export { CART_STORAGE_KEY };

export const useCart = create<CartStore>()(
  persist(
    (set) => ({
      items: [],
      codicePromo: null,
      calcolando: false,
      add: (items) => set((state) => ({ items: [...state.items, ...items] })),
      replaceItems: (items) => set({ items }),
      removeOne: (groupKey) =>
        set((state) => ({ items: removeOneFromGroup(state.items, groupKey) })),
      removeGroup: (groupKey) => set((state) => ({ items: removeGroup(state.items, groupKey) })),
      removeWhere: (predicate) =>
        set((state) => ({ items: state.items.filter((item) => !predicate(item)) })),
      setPromo: (codicePromo) => set({ codicePromo }),
      setCalculating: (calcolando) => set({ calcolando }),
      clear: () => set({ items: [], codicePromo: null, calcolando: false }),
    }),
    {
      name: CART_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ items: state.items, codicePromo: state.codicePromo }),
      skipHydration: true,
    },
  ),
);

/** Number of items in the cart; 0 on the server and until the stored cart is read. */
export function useCartCount(): number {
  useEffect(hydrateCart, []);
  return useCart((state) => itemCount(state.items));
}

/** Reads the persisted cart once in the browser (call from an effect). */
export function hydrateCart(): void {
  if (typeof window !== 'undefined' && !useCart.persist.hasHydrated())
    void useCart.persist.rehydrate();
}
