import { media, vars } from '@city/tokens';
import { globalStyle } from '@vanilla-extract/css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});

globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  color: vars.color.text.primary,
  background: vars.color.surface.page,
});

globalStyle('img', { maxWidth: '100%', height: 'auto' });

/*
 * Pages that are not hydrated (lib/static-page.ts, `data-static` on <html>): react-aria never runs
 * there, so the design system's links and buttons are never marked `data-focus-visible` and would
 * show only the browser's default ring. The design system's ring is drawn on the native
 * :focus-visible instead (hover states that matter are already native: header tools, cards).
 */
const staticFocus = 'html[data-static] :is(a, button, summary, [tabindex]):focus-visible';
globalStyle(staticFocus, {
  outline: `${vars.borderWidth.focus} solid ${vars.color.border.focus}`,
  outlineOffset: vars.borderWidth.focus,
  '@media': { [media.forcedColors]: { outlineColor: 'Highlight' } },
});
