import type { Guard } from './types';
import { notFound } from './responses';

export const promoPattern = /^[A-Za-z0-9_-]{1,40}$/;

/**
 * Cart: the server side accepts only a well-formed optional `codice` query value (a promo code link),
 * 404 otherwise. The browser side of the check is the cart start-up clean-up
 * (`cleanCartOnStart` in domain/queue), which drops appointments whose queue session is gone.
 */
export const cart: Guard = (context) => {
  const codice = context.url.searchParams.get('codice');
  if (codice !== null && !promoPattern.test(codice)) notFound(context.url);
};
