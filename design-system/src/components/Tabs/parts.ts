/* Markers of the native tabs' parts, shared by the component and its enhancement. */
export const tabsParts = {
  /** A tab's link (or a disabled tab's text) in the list. */
  tab: 'data-tab',
  /** The tab selected at first, once enhanced. */
  initial: 'data-initial',
  /** A panel, and the heading that names it without script. */
  panel: 'data-tab-panel',
  heading: 'data-tab-heading',
} as const;
