import { style } from '@vanilla-extract/css';

/**
 * The error line kept while a field has no error: the same line (icon and one line of text),
 * unseen, so that an error shown on leaving a field takes its place instead of pushing the
 * fields below it down (a click on one of them, pressed before the error and released after,
 * would miss).
 */
export const reserved = style({ visibility: 'hidden' });
