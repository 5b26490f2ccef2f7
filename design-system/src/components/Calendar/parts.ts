/* Markers of the native calendar's parts, shared by the component and its enhancement. */
export const calendarParts = {
  /** The day buttons; their value is the day (YYYY-MM-DD). */
  day: 'data-calendar-day',
  /** The month navigation: "previous" or "next". */
  nav: 'data-calendar-nav',
} as const;
