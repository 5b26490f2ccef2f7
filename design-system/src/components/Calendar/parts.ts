/* Markers of the native calendar's parts, shared by the component and its enhancement. */
export const calendarParts = {
  /** The day buttons; their value is the day (YYYY-MM-DD). */
  day: 'data-calendar-day',
  /** The month navigation: "previous" or "next". */
  nav: 'data-calendar-nav',
  /** The month a navigation button shows (YYYY-MM). */
  target: 'data-calendar-target',
  /** A month of a calendar that renders several (`allMonths`): YYYY-MM. */
  month: 'data-calendar-month',
  /** On the calendar: the chosen day takes the keyboard focus once enhanced. */
  autoFocus: 'data-calendar-autofocus',
} as const;
