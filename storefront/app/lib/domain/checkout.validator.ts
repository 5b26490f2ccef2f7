import { zodResolver } from '@hookform/resolvers/zod';
import { checkoutSchema } from './checkout.schemas';

/** The checkout form's check in the browser, loaded on demand by the checkout screen. */
export const checkoutResolver = zodResolver(checkoutSchema);
