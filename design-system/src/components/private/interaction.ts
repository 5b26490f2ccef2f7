/*
 * Selectors of interaction states. react-aria marks hover and press with data attributes (and
 * ignores the emulated hover of touch screens). A document that is not hydrated carries
 * `data-static` on <html> (the storefront's content pages): react-aria never runs there, so the
 * same styles follow the native :hover and :active instead.
 */
export const hovered = '&[data-hovered], html[data-static] &:hover';
export const pressed = '&[data-pressed], html[data-static] &:active';
