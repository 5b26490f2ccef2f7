import { style } from '@vanilla-extract/css';
import { vars } from '@city/tokens';

/**
 * The error line kept while a field has no error: one line of error text high, so that an error
 * shown on leaving a field does not push the fields below it down (a click on one of them,
 * pressed before the error and released after, would miss).
 */
export const reserved = style({ minHeight: vars.lineHeight.sm });
