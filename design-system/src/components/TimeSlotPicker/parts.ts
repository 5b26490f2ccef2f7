/* Markers of a time slot's parts, shared by the component and the page scripts' helper (dom.ts). */
export const timeSlotParts = {
  /** The slot's state: its marker and its text. */
  status: 'data-slot-status',
  /** The line said for a time booked through the waiting queue. */
  hint: 'data-slot-hint',
} as const;
