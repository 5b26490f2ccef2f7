/*
 * Markers of the password field's parts, shared by the component and its enhancement (which
 * must not import React): the reveal toggle and the live region with the texts it announces.
 */
export const passwordParts = {
  toggle: 'data-password-toggle',
  live: 'data-password-live',
  shownText: 'data-shown-text',
  hiddenText: 'data-hidden-text',
} as const;
