import { useEffect, useRef } from 'react';
import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import { Button, Stack, Text } from '@city/design-system';
import type { StackProps } from '@city/design-system';
import { useHydrated } from '../../lib/use-hydrated';
import { hydrateCart } from '../../stores/cart';
import * as styles from './PurchaseForm.css';

/*
 * The frame of the purchase form that runs as an island (the bundle's BundleForm), without React
 * Router: the server renders it and the page script runs it in a React root of its own
 * (app/enhance/bundle.tsx).
 */

/**
 * A form's check loaded on demand, as the checkout's is: zod is a large part of a purchase form's
 * JavaScript and nothing is checked before a field is left or the form is sent. `prefetch` starts
 * loading it (on the form's first focus), `resolverOf` is react-hook-form's resolver that waits
 * for it. If it cannot be loaded, the values go into the cart as they are: the cart has every
 * line priced and checked by the shop, which refuses a line it would not sell before anything is
 * paid.
 */
export function lazyCheck<M>(load: () => Promise<M>) {
  let loaded: Promise<M> | undefined;
  const get = () => (loaded ??= load());
  return {
    prefetch: () => void get().catch(() => undefined),
    resolverOf:
      <V extends FieldValues>(pick: (module: M) => Resolver<V>): Resolver<V> =>
      async (values, context, options) => {
        try {
          return await pick(await get())(values, context, options);
        } catch (error) {
          console.warn('The form check could not be loaded', error);
          loaded = undefined;
          return { values, errors: {} };
        }
      },
  };
}

export interface PurchaseFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The submit button's words. */
  submit: string;
  /** Called on the form's first focus (its check starts loading then). */
  onFirstFocus?: () => void;
  /** Space between the form's blocks. */
  gap?: StackProps['gap'];
  children: ReactNode;
}

/**
 * A purchase form's frame: its fields, then the button that adds the lines to the cart. The
 * server's HTML has the whole form with its fields and button disabled (a fieldset): the cart
 * lives in this browser, so nothing can be added before the form runs, and a value typed then
 * would be lost when it starts. Until it runs, an empty status is where the page script says that
 * the form could not be loaded (app/enhance/page.ts). The stored cart is read when the form
 * starts, before anything is added to it (the store would replace it).
 */
export function PurchaseForm({
  onSubmit,
  submit,
  onFirstFocus,
  gap = 'lg',
  children,
}: PurchaseFormProps) {
  const running = useHydrated();
  useEffect(hydrateCart, []);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const element = formRef.current;
    if (!element || !onFirstFocus) return;
    element.addEventListener('focusin', onFirstFocus, { once: true });
    return () => element.removeEventListener('focusin', onFirstFocus);
  }, [onFirstFocus]);
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit}>
      <fieldset className={styles.fields} disabled={!running}>
        <Stack gap={gap}>
          {children}
          <div>
            <Button type="submit" iconStart="cart" isDisabled={!running}>
              {submit}
            </Button>
          </div>
        </Stack>
      </fieldset>
      {running ? null : <Text role="status" />}
    </form>
  );
}
