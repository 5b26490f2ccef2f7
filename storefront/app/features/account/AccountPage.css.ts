import { style } from '@vanilla-extract/css';
import { media } from '@city/tokens';

/**
 * On a phone an account, loyalty-card or operator screen takes at least the first screen, as the
 * cart's island does (components/Island.css.ts): a short screen (the login form, an empty list)
 * would otherwise bring the pre-footer's pictures into the first screen, where the largest of
 * them, lazy and from the assets host, became the page's largest paint well after the form itself
 * was drawn (Lighthouse's mobile preset, login page: the pre-footer's first card). Wider screens
 * keep the pre-footer right after the screen.
 */
export const frame = style({
  '@media': {
    [media.mobile]: { minHeight: ['100vh', '100svh'] },
  },
});
